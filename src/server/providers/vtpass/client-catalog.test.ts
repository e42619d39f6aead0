import { describe, expect, it } from 'vitest';
import { answering, fakeClient, fixture } from './client.test-support.ts';
import { VtpassError } from './client.ts';

// The client's catalog and verify calls on VTpass's documented answers, through
// a fake fetch (set-up in client.test-support.ts).

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
