// The mixed traffic of `npm run bench -- cluster`: one session per user through
// HAProxy, each signing in, reading its wallets and transactions, uploading its
// KYC documents (read back directly from another app process), paying a bill,
// funding its wallet by card (the checkout approved, Paystack's signed
// charge.success delivered again to another process, the payment verified) and
// sending transfers with an Idempotency-Key. A request that meets a dead
// process (a connection error, or HAProxy's 502/503/504) is sent again, a
// money request with the SAME key.
import { randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER, signWebhook } from '#server/providers/paystack/signature.ts';
import { findSimRecord } from '#server/providers/paystack/sim-store.ts';
import { chargeEvent, type SimTransaction } from '#server/providers/paystack/simulator.ts';
import {
  bump,
  type DepositRecord,
  expect,
  get,
  retrying,
  type Traffic,
  type TrafficContext,
  timed,
  timeout,
  type UploadRecord,
} from './cluster-traffic.ts';
import { SERVED_BY } from './haproxy.ts';
import { BENCH_PASSWORD, cookieFrom, post } from './http-transfers.ts';

/** The meter number VTpass's simulator keeps pending (then delivered), and the bill's amount. */
export const PENDING_METER = '201000000000';
const BILL_AMOUNT = 50_000;
export const CARD_AMOUNT = 50_000;
const GAVE_UP = -1;

/** A file of a few bytes that starts as a PNG does, and a PDF's, each naming `tag`. */
export const png = (tag: string) =>
  Uint8Array.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52],
    ...new TextEncoder().encode(tag),
  ]);
export const pdf = (tag: string) => new TextEncoder().encode(`%PDF-1.4\n% bill of ${tag}\n%%EOF\n`);

async function session(ctx: TrafficContext, t: Traffic, i: number, o: SessionOptions) {
  const { lb, users } = ctx;
  const user = users[i]!;
  const until = o.deadline + o.graceMs;
  const json = { 'content-type': 'application/json', origin: lb };

  const signIn = await retrying(t, 'sign-in', until, () =>
    fetch(`${lb}/api/auth/sign-in/email`, {
      method: 'POST',
      signal: timeout(),
      headers: json,
      body: JSON.stringify({ email: user.email, password: BENCH_PASSWORD }),
    }),
  );
  if (!signIn.answer || !expect(t, 'sign-in', signIn.answer.status, [200])) return;
  const cookie = cookieFrom(signIn.answer);

  for (const path of ['/api/wallets', '/api/transactions?limit=20']) {
    const r = await retrying(t, path.split('?')[0]!, until, () => get(lb, path, cookie));
    if (r.answer) expect(t, path.split('?')[0]!, r.answer.status, [200]);
  }

  // KYC documents through HAProxy, read back directly from another process.
  const upload: UploadRecord = {
    userId: user.id,
    cookie,
    document: png(user.id),
    proof: pdf(user.id),
    servedBy: null,
    readFrom: null,
    readOk: false,
  };
  const sent = await retrying(t, 'kyc upload', until, () => {
    const form = new FormData();
    form.set('id_type', 'nin');
    form.set('document', new File([upload.document], 'id.png', { type: 'image/png' }));
    form.set('proof_of_address', new File([upload.proof], 'bill.pdf', { type: 'application/pdf' }));
    return fetch(`${lb}/api/kyc`, {
      method: 'POST',
      body: form,
      headers: { cookie, origin: lb },
      signal: timeout(),
    });
  });
  if (sent.answer && expect(t, 'kyc upload', sent.answer.status, [200])) {
    upload.servedBy = sent.answer.headers.get(SERVED_BY);
    const from = ctx.apps.findIndex((a) => a.name === upload.servedBy);
    for (let k = 1; k < ctx.apps.length && !upload.readOk; k++) {
      const other = ctx.apps[(from + k) % ctx.apps.length]!;
      const started = performance.now();
      const read = await get(other.url, '/api/kyc/document', cookie).catch(() => null);
      timed(t, 'kyc read, another process', started);
      if (!read) continue; // that process is the one down: the next
      upload.readFrom = other.name;
      upload.readOk = read.status === 200 && Buffer.from(read.body).equals(upload.document);
    }
    t.uploads.push(upload);
  }

  // A bill: every `pendingEvery`-th session's meter stays pending at VTpass.
  const pending = i % o.pendingEvery === 0;
  const billKey = randomUUID();
  const bill = pending
    ? { service: 'electricity', disco: 'ikedc', meter_type: 'prepaid', meter_number: PENDING_METER }
    : { service: 'airtime', network: 'mtn', phone: '08031234567' };
  const paid = await retrying(t, 'bill', until, async () => ({
    status: await post(lb, '/api/bills', {
      cookie,
      key: billKey,
      body: JSON.stringify({ ...bill, amount: BILL_AMOUNT }),
    }),
  }));
  const billStatus = paid.answer?.status ?? GAVE_UP;
  expect(t, 'bill', billStatus, [201]);
  t.bills.push({ key: billKey, userId: user.id, pending, status: billStatus });

  await cardDeposit(ctx, t, i, cookie, until);

  // Transfers, each with its own key, sent again with the same key on a dead process.
  for (let k = 0; k < o.transfers && Date.now() < o.deadline; k++)
    await transfer(
      ctx,
      t,
      { id: user.id, cookie },
      users[(i + 1 + k) % users.length]!.email,
      until,
    );
  const after = await retrying(t, '/api/transactions', until, () =>
    get(lb, '/api/transactions?limit=20', cookie),
  );
  if (after.answer) expect(t, '/api/transactions', after.answer.status, [200]);
}

