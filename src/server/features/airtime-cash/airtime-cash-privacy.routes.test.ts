import { describe, expect, it } from 'vitest';
import type { AirtimeCash, AirtimeCashPage } from '#shared/schemas/airtime-cash.ts';
import { dumpDatabase, pinPattern } from '#test/support/airtime-cash.ts';
import { ada, bayo, body, create, limited, list, t } from './airtime-cash.test-support.ts';

describe('the carrier PIN', () => {
  it('is in no table, no log line and no error answer, after every kind of request', async () => {
    const secret = '7395';
    const sent = [
      body({ transfer_pin: secret }),
      body({ transfer_pin: secret, network: 'glo', amount: 300_000 }),
      body({ transfer_pin: secret, network: '9Mobile' }),
      body({ transfer_pin: secret, amount: 1 }),
      body({ transfer_pin: `${secret}1` }),
      { transfer_pin: secret },
    ];
    const answers: string[] = [];
    for (const b of sent) {
      const res = await t().post(bayo(), '/api/airtime-cash', b);
      answers.push(`${res.status} ${await res.text()}`);
    }
    expect(answers[0]).toMatch(/^201 /);
    expect(answers[1]).toMatch(/^201 /);
    // Only the two created requests answered the code with the PIN, once each.
    expect(answers.filter((a) => a.includes(`*${secret}#`))).toHaveLength(2);
    for (const a of answers.slice(2)) expect(a).not.toMatch(pinPattern(secret));

    const rows = await dumpDatabase(t().deps);
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((r) => pinPattern(secret).test(r))).toEqual([]);
    expect(rows.filter((r) => /transfer_pin|dial_code/.test(r))).toEqual([]);
    // Both requests are there, with the code masked.
    const stored = rows.filter((r) => r.startsWith('public.airtime_cash_requests:'));
    expect(stored.filter((r) => r.includes(bayo().userId))).toHaveLength(2);

    // The log is at its most verbose and has a line per request, none with the PIN.
    expect(t().logs.some((l) => l.includes('/api/airtime-cash'))).toBe(true);
    expect(t().logs.filter((l) => pinPattern(secret).test(l))).toEqual([]);
    expect(t().logs.filter((l) => /transfer_pin|dial_code/.test(l))).toEqual([]);
  });
});

describe('GET /api/airtime-cash', () => {
  it("shows only the user's own requests, newest first, filtered and searched", async () => {
    const chidi = await t().user('chidi');
    const mtn = await create(chidi, { phone: '08031110000' });
    const airtel = await create(chidi, { network: 'Airtel', phone: '08021112222' });
    const glo = await create(chidi, { network: 'Glo', phone: '08051113333' });
    await t().deps.pool.query(
      "UPDATE airtime_cash_requests SET status = 'denied', deny_reason = 'No airtime arrived' WHERE id = $1",
      [airtel.id],
    );
    const ids = (p: AirtimeCashPage) => p.items.map((r) => r.id);

    expect(ids(await list(chidi))).toEqual([glo.id, airtel.id, mtn.id]);
    expect(ids(await list(chidi, '?status=denied'))).toEqual([airtel.id]);
    const denied = (await list(chidi, '?status=denied')).items[0] as AirtimeCash;
    expect(denied.deny_reason).toBe('No airtime arrived');
    expect(ids(await list(chidi, '?status=pending'))).toEqual([glo.id, mtn.id]);
    expect(ids(await list(chidi, '?q=0802111'))).toEqual([airtel.id]);
    expect(ids(await list(chidi, '?q=glo'))).toEqual([glo.id]);
    expect(ids(await list(chidi, '?q=MTN'))).toEqual([mtn.id]);
    expect(ids(await list(chidi, '?q=%25'))).toEqual([]);
    expect(ids(await list(chidi, '?q=glo&status=denied'))).toEqual([]);

    // Paging: two, then the rest.
    const first = await list(chidi, '?limit=2');
    expect(ids(first)).toEqual([glo.id, airtel.id]);
    expect(first.next_cursor).toBe(airtel.id);
    const second = await list(chidi, `?limit=2&cursor=${first.next_cursor}`);
    expect(ids(second)).toEqual([mtn.id]);
    expect(second.next_cursor).toBeNull();

    // Nobody else's requests, not even by searching for their phone.
    for (const q of ['', '?q=0803111', `?q=${mtn.id}`]) {
      expect(ids(await list(ada(), q))).not.toContain(mtn.id);
    }
    expect((await list(ada())).items.every((r) => r.phone !== '08031110000')).toBe(true);
  });

  it('refuses bad filters with a 400', async () => {
    for (const q of ['?status=lost', '?limit=0', '?limit=101', `?q=${'x'.repeat(101)}`]) {
      expect((await t().call(ada(), `/api/airtime-cash${q}`)).status, q).toBe(400);
    }
  });
});

describe('the rate limit', () => {
  it('lets a person make ten requests in ten minutes, then answers 429', async () => {
    const who = await limited().user('busy');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await limited().post(who, '/api/airtime-cash', body())).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    // Reading the list is not limited.
    expect((await limited().call(who, '/api/airtime-cash')).status).toBe(200);
  });
});
