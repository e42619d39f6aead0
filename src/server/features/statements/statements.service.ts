import { inTransaction } from '#server/db/transaction.ts';
import { activeDedicatedAccount } from '#server/features/bank-accounts/bank-accounts.service.ts';
import type { AppDeps } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';
import { recipient } from '#server/providers/email/send-later.ts';
import type { Currency } from '#shared/constants.ts';
import { titleLabel } from '#shared/labels.ts';
import { safeMinor } from '#shared/money.ts';
import {
  type IssuedStatement,
  STATEMENT_EMAILS_PER_HOUR,
  STATEMENT_MESSAGES,
  type StatementEmailResult,
  type StatementFormat,
  type StatementPeriod,
} from '#shared/schemas/statements.ts';
import { newStatementReference, type Statement, type StatementLine } from './statements.model.ts';
import { selectOpening, selectPeriodEntries, selectWallet } from './statements.queries.ts';
import { queueStatementEmail } from './statements.queue.ts';
import {
  countRecentEmails,
  insertStatement,
  type StatementFigures,
  type StatementRecord,
  selectByReference,
} from './statements-records.queries.ts';

type Deps = Pick<AppDeps, 'pool' | 'config' | 'log'>;
type Tx = Parameters<typeof selectWallet>[0];

/**
 * The wallet's lines for the period, each with the balance after it, from
 * the balance at its start. Read inside one snapshot (REPEATABLE READ), the
 * opening balance and the lines agree with each other and with the ledger:
 * the closing balance is the ledger's balance at the end of `to` (or now,
 * for a period that ends today) — statements.property.test.ts checks it.
 */
export async function readStatement(tx: Tx, userId: string, p: StatementPeriod) {
  const wallet = await selectWallet(tx, userId, p.currency);
  if (!wallet) throw new AppError('NOT_FOUND', STATEMENT_MESSAGES.noWallet);
  const id = String(wallet.id);
  const opening = safeMinor(await selectOpening(tx, id, p.from));
  const rows = await selectPeriodEntries(tx, id, p.from, p.to);
  let balance = opening;
  let moneyIn = 0;
  let moneyOut = 0;
  const lines: StatementLine[] = rows.map((r) => {
    const amount = safeMinor(r.amount);
    balance = safeMinor(balance + amount);
    if (amount > 0) moneyIn += amount;
    else moneyOut -= amount;
    return {
      at: r.created_at,
      description: r.description ?? titleLabel(r.category),
      category: titleLabel(r.category),
      reference: r.reference,
      status: r.status,
      amount,
      balance,
    };
  });
  const figures: StatementFigures = {
    opening,
    closing: balance,
    moneyIn: safeMinor(moneyIn),
    moneyOut: safeMinor(moneyOut),
    entries: lines.length,
  };
  return { figures, lines };
}

/** Records the statement under a fresh reference (another is drawn in the rare case of a clash). */
async function record(tx: Tx, r: Omit<StatementRecord, 'reference'>, figures?: StatementFigures) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newStatementReference();
    const row = await insertStatement(tx, { ...r, reference }, figures);
    if (row) return { id: row.id, reference, issuedAt: row.created_at };
  }
  throw new Error('could not draw an unused statement reference');
}

/** The statement, its figures and lines read in one snapshot, and recorded as issued. */
export async function issueStatement(
  deps: Deps,
  userId: string,
  p: StatementPeriod,
  format: StatementFormat,
  delivery: 'download' | 'email' = 'download',
): Promise<Statement> {
  const account = p.currency === 'NGN' ? await activeDedicatedAccount(deps, userId) : null;
  return inTransaction(
    deps.pool,
    async (tx) => {
      const { figures, lines } = await readStatement(tx, userId, p);
      const holder = await recipient(tx, { id: userId });
      if (!holder) throw new AppError('NOT_FOUND', STATEMENT_MESSAGES.noWallet);
      const { reference, issuedAt } = await record(
        tx,
        { userId, currency: p.currency, from: p.from, to: p.to, format, delivery },
        figures,
      );
      return {
        reference,
        issuedAt,
        currency: p.currency,
        from: p.from,
        to: p.to,
        holder: { name: holder.name ?? null, email: holder.email, account },
        opening: figures.opening,
        closing: figures.closing,
        moneyIn: figures.moneyIn,
        moneyOut: figures.moneyOut,
        lines,
      };
    },
    { isolation: 'REPEATABLE READ' },
  );
}

/**
 * Queues the statement to be built and mailed as a PDF (statements.email.ts):
 * at most STATEMENT_EMAILS_PER_HOUR an hour, counted from the statements
 * table, so the limit holds across app processes and restarts. The request
 * and its job are written in one transaction: queued exactly when accepted.
 */
export async function requestStatementEmail(
  deps: Deps,
  userId: string,
  p: StatementPeriod,
): Promise<StatementEmailResult> {
  return inTransaction(deps.pool, async (tx) => {
    if (!(await selectWallet(tx, userId, p.currency)))
      throw new AppError('NOT_FOUND', STATEMENT_MESSAGES.noWallet);
    if ((await countRecentEmails(tx, userId)) >= STATEMENT_EMAILS_PER_HOUR)
      throw new AppError('RATE_LIMITED', STATEMENT_MESSAGES.tooMany);
    const to = await recipient(tx, { id: userId });
    if (!to) throw new AppError('NOT_FOUND', STATEMENT_MESSAGES.noWallet);
    const { id, reference } = await record(tx, {
      userId,
      currency: p.currency,
      from: p.from,
      to: p.to,
      format: 'pdf',
      delivery: 'email',
    });
    await queueStatementEmail(tx, id);
    return { status: 'queued', reference, email: to.email };
  });
}

const nullableMinor = (x: string | number | null) => (x === null ? null : safeMinor(x));

/** A statement as it was issued, by the reference printed on it: 404 when none has it. */
export async function findIssuedStatement(
  deps: Pick<AppDeps, 'pool'>,
  reference: string,
): Promise<IssuedStatement> {
  const row = await selectByReference(deps.pool, reference);
  if (!row) throw new AppError('NOT_FOUND', 'No statement has this reference.');
  return {
    reference: row.reference,
    user_id: row.user_id,
    user_email: row.user_email,
    currency: row.currency as Currency,
    from: row.from,
    to: row.to,
    format: row.format as StatementFormat,
    delivery: row.delivery as IssuedStatement['delivery'],
    opening_balance: nullableMinor(row.opening_balance),
    closing_balance: nullableMinor(row.closing_balance),
    money_in: nullableMinor(row.money_in),
    money_out: nullableMinor(row.money_out),
    transaction_count: row.entry_count,
    created_at: row.created_at.toISOString(),
    issued_at: row.issued_at?.toISOString() ?? null,
  };
}
