import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { type SimContext, simFail } from './sim-http.ts';
import { listSimRecords } from './sim-store.ts';

// Paystack's list calls on the simulator: GET /transaction (card checkouts and
// bank transfers into dedicated accounts, both transactions at Paystack) and
// GET /transfer, newest first, offset-paged (`perPage` default 50, at most
// 100; `page` from 1), filtered by `from`/`to` (ISO dates or timestamps) on
// when the record was created, with Paystack's `meta`.

const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 100;

/** A query's whole number in [min, max], its default when absent; null when it is not one. */
function intParam(value: string | undefined, fallback: number, min: number, max: number) {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value)) return null;
  return Math.min(Math.max(Number(value), min), max);
}

/** An ISO date ("2026-11-26", taken as UTC midnight) or timestamp; undefined when absent, null when unreadable. */
function instantParam(value: string | undefined): Date | null | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function simListRoutes() {
  const sim = new Hono<AppEnv>();

  const list =
    (kinds: ('transaction' | 'bank_transfer' | 'transfer')[], message: string) =>
    async (c: SimContext) => {
      const perPage = intParam(c.req.query('perPage'), DEFAULT_PER_PAGE, 1, MAX_PER_PAGE);
      const page = intParam(c.req.query('page'), 1, 1, 1_000_000);
      const from = instantParam(c.req.query('from'));
      const to = instantParam(c.req.query('to'));
      if (perPage === null || page === null) return simFail(c, 400, 'Invalid page or perPage');
      if (from === null || to === null) return simFail(c, 400, 'Invalid from or to date');
      const status = c.req.query('status') || undefined;
      const { rows, total } = await listSimRecords(c.var.deps.pool, {
        kinds,
        from,
        to,
        status,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      const data = rows.map((r) => ({ ...(r.data as object), id: r.id }));
      return c.json({
        status: true,
        message,
        data,
        meta: {
          total,
          skipped: (page - 1) * perPage,
          perPage,
          page,
          pageCount: Math.max(1, Math.ceil(total / perPage)),
        },
      });
    };

  sim.get('/transaction', list(['transaction', 'bank_transfer'], 'Transactions retrieved'));
  sim.get('/transfer', list(['transfer'], 'Transfers retrieved'));
  return sim;
}
