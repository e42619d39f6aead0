import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CARD_CODE_PATTERN } from '#shared/schemas/gift-cards.ts';
import { apiFixture } from '#test/api-fixture.ts';
import { type Card, giftCardCalls } from '#test/support/gift-cards.ts';
import { createGiftCards, newGiftCardCode } from './gift-cards.service.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

const { create, list, oneCard, cardsCount, auditRows } = giftCardCalls(() => f);

describe('codes', () => {
  it('are four groups of four from the 32 symbols, every symbol about equally often', () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 2_000; i++) {
      const code = newGiftCardCode();
      expect(code).toMatch(GIFT_CARD_CODE_PATTERN);
      for (const ch of code.replaceAll('-', '')) seen.set(ch, (seen.get(ch) ?? 0) + 1);
    }
    expect(seen.size).toBe(32);
    expect([...seen.keys()].some((ch) => 'IO01'.includes(ch))).toBe(false);
    // 32,000 symbols: 1,000 expected each; 5 standard deviations is about +-155.
    for (const n of seen.values()) expect(Math.abs(n - 1_000)).toBeLessThan(160);
  });
});

describe('POST /api/admin/gift-cards', () => {
  it('creates a batch in one go with one audit row, newest first in the list', async () => {
    const before = (await auditRows()).length;
    const res = await create({
      amount: 2_500_00,
      currency: 'USD',
      quantity: 3,
      expires_in_days: 7,
    });
    expect(res.status).toBe(201);
    const items: (Card & { expires_at: string; created_at: string; used_by: null })[] =
      res.json.items;
    expect(items).toHaveLength(3);
    for (const card of items) {
      expect(card).toMatchObject({ amount: 2_500_00, currency: 'USD', status: 'active' });
      expect(card.used_by).toBeNull();
      expect(card.code).toMatch(GIFT_CARD_CODE_PATTERN);
      const days = (Date.parse(card.expires_at) - Date.parse(card.created_at)) / 86_400_000;
      expect(days).toBeCloseTo(7, 5);
    }
    expect(new Set(items.map((c) => c.code)).size).toBe(3);

    const audit = await auditRows();
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({
      actor_id: f.admin.userId,
      target_type: 'gift_card',
      target_id: null,
      after: { count: 3, amount: 2_500_00, currency: 'USD' },
    });
    expect([...audit.at(-1).after.codes].sort()).toEqual(items.map((c) => c.code).sort());

    const page = await list();
    expect(page.status).toBe(200);
    expect(
      page.json.items
        .slice(0, 3)
        .map((c: Card) => c.code)
        .sort(),
    ).toEqual(items.map((c) => c.code).sort());
  });

  it('names the audit target when one card is made', async () => {
    const card = await oneCard();
    expect((await auditRows()).at(-1)).toMatchObject({ target_id: card.id });
  });

  it('draws again on a code collision and keeps nothing when the batch fails half-way', async () => {
    const taken = (await oneCard()).code;
    const fresh = [newGiftCardCode(), newGiftCardCode()];
    const countBefore = await cardsCount();
    const auditBefore = (await auditRows()).length;

    // First draw: one taken code and two free ones, which are inserted; then the
    // second draw (for the collided one) fails. Nothing of the batch may stay.
    const source = [taken, ...fresh];
    const failing = () => {
      const next = source.shift();
      if (!next) throw new Error('the code source broke');
      return next;
    };
    const input = { amount: 100_00, currency: 'NGN' as const, quantity: 3, expires_in_days: 30 };
    await expect(
      createGiftCards(f.pool, f.admin.userId, input, { newCode: failing }),
    ).rejects.toThrow('the code source broke');
    expect(await cardsCount()).toBe(countBefore);
    expect((await auditRows()).length).toBe(auditBefore);
    const found = await f.pool.query('SELECT 1 FROM gift_cards WHERE code = ANY($1)', [fresh]);
    expect(found.rowCount).toBe(0);

    // The same collision with a source that goes on: the batch is whole.
    const replacement = newGiftCardCode();
    const working = [taken, ...fresh, replacement];
    const cards = await createGiftCards(f.pool, f.admin.userId, input, {
      newCode: () => working.shift()!,
    });
    expect(cards.map((c) => c.code).sort()).toEqual([...fresh, replacement].sort());
    expect(await cardsCount()).toBe(countBefore + 3);
  });

  it('with an Idempotency-Key, a repeat answers the one batch, even at the same moment', async () => {
    const countBefore = await cardsCount();
    const auditBefore = (await auditRows()).length;
    const body = { amount: 300_00, currency: 'CNY', quantity: 2, expires_in_days: 10 };
    const key = randomUUID();
    const send = (b: unknown) =>
      f.call('POST', '/api/admin/gift-cards', { cookie: f.admin.cookie, body: b, key });
    const results = await Promise.all(Array.from({ length: 5 }, () => send(body)));
    expect(results.map((r) => r.status)).toEqual(Array(5).fill(201));
    const codes = results.map((r) => r.json.items.map((c: Card) => c.code).join());
    expect(new Set(codes).size).toBe(1);
    expect(await cardsCount()).toBe(countBefore + 2);
    expect((await auditRows()).length).toBe(auditBefore + 1);

    const conflict = await send({ ...body, quantity: 3 });
    expect(conflict.status).toBe(409);
    expect(conflict.json.error.code).toBe('IDEMPOTENCY_CONFLICT');
    // Without a key, each request is a batch of its own.
    for (let i = 0; i < 2; i++) expect((await create(body)).status).toBe(201);
    expect(await cardsCount()).toBe(countBefore + 6);
  });

  it('refuses bad input with 400 naming the field, and creates nothing', async () => {
    const countBefore = await cardsCount();
    const good = { amount: 100_00, currency: 'NGN', quantity: 1, expires_in_days: 30 };
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: -5 }, 'amount'],
      [{ amount: 1.5 }, 'amount'],
      [{ amount: 1_000_000_000_001 }, 'amount'],
      [{ amount: '100' }, 'amount'],
      [{ currency: 'EUR' }, 'currency'],
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: 101 }, 'quantity'],
      [{ expires_in_days: 0 }, 'expires_in_days'],
      [{ expires_in_days: 366 }, 'expires_in_days'],
      [{ expires_in_days: 'x' }, 'expires_in_days'],
    ];
    for (const [change, field] of cases) {
      const res = await create({ ...good, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.json.error.field).toBe(field);
    }
    expect((await create({ ...good, quantity: 100 })).json.items).toHaveLength(100);
    expect(await cardsCount()).toBe(countBefore + 100);
  });

  it('is for administrators only: another user can neither list nor create', async () => {
    const countBefore = await cardsCount();
    const body = { amount: 100_00, currency: 'NGN', quantity: 1, expires_in_days: 30 };
    expect((await create(body, f.ada.cookie)).status).toBe(403);
    expect((await list('', f.ada.cookie)).status).toBe(403);
    expect((await f.call('GET', '/api/admin/gift-cards')).status).toBe(401);
    expect(await cardsCount()).toBe(countBefore);
  });
});

