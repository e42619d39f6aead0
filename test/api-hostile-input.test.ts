import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from '#server/db/client.ts';
import type { AppDeps } from '#server/http/context.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { fund } from '#server/ledger/test-support.ts';
import { serveTestApp } from '#test/support/served-app.ts';
import { setPin, signUpVerified, TEST_PIN } from './auth-helpers.ts';
import { createTestDatabase } from './db.ts';
import { authProbes, type Cast, type Operation, type Probe, probesFor } from './hostile-probes.ts';

// Walks every route of the OpenAPI document, and better-auth's, over real
// HTTP, and sends each a corpus of hostile values one field at a time (every
// path parameter, query parameter, body field and header), then whole bodies
// that are broken or of the wrong type. No answer may be a 5xx, a refusal must
// be a clear JSON error and leave every balance as it was, and the ledger
// must still prove sound at the end.

let deps: AppDeps;
let pool: Pool;
let base: string;
let close: () => Promise<void>;
const cast = {} as Cast;

beforeAll(async () => {
  const { url } = await createTestDatabase(4);
  const served = await serveTestApp(url, {}, 8);
  ({ deps, pool, close, publicUrl: base } = served);
  const user = async (name: string) => {
    const email = `${name}-${randomUUID()}@example.com`;
    return { ...(await signUpVerified(served.app, deps, email)), email };
  };
  for (const name of ['ada', 'bola', 'admin', 'walker'] as const) cast[name] = await user(name);
  // So that money-out requests get past the PIN to the checks of their bodies.
  for (const who of [cast.ada, cast.admin]) await setPin(served.app, deps, who.cookie);
  await pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [cast.admin.userId]);
  await fund(pool, cast.ada.userId, 'NGN', 10_000_000);
  await fund(pool, cast.ada.userId, 'USD', 1_000_000);
});
afterAll(() => close?.());

async function send(p: Probe) {
  const headers: Record<string, string> = { origin: base, 'sec-fetch-site': 'same-origin' };
  if (p.who) headers.cookie = p.who.cookie;
  if (typeof p.body === 'string' && p.type) headers['content-type'] = p.type;
  if (p.key !== null && p.method !== 'get') headers['idempotency-key'] = p.key ?? randomUUID();
  if (p.who) headers['x-transaction-pin'] = p.pin ?? TEST_PIN;
  // No answer at all (the connection dropped) counts as a server failure, status 0.
  const res = await fetch(`${base}${p.path}`, {
    method: p.method.toUpperCase(),
    headers,
    body: p.body,
  }).catch(() => null);
  if (!res) return { status: 0, text: 'no answer', json: null };
  const text = await res.text();
  let json: { error?: { code?: unknown; message?: unknown } } | null = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, text, json };
}

const wallets = async () =>
  (
    await pool.query<{ b: string }>(
      `SELECT string_agg(user_id || currency || ':' || balance, ',' ORDER BY id) AS b
       FROM ledger_accounts WHERE user_id IS NOT NULL`,
    )
  ).rows[0]!.b;

describe('hostile input to every route', () => {
  it('never gets a 5xx; a refusal is a clear JSON error and changes no balance', async () => {
    const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const probes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => probesFor(cast, path, method, op)),
    );
    probes.push(...authProbes(cast));
    expect(new Set(probes.map((p) => p.path.split('?')[0])).size).toBeGreaterThan(30);

    const failures: string[] = [];
    const judge = (p: Probe, res: Awaited<ReturnType<typeof send>>, moved: boolean) => {
      const body = typeof p.body === 'string' ? p.body.slice(0, 400) : p.body ? '[form]' : '';
      const what = `${p.method.toUpperCase()} ${p.path.slice(0, 120)} ${body} -> ${res.status} ${res.text.slice(0, 160)}`;
      if (res.status >= 500 || res.status === 0) failures.push(what);
      else if (res.status >= 400) {
        if (typeof res.json?.error?.code !== 'string' || typeof res.json.error.message !== 'string')
          failures.push(`unclear refusal: ${what}`);
        if (moved) failures.push(`balance changed: ${what}`);
      }
    };
    // Reads move no money: four at a time, the balances compared once around them all.
    const reads = probes.filter((p) => p.method === 'get');
    const start = await wallets();
    for (let i = 0; i < reads.length; i += 4) {
      const batch = reads.slice(i, i + 4);
      const answers = await Promise.all(batch.map(send));
      for (const [k, p] of batch.entries()) judge(p, answers[k]!, false);
    }
    if ((await wallets()) !== start) failures.push('a read changed a balance');
    // Writes one at a time, each refusal checked to have changed no balance.
    let before = await wallets();
    for (const p of probes.filter((p) => p.method !== 'get')) {
      const res = await send(p);
      const after = await wallets();
      judge(p, res, after !== before);
      before = after;
    }
    expect(failures).toEqual([]);
    expect((await checkLedger(pool)).mismatches).toEqual([]);
    // No wrong PIN was counted, so every money-out probe reached the checks of its body.
    const pins = await pool.query('SELECT 1 FROM transaction_pins WHERE failed_attempts > 0');
    expect(pins.rows).toEqual([]);
  }, 240_000);
});
