import { describe, expect, it } from 'vitest';
import { VtpassError } from './client.ts';
import { VTPASS_SIM_NUMBERS as N } from './sim-pay.ts';
import { client } from './vtpass.test-support.ts';

// The simulator's verify and catalog over real HTTP (set-up in vtpass.test-support.ts).

describe('verify', () => {
  it('names the customer of any good meter or smartcard', async () => {
    for (const [billersCode, type] of [
      [N.prepaidMeter, 'prepaid'],
      [N.postpaidMeter, 'postpaid'],
      ['45000000001', 'prepaid'],
    ] as const) {
      const verified = await client().verify({ serviceID: 'eko-electric', billersCode, type });
      expect(verified).toMatchObject({
        ok: true,
        customerName: expect.stringMatching(/^[A-Z]+ [A-Z]+$/),
        address: expect.any(String),
        meterType: type.toUpperCase(),
        minimumAmount: 500,
      });
    }
    expect(await client().verify({ serviceID: 'gotv', billersCode: N.smartcard })).toMatchObject({
      ok: true,
      currentBouquet: 'GOtv Jinja N3,900',
    });
  });

  it('refuses the wrong meter and smartcard (WrongBillersCode)', async () => {
    const meter = await client().verify({
      serviceID: 'ikeja-electric',
      billersCode: N.wrongMeter,
      type: 'prepaid',
    });
    expect(meter).toMatchObject({ ok: false, message: expect.stringContaining('meter') });
    expect(
      await client().verify({ serviceID: 'dstv', billersCode: N.wrongSmartcard }),
    ).toMatchObject({ ok: false });
  });
});

describe('catalog', () => {
  it('serves plans, packages and discos in kobo', async () => {
    const plans = await client().variations('mtn-data');
    expect(plans.length).toBe(13);
    expect(plans[0]).toEqual({
      code: 'mtn-100mb-100',
      name: 'MTN 100MB Daily Plan - 1 Day',
      amount: 10_000,
      fixedPrice: true,
    });
    expect((await client().variations('dstv')).find((p) => p.code === 'dstv-padi')?.amount).toBe(
      440_000,
    );
    const discos = await client().services('electricity-bill');
    expect(discos).toHaveLength(12);
    expect(discos[0]).toMatchObject({ minimumAmount: 500, maximumAmount: 100_000 });
    expect(await client().services('tv-subscription')).toHaveLength(4);
    expect(
      await client()
        .variations('nope')
        .catch((e: unknown) => e),
    ).toBeInstanceOf(VtpassError);
  });
});
