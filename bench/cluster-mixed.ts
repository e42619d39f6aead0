// The customers' mixed sessions of `npm run bench -- cluster`'s throughput half
// (BENCH_WORKLOADS=mixed): the same sessions sent to one app process or to three.
import { randomUUID } from 'node:crypto';
import { withCpu } from './cluster-cpu.ts';
import { pdf, png } from './cluster-sessions.ts';
import { pct } from './fixed-count.ts';
import { BENCH_PASSWORD, type BenchUser, cookieHeader, post, request } from './http-transfers.ts';

/** A KYC upload's multipart body (id type, a PNG and a PDF of a few bytes), encoded once per user. */
async function kycForm(userId: string) {
  const form = new FormData();
  form.set('id_type', 'nin');
  form.set('document', new File([png(userId)], 'id.png', { type: 'image/png' }));
  form.set('proof_of_address', new File([pdf(userId)], 'bill.pdf', { type: 'application/pdf' }));
  const encoded = new Response(form); // the platform's own multipart encoding
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type') ?? '',
  };
}

/** Requests in one session of `mixed` (sign-in, 2 reads, upload and read-back, bill, transfers, read). */
export const MIXED_TRANSFERS = 5;
const MIXED_REQUESTS = 7 + MIXED_TRANSFERS;

/**
 * `total` customer sessions from `clients` loops, to `base`: sign in with the password, read the
 * wallets and the last transactions, upload KYC documents and read one back, buy airtime (VTpass's
 * simulator delivers it at once), send MIXED_TRANSFERS transfers, read the transactions again.
 * No card deposit: Paystack's simulator runs inside the app processes and is reached through
 * PUBLIC_URL (the balancer), so it would put work on all three processes when one is measured.
 * Requests per second over all of them, and their latency.
 */
export function mixed(
  base: string,
  origin: string,
  appGroups: number[],
  users: BenchUser[],
  total: number,
  clients: number,
) {
  return withCpu(appGroups, () => mixedSessions(base, origin, users, total, clients));
}

async function mixedSessions(
  base: string,
  origin: string,
  users: BenchUser[],
  total: number,
  clients: number,
) {
  const forms = new Map(
    await Promise.all(users.map(async (u) => [u.id, await kycForm(u.id)] as const)),
  );
  const latencies: number[] = [];
  let failed = 0;
  const timedStatus = async <T extends { status: number }>(send: () => Promise<T>, ok: number) => {
    const t = performance.now();
    const res = await send().catch((e: unknown) => e as Error);
    latencies.push(performance.now() - t);
    const status = res instanceof Error ? 0 : res.status;
    if (status !== ok && failed++ === 0) console.error(`a mixed request answered ${status}`, res);
    return res instanceof Error ? null : res;
  };
  const session = async (i: number) => {
    const user = users[i % users.length]!;
    const signIn = await timedStatus(
      () =>
        request(base, '/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ email: user.email, password: BENCH_PASSWORD }),
        }),
      200,
    );
    const cookie = cookieHeader(signIn?.setCookie ?? []);
    const read = (path: string) =>
      timedStatus(() => request(base, path, { headers: { cookie, origin } }), 200);
    await read('/api/wallets');
    await read('/api/transactions?limit=20');
    const form = forms.get(user.id)!;
    await timedStatus(
      () =>
        request(base, '/api/kyc', {
          method: 'POST',
          headers: { cookie, origin, 'content-type': form.type },
          body: form.body,
        }),
      200,
    );
    await read('/api/kyc/document');
    const bill = { service: 'airtime', network: 'mtn', phone: '08031234567', amount: 50_000 };
    await timedStatus(
      async () => ({
        status: await post(base, '/api/bills', {
          cookie,
          key: randomUUID(),
          body: JSON.stringify(bill),
        }),
      }),
      201,
    );
    for (let k = 0; k < MIXED_TRANSFERS; k++) {
      const to = users[(i + 1 + k) % users.length]!;
      await timedStatus(
        async () => ({
          status: await post(base, '/api/transfers', {
            cookie,
            key: randomUUID(),
            body: JSON.stringify({ to_email: to.email, currency: 'NGN', amount: 100 }),
          }),
        }),
        200,
      );
    }
    await read('/api/transactions?limit=20');
  };
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < total; i = next++) await session(i);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const requests = total * MIXED_REQUESTS;
  return {
    ok: requests - failed,
    failed,
    seconds: Number(seconds.toFixed(2)),
    per_second: Math.round((requests - failed) / seconds),
    sessions_per_second: Number((total / seconds).toFixed(1)),
    p50_ms: Number(pct(latencies, 50).toFixed(1)),
    p99_ms: Number(pct(latencies, 99).toFixed(1)),
  };
}