describe('GET /api/admin/gift-cards', () => {
  it('finds by part of a code, any case, with or without dashes, and by status', async () => {
    const card = await oneCard();
    const bare = card.code.replaceAll('-', '');
    for (const q of [card.code, card.code.toLowerCase(), bare.slice(2, 11), ` ${bare} `]) {
      const res = await list(`?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.json.items.map((c: Card) => c.id)).toContain(card.id);
      expect(res.json.total).toBe(res.json.items.length);
      for (const c of res.json.items)
        expect(c.code.replaceAll('-', '')).toContain(q.trim().toUpperCase().replaceAll('-', ''));
    }
    // Wildcards are not patterns.
    expect((await list(`?q=${encodeURIComponent('%_')}`)).json.total).toBeGreaterThan(0);
    expect((await list('?q=ZZZZZZZZZZZZZZZZZ')).json.items).toEqual([]);

    await f.pool.query(
      `UPDATE gift_cards SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [card.id],
    );
    const expired = await list('?status=expired');
    expect(expired.json.items.map((c: Card) => c.id)).toContain(card.id);
    expect(expired.json.items.every((c: Card) => c.status === 'expired')).toBe(true);
    const active = await list('?status=active&limit=100');
    expect(active.json.items.map((c: Card) => c.id)).not.toContain(card.id);
    expect((await list(`?q=${card.code}`)).json.items[0].status).toBe('expired');
  });

  it('pages newest first with a keyset cursor, without gaps or repeats', async () => {
    const all = await list('?limit=100');
    const total = all.json.total;
    expect(total).toBeGreaterThan(100);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(`?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.json.items.map((c: Card) => c.id));
      cursor = res.json.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen.slice(0, 100)).toEqual(all.json.items.map((c: Card) => c.id));
  });

  it('answers 400 for a bad query', async () => {
    for (const [query, field] of [
      ['?status=gone', 'status'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ["?cursor=' OR 1=1", 'cursor'],
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.json.error.field).toBe(field);
    }
  });
});
