import { z } from 'zod';

// Paystack's list calls (GET /transaction, GET /transfer) are offset-paged:
// `perPage` (at most 100) and `page` from 1, with `meta.pageCount`. A
// reconciliation wants the whole of a day, so every page is fetched.

export const PAGE_SIZE = 100;
/** A bound on a list that never ends (a million records a day is far past any day of ours). */
const MAX_PAGES = 10_000;

const PageMeta = z.looseObject({
  page: z.coerce.number().int().optional(),
  pageCount: z.coerce.number().int().optional(),
  total: z.coerce.number().int().optional(),
});

export type DayRange = { from: Date; to: Date };

type Reply = { data: unknown; meta: unknown };

/** Every item of `path` created in [from, to), page after page, each page read by `items` (which throws on a bad shape). */
export async function allPages<T, R extends Reply>(
  fetchPage: (path: string) => Promise<R>,
  path: string,
  range: DayRange,
  itemsOf: (reply: R) => T[],
): Promise<T[]> {
  const items: T[] = [];
  const q = `from=${encodeURIComponent(range.from.toISOString())}&to=${encodeURIComponent(range.to.toISOString())}`;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const reply = await fetchPage(`${path}?perPage=${PAGE_SIZE}&page=${page}&${q}`);
    const got = itemsOf(reply);
    items.push(...got);
    const meta = PageMeta.safeParse(reply.meta).data;
    const pageCount = meta?.pageCount ?? (got.length < PAGE_SIZE ? page : page + 1);
    if (page >= pageCount || got.length === 0) break;
  }
  return items;
}
