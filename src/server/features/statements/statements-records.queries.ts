import { sql } from 'kysely';
import { first, type Queryable, qb } from '#server/db/query.ts';
import type { Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';

// The statements table (src/server/db/schema/statements.ts): each statement
// issued, or asked for by e-mail, under its reference.

export type StatementRecord = {
  reference: string;
  userId: string;
  currency: Currency;
  from: string;
  to: string;
  format: 'pdf' | 'csv';
  delivery: 'download' | 'email';
};

export type StatementFigures = {
  opening: number;
  closing: number;
  moneyIn: number;
  moneyOut: number;
  entries: number;
};

/**
 * Records an issued (or, for e-mail, requested) statement; undefined when its
 * reference is taken already (the caller draws another).
 */
export function insertStatement(db: Queryable, r: StatementRecord, figures?: StatementFigures) {
  return first(
    db,
    qb
      .insertInto('statements')
      .values({
        reference: r.reference,
        user_id: r.userId,
        currency: r.currency,
        period_from: sql<Date>`${r.from}::date`,
        period_to: sql<Date>`${r.to}::date`,
        format: r.format,
        delivery: r.delivery,
        ...(figures && {
          opening_balance: figures.opening,
          closing_balance: figures.closing,
          money_in: figures.moneyIn,
          money_out: figures.moneyOut,
          entry_count: figures.entries,
          issued_at: sql<Date>`now()`,
        }),
      })
      .onConflict((oc) => oc.column('reference').doNothing())
      .returning(['id', 'created_at']),
  );
}

/** A queued e-mail statement, by id, while it has not been issued. */
export function selectQueuedEmail(db: Queryable, id: string) {
  return first(
    db,
    qb
      .selectFrom('statements')
      .select([
        'id',
        'reference',
        'user_id',
        'currency',
        sql<string>`to_char(period_from, 'YYYY-MM-DD')`.as('from'),
        sql<string>`to_char(period_to, 'YYYY-MM-DD')`.as('to'),
      ])
      .where('id', '=', id)
      .where('delivery', '=', 'email')
      .where('issued_at', 'is', null)
      .forUpdate(),
  );
}

/** Writes the figures of a queued e-mail statement as it is built and mailed. */
export function markIssued(db: Queryable, id: string, f: StatementFigures) {
  return first(
    db,
    qb
      .updateTable('statements')
      .set({
        opening_balance: f.opening,
        closing_balance: f.closing,
        money_in: f.moneyIn,
        money_out: f.moneyOut,
        entry_count: f.entries,
        issued_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('issued_at', 'is', null)
      .returning('issued_at'),
  );
}

/**
 * The e-mailed statements the user asked for in the last hour, counted under
 * a lock per user held to the end of the transaction, so requests at once
 * are counted one after another.
 */
export async function countRecentEmails(db: Queryable, userId: string) {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('statement-email:' || $1, 0))`, [
    userId,
  ]);
  const row = await first(
    db,
    qb
      .selectFrom('statements')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('delivery', '=', 'email')
      .where('created_at', '>', sql<Date>`now() - interval '1 hour'`),
  );
  return safeMinor(row?.n ?? 0);
}

/** An issued statement by its reference, with its holder's address (support's check). */
export function selectByReference(db: Queryable, reference: string) {
  return first(
    db,
    qb
      .selectFrom('statements as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        's.reference',
        's.user_id',
        'u.email as user_email',
        's.currency',
        sql<string>`to_char(s.period_from, 'YYYY-MM-DD')`.as('from'),
        sql<string>`to_char(s.period_to, 'YYYY-MM-DD')`.as('to'),
        's.format',
        's.delivery',
        's.opening_balance',
        's.closing_balance',
        's.money_in',
        's.money_out',
        's.entry_count',
        's.created_at',
        's.issued_at',
      ])
      .where('s.reference', '=', reference),
  );
}