/**
 * One transfer of ₦1 through HAProxy (the first attempt to `first` when given),
 * sent again with the SAME key through HAProxy while it meets a dead process.
 */
async function transfer(
  ctx: TrafficContext,
  t: Traffic,
  from: { id: string; cookie: string },
  toEmail: string,
  until: number,
  first?: string,
) {
  const key = randomUUID();
  const body = JSON.stringify({ to_email: toEmail, currency: 'NGN', amount: 100 });
  const kind = first ? 'transfer at the kill' : 'transfer';
  let attempt = 0;
  const r = await retrying(t, kind, until, async () => ({
    status: await post(attempt++ === 0 && first ? first : ctx.lb, '/api/transfers', {
      cookie: from.cookie,
      key,
      body,
    }),
  }));
  const status = r.answer?.status ?? GAVE_UP;
  expect(t, kind, status, [200]);
  t.transfers.push({ key, userId: from.id, status, failures: r.failures, atKill: !!first });
}

/**
 * `n` transfers at once straight to the process about to be killed (`doomed`,
 * its own URL), so that they are in flight when it dies; each is then sent
 * again with its own key through HAProxy, as a client whose connection broke.
 */
export function transferBurst(
  ctx: TrafficContext,
  t: Traffic,
  n: number,
  until: number,
  doomed: string,
) {
  const { users } = ctx;
  return Promise.all(
    Array.from({ length: n }, (_, k) =>
      transfer(
        ctx,
        t,
        users[k % users.length]!,
        users[(k + 1) % users.length]!.email,
        until,
        doomed,
      ),
    ),
  );
}

/** Card funding: started, approved at the simulator's checkout, its charge.success sent again, verified. */
async function cardDeposit(
  ctx: TrafficContext,
  t: Traffic,
  i: number,
  cookie: string,
  until: number,
) {
  const { lb, users } = ctx;
  const key = randomUUID();
  const started = await retrying(t, 'card start', until, () =>
    fetch(`${lb}/api/funding/card`, {
      method: 'POST',
      signal: timeout(),
      headers: { 'content-type': 'application/json', origin: lb, cookie, 'idempotency-key': key },
      body: JSON.stringify({ currency: 'NGN', amount: CARD_AMOUNT }),
    }),
  );
  if (!started.answer || !expect(t, 'card start', started.answer.status, [200])) return;
  const funding = (await started.answer.json()) as { reference: string; authorization_url: string };
  const approved = await retrying(t, 'card checkout', until, () =>
    fetch(funding.authorization_url, {
      method: 'POST',
      signal: timeout(),
      body: new URLSearchParams({ decision: 'approve' }),
      redirect: 'manual',
    }),
  );
  if (!approved.answer || !expect(t, 'card checkout', approved.answer.status, [200, 303])) return;
  const deposit: DepositRecord = {
    reference: funding.reference,
    userId: users[i]!.id,
    verified: null,
  };
  t.deposits.push(deposit);

  // Paystack sends its events again when unsure: the same charge.success, to another process.
  const found = await findSimRecord<SimTransaction>(ctx.pool, 'transaction', {
    reference: funding.reference,
  });
  if (found) {
    const body = JSON.stringify({
      event: 'charge.success',
      data: chargeEvent({ ...found.data, id: found.id }),
    });
    const signature = signWebhook(body, ctx.paystackSecret);
    for (let k = 0; k < ctx.apps.length; k++) {
      const app = ctx.apps[(i + k) % ctx.apps.length]!;
      const begun = performance.now();
      const res = await fetch(`${app.url}/api/webhooks/paystack`, {
        method: 'POST',
        signal: timeout(),
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
      }).catch(() => null);
      timed(t, 'webhook again, direct', begun);
      if (res) {
        expect(t, 'webhook again, direct', res.status, [200]);
        break;
      }
    }
  }
  const verified = await retrying(t, 'card verify', until, () =>
    get(lb, `/api/funding/card/verify?reference=${encodeURIComponent(funding.reference)}`, cookie),
  );
  if (verified.answer && expect(t, 'card verify', verified.answer.status, [200]))
    deposit.verified = (
      JSON.parse(Buffer.from(verified.answer.body).toString()) as { status: string }
    ).status;
}

export type SessionOptions = {
  /** No new session and no new transfer after this (ms since the epoch). */
  deadline: number;
  /** How long a request may keep meeting dead processes after the deadline. */
  graceMs: number;
  concurrency: number;
  transfers: number;
  pendingEvery: number;
};

/** Every user's session, `concurrency` at a time; `t.sessions.done` counts them as they end. */
export async function runSessions(ctx: TrafficContext, t: Traffic, o: SessionOptions) {
  let next = 0;
  await Promise.all(
    Array.from({ length: o.concurrency }, async () => {
      for (let i = next++; i < ctx.users.length; i = next++) {
        if (Date.now() >= o.deadline) {
          t.sessions.skipped++;
          continue;
        }
        await session(ctx, t, i, o).catch((e) => {
          bump(t.wrong, 'session');
          console.error(`  session ${i} failed:`, (e as Error).message);
        });
        t.sessions.done++;
      }
    }),
  );
}
