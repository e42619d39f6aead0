import type { Queryable } from '#server/db/query.ts';

/**
 * A running total of the back office (src/server/db/schema/ledger-totals.ts)
 * that differs from a full recount of the ledger: `total` names it
 * (`status:pending`, `2026-11-27:NGN:in`), `kept` is the running total (its
 * shards added up), `recount` what the ledger's rows add up to. Decimal text:
 * exact whatever the size.
 */
export type TotalMismatch = { type: 'total'; total: string; kept: string; recount: string };

/**
 * Recounts, from ledger_transactions and ledger_entries, every total the
 * postings keep, and answers each one that differs (none on a sound ledger).
 * It reads every row of both: run it inside a snapshot (checkLedger does) so
 * postings made meanwhile cannot make the two sides disagree.
 */
export async function recountTotals(db: Queryable): Promise<TotalMismatch[]> {
  const statuses = await db.query<{ status: string; kept: string; recount: string }>(
    `WITH kept AS (SELECT status, sum(transactions) AS n FROM ledger_status_totals GROUP BY status),
          counted AS (SELECT status, count(*) AS n FROM ledger_transactions
                       WHERE user_id IS NOT NULL GROUP BY status)
     SELECT status, coalesce(kept.n, 0)::text AS kept, coalesce(counted.n, 0)::text AS recount
       FROM kept FULL JOIN counted USING (status)
      WHERE coalesce(kept.n, 0) <> coalesce(counted.n, 0)
      ORDER BY status`,
  );
  const days = await db.query<{
    day: string;
    currency: string;
    kept_in: string;
    recount_in: string;
    kept_out: string;
    recount_out: string;
  }>(
    `WITH kept AS (
       SELECT day, currency, sum(money_in) AS i, sum(money_out) AS o
         FROM ledger_day_totals GROUP BY day, currency),
     counted AS (
       SELECT (e.created_at AT TIME ZONE 'Africa/Lagos')::date AS day, e.currency,
              sum(e.amount) FILTER (WHERE e.amount > 0) AS i,
              -sum(e.amount) FILTER (WHERE e.amount < 0) AS o
         FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id AND a.user_id IS NOT NULL
        GROUP BY 1, 2)
     SELECT to_char(day, 'YYYY-MM-DD') AS day, currency,
            coalesce(kept.i, 0)::text AS kept_in, coalesce(counted.i, 0)::text AS recount_in,
            coalesce(kept.o, 0)::text AS kept_out, coalesce(counted.o, 0)::text AS recount_out
       FROM kept FULL JOIN counted USING (day, currency)
      WHERE coalesce(kept.i, 0) <> coalesce(counted.i, 0)
         OR coalesce(kept.o, 0) <> coalesce(counted.o, 0)
      ORDER BY day, currency`,
  );
  const mismatches: TotalMismatch[] = statuses.rows.map((r) => ({
    type: 'total',
    total: `status:${r.status}`,
    kept: r.kept,
    recount: r.recount,
  }));
  for (const r of days.rows) {
    const total = `${r.day}:${r.currency}`;
    if (r.kept_in !== r.recount_in)
      mismatches.push({
        type: 'total',
        total: `${total}:in`,
        kept: r.kept_in,
        recount: r.recount_in,
      });
    if (r.kept_out !== r.recount_out)
      mismatches.push({
        type: 'total',
        total: `${total}:out`,
        kept: r.kept_out,
        recount: r.recount_out,
      });
  }
  return mismatches;
}
