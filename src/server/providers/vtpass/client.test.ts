import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { httpFromFetch } from '#server/providers/http-client.ts';
import { planCategory } from '#shared/data-plans.ts';
import { DATA_CATEGORIES } from '#shared/schemas/bills-options.ts';
import { createVtpassClient, lagosStamp, newRequestId, VtpassError } from './client.ts';
import { outcomeOf, tokenOf } from './outcome.ts';
import { SIM_SERVICES } from './sim-catalog.ts';

// The client's reading of VTpass's documented answers (fixtures/), through a
// fake fetch; the simulator over real HTTP is in vtpass.test.ts.

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));

type Seen = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A client whose fetch answers `reply` and records what it was asked. */
function fakeClient(reply: () => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const client = createVtpassClient({
    baseUrl: 'https://vtpass.example/api',
    apiKey: 'the-api-key',
    publicKey: 'PK_public',
    secretKey: 'SK_secret',
    timeoutMs: 200,
    http: httpFromFetch(async (input, init) => {
      seen.push({
        url: String(input),
        method: init?.method ?? 'GET',
        headers: init?.headers as Record<string, string>,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return reply();
    }),
  });
  return { client, seen };
}
const answering = (body: unknown, status = 200) =>
  fakeClient(() => new Response(JSON.stringify(body), { status }));

const payBody = {
  request_id: '202503101337abc',
  serviceID: 'mtn',
  amount: 20,
  phone: '08011111111',
};

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

describe('codes and statuses', () => {
  const withStatus = (code: unknown, status?: string) => ({
    code,
    response_description: 'X',
    content: status ? { transactions: { status } } : undefined,
  });

  it('refunds only on a clear refusal', () => {
    expect(outcomeOf(withStatus('000', 'reversed')).kind).toBe('reversed');
    expect(outcomeOf(withStatus('000', 'failed')).kind).toBe('failed');
    expect(outcomeOf(withStatus('040')).kind).toBe('reversed');
    for (const code of ['016', '091', '010', '011', '012', '013', '017', '020', '030'])
      expect(outcomeOf(withStatus(code)), code).toMatchObject({ kind: 'failed', code });
    expect(outcomeOf(withStatus(16))).toMatchObject({ kind: 'failed', code: '016' });
  });

  it('keeps everything unclear pending', () => {
    for (const status of ['initiated', 'pending', 'resolved', 'odd', undefined])
      expect(outcomeOf(withStatus('000', status)).kind, String(status)).toBe('pending');
    for (const code of ['099', '089', '044', '001', '014', '018', '019', '083', '085', '087', 'x'])
      expect(outcomeOf(withStatus(code)), code).toMatchObject({ kind: 'pending', code });
    expect(outcomeOf({ nothing: true })).toMatchObject({ kind: 'pending', code: null });
    expect(outcomeOf('a string')).toMatchObject({ kind: 'pending', code: null });
    expect(outcomeOf(null).kind).toBe('pending');
    expect(outcomeOf([1, 2]).kind).toBe('pending');
  });

  it('015 is an unknown request_id', () => {
    expect(outcomeOf(withStatus('015'))).toMatchObject({ kind: 'not_found', code: '015' });
  });

  it('reads tokens from every place VTpass puts them', () => {
    expect(tokenOf('Token : 1234-5678')).toBe('1234-5678');
    expect(tokenOf('token: 99')).toBe('99');
    expect(tokenOf('')).toBeNull();
    expect(tokenOf('N/A')).toBeNull();
    expect(tokenOf('Token : ')).toBeNull();
    expect(tokenOf(4242)).toBe('4242');
    expect(tokenOf({ token: 'Token : 42' })).toBe('42');
    expect(tokenOf(null)).toBeNull();
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

describe('catalog and verify', () => {
  it('variations: the "varations" typo, both keys, naira strings to exact kobo', async () => {
    const typo = answering(fixture('variations-typo'));
    expect(await typo.client.variations('mtn-data')).toEqual([
      { code: 'mtn-10mb-100', name: 'N100 100MB - 24 hrs', amount: 10_000, fixedPrice: true },
      { code: 'mtn-50mb-200', name: 'N200 200MB - 2 days', amount: 20_000, fixedPrice: true },
      { code: 'mtn-1gb-3500', name: 'N3500 1GB - 30 days', amount: 350_000, fixedPrice: true },
    ]);
    expect(typo.seen[0]).toMatchObject({
      url: 'https://vtpass.example/api/service-variations?serviceID=mtn-data',
      method: 'GET',
      headers: { 'api-key': 'the-api-key', 'public-key': 'PK_public' },
    });
    expect(typo.seen[0]?.headers['secret-key']).toBeUndefined();
    const both = await answering(fixture('variations-both')).client.variations('dstv');
    expect(both.map((v) => [v.code, v.amount])).toEqual([
      ['dstv-padi', 185_000],
      ['dstv-yanga', 256_500],
      ['dstv79', 1_050_000],
    ]);
  });

  it('variations: numbers, cents and unreadable prices', async () => {
    const { client } = answering({
      response_description: '000',
      content: {
        variations: [
          { variation_code: 'a', name: 'A', variation_amount: 1850, fixedPrice: 'No' },
          { variation_code: 'b', name: 'B', variation_amount: '0.29', fixedPrice: 'Yes' },
          { variation_code: 'c', name: 'C', variation_amount: '1,000.10', fixedPrice: 'Yes' },
          { variation_code: 'd', name: 'D', variation_amount: 'N/A', fixedPrice: 'Yes' },
          { variation_code: 'e', name: 'E', variation_amount: '1.005', fixedPrice: 'Yes' },
          { name: 'no code', variation_amount: '5.00' },
        ],
      },
    });
    expect(await client.variations('x')).toEqual([
      { code: 'a', name: 'A', amount: 185_000, fixedPrice: false },
      { code: 'b', name: 'B', amount: 29, fixedPrice: true },
      { code: 'c', name: 'C', amount: 100_010, fixedPrice: true },
    ]);
  });

  it('services: the misspelt minimium_amount, strings or numbers', async () => {
    const { client, seen } = answering(fixture('services-data'));
    expect(await client.services('data')).toEqual([
      { serviceID: 'mtn-data', name: 'MTN Data', minimumAmount: 1, maximumAmount: 1_000_000 },
      {
        serviceID: 'smile-direct',
        name: 'Smile Payment',
        minimumAmount: 1,
        maximumAmount: 100_000,
      },
    ]);
    expect(seen[0]?.url).toBe('https://vtpass.example/api/services?identifier=data');
  });

  it('catalog trouble is a VtpassError (PROVIDER_ERROR), never a silent empty list', async () => {
    const failures = [
      fakeClient(() => new Response('down', { status: 503 })),
      answering({ code: '087', response_description: 'INVALID CREDENTIALS' }),
      answering({ response_description: '000' }),
      answering({ response_description: '000', content: { nothing: [] } }),
      fakeClient(() => Promise.reject(new TypeError('fetch failed'))),
    ];
    for (const { client } of failures) {
      const err = await client.variations('mtn-data').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(VtpassError);
      expect(err).toMatchObject({ code: 'PROVIDER_ERROR', status: 502 });
    }
    const err = await answering({ response_description: '000', content: {} })
      .client.services('data')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VtpassError);
  });

  it('verify: electricity and DStv customers, and a wrong number', async () => {
    const meter = answering(fixture('verify-ikedc-prepaid'));
    expect(
      await meter.client.verify({
        serviceID: 'ikeja-electric',
        billersCode: '1111111111111',
        type: 'prepaid',
      }),
    ).toMatchObject({
      ok: true,
      customerName: 'TESTMETER1',
      address: 'ABULE EGBA BU ABULE',
      meterType: 'PREPAID',
      minimumAmount: null,
      currentBouquet: null,
    });
    expect(meter.seen[0]).toMatchObject({
      url: 'https://vtpass.example/api/merchant-verify',
      headers: { 'secret-key': 'SK_secret' },
      body: { serviceID: 'ikeja-electric', billersCode: '1111111111111', type: 'prepaid' },
    });
    expect(
      await answering(fixture('verify-dstv')).client.verify({
        serviceID: 'dstv',
        billersCode: '1212121212',
      }),
    ).toMatchObject({
      ok: true,
      customerName: 'TEST METER',
      currentBouquet: 'DStv Compact N19000',
      address: null,
    });
    expect(
      await answering(fixture('verify-wrong-meter')).client.verify({
        serviceID: 'ikeja-electric',
        billersCode: '123',
        type: 'prepaid',
      }),
    ).toEqual({
      ok: false,
      message:
        'This meter is not correct or is not a valid Ikeja Electric Prepaid meter. Please check and try again.',
    });
    expect(
      await answering({
        code: '000',
        content: { Customer_Name: 'A', Min_Purchase_Amount: '1,500' },
      }).client.verify({
        serviceID: 'eko-electric',
        billersCode: '1',
      }),
    ).toMatchObject({ ok: true, minimumAmount: 1500 });
    expect(
      await answering({ code: '011', response_description: 'INVALID ARGUMENTS' }).client.verify({
        serviceID: 'x',
        billersCode: '1',
      }),
    ).toEqual({ ok: false, message: 'INVALID ARGUMENTS' });
    for (const bad of [
      fakeClient(() => new Response('x', { status: 502 })),
      answering({ code: '087', response_description: 'INVALID CREDENTIALS' }),
      answering({ code: '000' }),
    ]) {
      const err = await bad.client
        .verify({ serviceID: 'dstv', billersCode: '1' })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(VtpassError);
    }
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

describe("the simulator's catalog", () => {
  it('gives every network plans in all five tabs, and the twelve discos', () => {
    for (const id of ['mtn-data', 'airtel-data', 'glo-data', 'etisalat-data']) {
      const plans = SIM_SERVICES.find((s) => s.serviceID === id)?.variations ?? [];
      expect(plans.length).toBeGreaterThanOrEqual(10);
      expect(plans.length).toBeLessThanOrEqual(15);
      const tabs = new Set(plans.map((p) => planCategory(p.name)));
      expect([...tabs].sort(), id).toEqual([...DATA_CATEGORIES].sort());
    }
    const discos = SIM_SERVICES.filter((s) => s.identifier === 'electricity-bill');
    expect(discos).toHaveLength(12);
    expect(discos.every((d) => d.minimum === 500 && d.maximum === 100_000)).toBe(true);
  });
});
