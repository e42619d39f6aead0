import { expect } from 'vitest';
import type { apiFixture } from '#test/api-fixture.ts';

type Fixture = Awaited<ReturnType<typeof apiFixture>>;

export type Card = { id: string; code: string; amount: number; currency: string; status: string };

/** The gift-card routes' calls for the route tests, on the fixture `fixture()` answers once it is up. */
export function giftCardCalls(fixture: () => Fixture) {
  const create = (body: unknown, cookie = fixture().admin.cookie) =>
    fixture().call('POST', '/api/admin/gift-cards', { cookie, body, key: null });
  const list = (query = '', cookie = fixture().admin.cookie) =>
    fixture().call('GET', `/api/admin/gift-cards${query}`, { cookie });
  const redeem = (cookie: string, code: unknown, key?: string) =>
    fixture().call('POST', '/api/gift-cards/redeem', { cookie, body: { code }, key });
  const oneCard = async (amount = 5_000_00, currency = 'NGN'): Promise<Card> => {
    const res = await create({ amount, currency, quantity: 1, expires_in_days: 30 });
    expect(res.status).toBe(201);
    return res.json.items[0];
  };
  const cardsCount = async () =>
    Number((await fixture().pool.query('SELECT count(*) AS n FROM gift_cards')).rows[0].n);
  const auditRows = async () =>
    (
      await fixture().pool.query(
        `SELECT actor_id, target_type, target_id, after FROM audit_log
          WHERE action = 'gift_cards.create' ORDER BY id`,
      )
    ).rows;
  return { create, list, redeem, oneCard, cardsCount, auditRows };
}
