import { describe, expect, it } from 'vitest';
import { createVtpassClient, newRequestId, VtpassError } from './client.ts';
import { VTPASS_SIM_NUMBERS as N } from './sim-pay.ts';
import { client, listed } from './vtpass.test-support.ts';
import { VTPASS_SIM_KEYS } from './vtpass.ts';

// What the simulator refuses, as VTpass does: wrong keys, stale request ids,
// bad variations and amounts (set-up in vtpass.test-support.ts).

describe('what the simulator refuses', () => {
  const withKeys = (keys: { apiKey?: string; publicKey?: string; secretKey?: string }) =>
    createVtpassClient({
      baseUrl: client().baseUrl,
      ...VTPASS_SIM_KEYS,
      ...keys,
      timeoutMs: 5_000,
    });

  it('wrong keys: 087, which leaves a payment pending and a catalog call failing', async () => {
    const id = newRequestId();
    const wrongSecret = withKeys({ secretKey: 'SK_wrong' });
    expect(
      await wrongSecret.pay({
        request_id: id,
        serviceID: 'mtn',
        amount: 100,
        phone: '08031234567',
      }),
    ).toMatchObject({ kind: 'pending', code: '087' });
    expect(await listed(id)).toEqual([]);
    expect(await withKeys({ apiKey: 'wrong' }).requery(id)).toMatchObject({ code: '087' });
    const err = await withKeys({ publicKey: 'PK_wrong' })
      .variations('mtn-data')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VtpassError);
    // The secret key does not open GET calls, nor the public key POST calls.
    expect(
      await withKeys({ publicKey: VTPASS_SIM_KEYS.secretKey })
        .services('data')
        .catch((e: unknown) => e),
    ).toBeInstanceOf(VtpassError);
  });

  it('a request_id not dated today in Lagos: 085, nothing recorded', async () => {
    const id = newRequestId(new Date(Date.now() - 2 * 86_400_000));
    expect(
      await client().pay({ request_id: id, serviceID: 'mtn', amount: 100, phone: '08031234567' }),
    ).toMatchObject({ kind: 'pending', code: '085' });
    expect(await listed(id)).toEqual([]);
  });

  it('bad variations and amounts fail without a record', async () => {
    const data = await client().pay({
      request_id: newRequestId(),
      serviceID: 'mtn-data',
      billersCode: '08031234567',
      variation_code: 'mtn-nope',
      phone: '08031234567',
    });
    expect(data).toMatchObject({ kind: 'failed', code: '010' });
    const low = newRequestId();
    expect(
      await client().pay({
        request_id: low,
        serviceID: 'ikeja-electric',
        billersCode: N.prepaidMeter,
        variation_code: 'prepaid',
        amount: 499,
        phone: '08031234567',
      }),
    ).toMatchObject({ kind: 'failed', code: '013' });
    expect(await client().requery(low)).toMatchObject({ kind: 'not_found' });
    expect(
      await client().pay({
        request_id: newRequestId(),
        serviceID: 'ikeja-electric',
        billersCode: N.prepaidMeter,
        variation_code: 'prepaid',
        amount: 100_001,
        phone: '08031234567',
      }),
    ).toMatchObject({ kind: 'failed', code: '017' });
    expect(
      await client().pay({ request_id: newRequestId(), serviceID: 'nope', phone: '08031234567' }),
    ).toMatchObject({ kind: 'failed', code: '012' });
    expect(
      await client().pay({
        request_id: newRequestId(),
        serviceID: 'mtn',
        amount: 100,
        phone: '0803\u0000',
      }),
    ).toMatchObject({ kind: 'failed', code: '011' });
  });
});
