import { beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { apiFixture } from '#test/api-fixture.ts';
import { pinHeader, setPin } from '#test/auth-helpers.ts';
import { drawnText, isPdf } from '#test/support/pdf-text.ts';
import { transactionReceiptContent } from './transactions.receipt.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
let adaEmail: string;
let bolaEmail: string;
beforeAll(async () => {
  f = await apiFixture();
  const { rows } = await f.pool.query<{ id: string; email: string }>(
    'SELECT id, email FROM users WHERE id = ANY($1)',
    [[f.ada.userId, f.bola.userId]],
  );
  adaEmail = rows.find((r) => r.id === f.ada.userId)!.email;
  bolaEmail = rows.find((r) => r.id === f.bola.userId)!.email;
  await f.pool.query(`UPDATE profiles SET full_name = 'Ada Obi' WHERE id = $1`, [f.ada.userId]);
  await f.fund(f.ada.userId, 'NGN', 500_000);
  await setPin(f.app, f.deps, f.ada.cookie);
  const sent = await f.call('POST', '/api/transfers', {
    cookie: f.ada.cookie,
    headers: pinHeader(),
    body: { to_email: bolaEmail, currency: 'NGN', amount: 100_000, description: 'Aso ebi' },
  });
  expect(sent.status).toBe(200);
});

async function newest(cookie: string): Promise<Transaction> {
  const res = await f.call('GET', '/api/transactions?limit=1', { cookie });
  return res.json.items[0];
}

/** The receipt's text with every space and line break gone: long values wrap anywhere. */
const squeezed = (bytes: Uint8Array) => drawnText(bytes).replace(/\s+/g, '');
const bare = (s: string) => s.replace(/\s+/g, '');

async function receipt(cookie: string | undefined, id: string) {
  const res = await f.app.request(`/api/transactions/${id}/receipt`, {
    headers: cookie ? { cookie } : {},
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('GET /api/transactions/:id/receipt', () => {
  it("answers the sender's receipt of a transfer as a PDF naming the recipient", async () => {
    const t = await newest(f.ada.cookie);
    const { res, bytes } = await receipt(f.ada.cookie, t.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`owo-receipt-${t.reference}.pdf`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(isPdf(bytes)).toBe(true);
    const text = squeezed(bytes);
    for (const expected of [
      'Owo',
      'Transaction Receipt',
      'NGN 1,000.00',
      'Completed',
      'Transfer Out',
      'Aso ebi',
      'NGN wallet',
      bolaEmail,
      `Ada Obi (${adaEmail})`,
      t.reference,
    ]) {
      expect(text).toContain(bare(expected));
    }
    expect(drawnText(bytes)).toMatch(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2} WAT/);
  });

  it("answers the recipient's own receipt of it, naming the sender", async () => {
    const t = await newest(f.bola.cookie);
    const { res, bytes } = await receipt(f.bola.cookie, t.id);
    expect(res.status).toBe(200);
    const text = drawnText(bytes);
    expect(text).toContain('Transfer In');
    expect(text).toContain('From');
    expect(squeezed(bytes)).toContain(bare(`Ada Obi (${adaEmail})`));
  });

  it("is a 404 for another user's transaction and for an unknown one", async () => {
    const adas = await newest(f.ada.cookie);
    const other = await receipt(f.bola.cookie, adas.id);
    expect(other.res.status).toBe(404);
    expect(isPdf(other.bytes)).toBe(false);
    expect((await receipt(f.ada.cookie, '999999999999')).res.status).toBe(404);
  });

  it('is a 400 for an id that is not one, and a 401 without a session', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1234567890123456789', '01']) {
      const { res, bytes } = await receipt(f.ada.cookie, id);
      expect(res.status, id).toBe(400);
      expect(Buffer.from(bytes).toString()).toContain('is not a transaction id');
    }
    const adas = await newest(f.ada.cookie);
    expect((await receipt(undefined, adas.id)).res.status).toBe(401);
  });
});

describe('transactionReceiptContent', () => {
  const base: Transaction = {
    id: '42',
    transaction_id: '9b1e3c1a-1111-4c4c-8888-123456789abc',
    reference: 'OWO-1795-abc',
    transaction_type: 'withdrawal',
    direction: 'debit',
    category: 'withdrawal',
    description: 'Withdrawal to GTBank 0123456789',
    amount: 105_000,
    currency: 'NGN',
    status: 'pending',
    balance_after: 0,
    metadata: { fee: 5_000, withdrawal_reference: 'OWO-1795-abc' },
    created_at: '2026-11-23T17:00:00.000Z',
    updated_at: '2026-11-23T17:00:05.000Z',
  };
  const owner = { name: 'Ada Obi', email: 'ada@example.com' };
  const labelled = (c: ReturnType<typeof transactionReceiptContent>) =>
    Object.fromEntries(c.fields.map((l) => [l.label, l.value]));

  it('shows the fee of a withdrawal apart, and the bank account it goes to', () => {
    const bank = { name: 'GTBank', accountNumber: '0123456789', accountName: 'ADA OBI' };
    const c = transactionReceiptContent(base, owner, { party: null, bank });
    expect(c.amount).toBe('NGN 1,050.00');
    expect(c.status).toBe('Pending');
    expect(c.tone).toBe('waiting');
    expect(labelled(c)).toMatchObject({
      Type: 'Withdrawal',
      Amount: 'NGN 1,000.00',
      Fee: 'NGN 50.00',
      To: 'ADA OBI, GTBank 0123456789',
      Date: '23 Nov 2026, 18:00 WAT',
      'Account Holder': 'Ada Obi (ada@example.com)',
    });
  });

  it('shows a conversion with its rate, a refunded one in red, and no fee where there is none', () => {
    const conversion: Transaction = {
      ...base,
      transaction_type: 'conversion',
      direction: 'credit',
      category: 'conversion',
      description: 'Converted from USD',
      amount: 153_846,
      status: 'refunded',
      metadata: { from: 'USD', to: 'NGN', rate: '1538.46' },
    };
    const c = transactionReceiptContent(conversion, owner, { party: null, bank: null });
    expect(c.tone).toBe('failed');
    expect(labelled(c)).toMatchObject({ Rate: '1 USD = 1538.46 NGN', Type: 'Conversion' });
    expect(labelled(c).Fee).toBeUndefined();
    expect(labelled(c).From).toBeUndefined();
  });

  it('names the sender of a bank transfer into the account', () => {
    const deposit: Transaction = {
      ...base,
      transaction_type: 'deposit',
      direction: 'credit',
      category: 'deposit',
      status: 'completed',
      metadata: { sender_name: 'CHIDI OKAFOR', sender_bank: 'Access Bank' },
    };
    const c = transactionReceiptContent(deposit, owner, { party: null, bank: null });
    expect(c.tone).toBe('done');
    expect(labelled(c).From).toBe('CHIDI OKAFOR (Access Bank)');
  });
});
