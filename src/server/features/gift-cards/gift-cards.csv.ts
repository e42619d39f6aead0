import type { Context } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { type CsvColumn, csvExport, money, time } from '#server/http/csv-export.ts';
import type { GiftCard, GiftCardsQuery } from '#shared/schemas/gift-cards.ts';
import { cardsQuery, toCard } from './gift-cards.queries.ts';

const columns: CsvColumn<GiftCard>[] = [
  { header: 'Code', value: (g) => g.code, raw: true },
  ...money<GiftCard>(
    'Amount',
    (g) => g.amount,
    (g) => g.currency,
  ),
  { header: 'Status', value: (g) => g.status, raw: true },
  time('Created', (g) => g.created_at),
  time('Expires', (g) => g.expires_at),
  { header: 'Used by (user id)', value: (g) => g.used_by, raw: true },
  { header: 'Card id', value: (g) => g.id, raw: true },
];

/**
 * Every gift card the admin list's filters match, as CSV; with `batch`, the
 * codes of one batch (the file the create dialog offers right after it).
 */
export const exportGiftCards = (c: Context<AppEnv>, query: GiftCardsQuery) =>
  csvExport(c, {
    list: query.batch ? 'gift-card-batch' : 'gift-cards',
    filters: query,
    query: cardsQuery({ ...query, cursor: undefined }),
    toItem: toCard,
    columns,
  });
