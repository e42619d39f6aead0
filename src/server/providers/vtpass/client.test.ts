import { describe, expect, it } from 'vitest';
import { httpFromFetch } from '#server/providers/http-client.ts';
import { answering, fakeClient, fixture, payBody } from './client.test-support.ts';
import { createVtpassClient, lagosStamp, newRequestId } from './client.ts';
import { outcomeOf } from './outcome.ts';

// The client's reading of VTpass's documented answers (fixtures/), through a
// fake fetch (set-up in client.test-support.ts); the simulator over real HTTP
// is in the vtpass*.test.ts files.

describe('pay and requery read the documented answers', () => {
  it('airtime and data: delivered with the transaction id, no token', async () => {
    const { client, seen } = answering(fixture('pay-airtime'));
    expect(await client.pay(payBody)).toMatchObject({
      kind: 'delivered',
      code: '000',
      transactionId: '17415980564672211596777904',
      token: null,
      productName: 'MTN Airtime VTU',
      customerName: null,
    });
    expect(seen[0]).toMatchObject({
      url: 'https://vtpass.example/api/pay',
      method: 'POST',
      headers: { 'api-key': 'the-api-key', 'secret-key': 'SK_secret' },
      body: payBody,
    });
    expect(seen[0]?.headers['public-key']).toBeUndefined();
    expect(await answering(fixture('pay-data')).client.pay(payBody)).toMatchObject({
      kind: 'delivered',
      transactionId: '17415991578739548187285972',
      productName: 'MTN Data',
      token: null,
    });
  });

  it('IKEDC prepaid: the token without "Token : ", and "N/A" customer fields as null', async () => {
    const outcome = await answering(fixture('pay-ikedc-prepaid')).client.pay(payBody);
    expect(outcome).toMatchObject({
      kind: 'delivered',
      token: '26362054405982757802',
      customerName: null,
      customerAddress: null,
      transactionId: '17416102247366731230557150',
    });
  });

  it('IKEDC postpaid: no token (empty purchased_code), the customer named', async () => {
    expect(await answering(fixture('pay-ikedc-postpaid')).client.pay(payBody)).toMatchObject({
      kind: 'delivered',
      token: null,
      customerName: 'NP NGEMA',
      customerAddress: '6 ABIODUN ODESEYE Shomolu BU',
    });
  });

  it('a requery: numbers instead of strings, and the token in extras alone', async () => {
    const raw = fixture('requery-ikedc-prepaid') as Record<string, unknown>;
    const { client, seen } = answering(raw);
    expect(await client.requery('2025031011443091397')).toMatchObject({
      kind: 'delivered',
      token: '26362054405982757802',
    });
    expect(seen[0]).toMatchObject({
      url: 'https://vtpass.example/api/requery',
      body: { request_id: '2025031011443091397' },
    });
    const { token: _t, purchased_code: _p, ...onlyExtras } = raw;
    expect(outcomeOf(onlyExtras)).toMatchObject({ token: '26362054405982757802' });
  });

  it('the old EKEDC answer: mainToken, a "1000.00" amount and a date object', () => {
    expect(outcomeOf(fixture('pay-ekedc-old'))).toMatchObject({
      kind: 'delivered',
      token: '42167939781206619049',
      transactionId: null,
      productName: 'Eko Electric Payment - EKEDC',
    });
  });

  it('the transaction-update webhook body maps like a requery', () => {
    const hook = fixture('webhook-transaction-update') as { data: unknown };
    expect(outcomeOf(hook.data)).toMatchObject({
      kind: 'delivered',
      transactionId: '17622706472916302778910890',
    });
  });
});

describe('pay and requery never throw for provider trouble', () => {
  const cases: Array<[string, () => Response | Promise<Response>, string]> = [
    ['HTTP 502, HTML', () => new Response('<h1>Bad Gateway</h1>', { status: 502 }), 'HTTP 502'],
    ['HTTP 500 with JSON', () => Response.json({ code: '016' }, { status: 500 }), 'HTTP 500'],
    ['HTTP 200, not JSON', () => new Response('oops'), 'HTTP 200: not JSON'],
    ['network error', () => Promise.reject(new TypeError('fetch failed')), 'network error'],
    [
      'timeout',
      () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')),
      'timed out',
    ],
  ];
  for (const [name, reply, reason] of cases)
    it(`${name} -> pending`, async () => {
      const { client } = fakeClient(reply);
      expect(await client.pay(payBody)).toMatchObject({ kind: 'pending', code: null, reason });
      expect(await client.requery('x')).toMatchObject({ kind: 'pending', reason });
    });

  it('a provider that never answers is pending after timeoutMs', async () => {
    const silent = createVtpassClient({
      baseUrl: 'https://vtpass.example/api',
      apiKey: 'a',
      publicKey: 'p',
      secretKey: 's',
      timeoutMs: 300,
      // Hears nothing until the client's own signal gives up, as a silent server.
      http: httpFromFetch(
        (_input, init) =>
          new Promise<Response>((_ok, fail) =>
            init?.signal?.addEventListener('abort', () => fail(init.signal?.reason)),
          ),
      ),
    });
    const started = Date.now();
    expect(await silent.pay(payBody)).toMatchObject({ kind: 'pending', reason: 'timed out' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(silent.baseUrl).toBe('https://vtpass.example/api/');
  });
});

describe('request ids', () => {
  it('are dated in Lagos time: 23:30 UTC is the next day there', () => {
    const id = newRequestId(new Date('2026-03-31T23:30:00Z'));
    expect(id.slice(0, 12)).toBe('202604010030');
    expect(id).toHaveLength(24);
    expect(id).toMatch(/^\d{12}[A-Za-z0-9]{12}$/);
    expect(lagosStamp(new Date('2026-12-31T23:59:00Z'))).toBe('202701010059');
    expect(lagosStamp(new Date('2026-06-15T11:05:00Z'))).toBe('202606151205');
    expect(lagosStamp(new Date('2026-06-15T23:00:00Z'))).toBe('202606160000');
  });

  it('differ from one another', () => {
    const at = new Date();
    const ids = new Set(Array.from({ length: 200 }, () => newRequestId(at)));
    expect(ids.size).toBe(200);
  });
});
