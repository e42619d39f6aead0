import { type ExpressionBuilder, sql } from 'kysely';
import { keysetAfter, pageRows } from '#server/db/paging.ts';
import { all, first, type Queryable, qb, type Row, run } from '#server/db/query.ts';
import type { DB } from '#server/db/types.generated.ts';
import { safeMinor } from '#shared/money.ts';
import type { Withdrawal, WithdrawalStatus } from '#shared/schemas/withdrawals.ts';

// SQL of withdrawals. Every user read names its owner; admin reads name none
// (withdrawals-admin.queries.ts).

const COLUMNS = [
  'w.id',
  'w.user_id',
  'w.status',
  'w.amount',
  'w.fee',
  'w.reference',
  'w.transaction_id',
  'w.bank_code',
  'w.bank_name',
  'w.account_number',
  'w.admin_notes',
  'w.failure_reason',
  'w.processed_by',
  'w.processed_at',
  'w.recipient_code',
  'w.transfer_code',
  'w.provider_status',
  'w.verify_count',
  'w.created_at',
  'w.updated_at',
] as const;

type W = ExpressionBuilder<{ w: DB['withdrawals'] }, 'w'>;

/** A withdrawal's columns, `w` being the withdrawals row (a table or a CTE's rows). */
export const withdrawalColumns = (eb: W) =>
  [
    ...COLUMNS,
    // A name typed by the user (rows from before every name was the bank's) is never shown or paid to.
    eb
      .case()
      .when(eb.ref('w.name_resolved'))
      .then(eb.ref('w.account_name'))
      .end()
      .as('account_name'),
  ] as const;

export const withdrawals = () => qb.selectFrom('withdrawals as w').select(withdrawalColumns);

export type WithdrawalRow = Row<ReturnType<typeof withdrawals>>;

export function toWithdrawal(r: WithdrawalRow): Withdrawal {
  const amount = safeMinor(r.amount);
  const fee = safeMinor(r.fee);
  return {
    id: r.id,
    status: r.status as WithdrawalStatus,
    amount,
    fee,
    total: amount + fee,
    reference: r.reference,
    bank_code: r.bank_code,
    bank_name: r.bank_name,
    account_number: r.account_number,
    account_name: r.account_name,
    failure_reason: r.failure_reason,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export type NewWithdrawal = {
  userId: string;
  amount: number;
  fee: number;
  reference: string;
  idempotencyKey: string;
  requestHash: string;
  transactionId: string;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string | null;
  nameResolved: boolean;
};

export async function insertWithdrawal(q: Queryable, w: NewWithdrawal): Promise<WithdrawalRow> {
  // Returned through a CTE: an INSERT cannot alias its table as `w`.
  const query = qb
    .with('w', (db) =>
      db
        .insertInto('withdrawals')
        .values({
          user_id: w.userId,
          amount: w.amount,
          fee: w.fee,
          reference: w.reference,
          idempotency_key: w.idempotencyKey,
          request_hash: w.requestHash,
          transaction_id: w.transactionId,
          bank_code: w.bankCode,
          bank_name: w.bankName,
          account_number: w.accountNumber,
          account_name: w.accountName,
          name_resolved: w.nameResolved,
        })
        .returningAll(),
    )
    .selectFrom('w')
    .select(withdrawalColumns);
  return (await first(q, query))!;
}

export async function selectWithdrawalByKey(q: Queryable, userId: string, key: string) {
  const query = withdrawals()
    .select('w.request_hash')
    .where('w.user_id', '=', userId)
    .where('w.idempotency_key', '=', key);
  return (await first(q, query)) ?? null;
}

export async function selectWithdrawalByReference(
  q: Queryable,
  reference: string,
): Promise<WithdrawalRow | null> {
  return (await first(q, withdrawals().where('w.reference', '=', reference))) ?? null;
}

export async function selectWithdrawals(
  q: Queryable,
  userId: string,
  page: { limit: number; cursor?: string },
) {
  const rows = await all(
    q,
    withdrawals()
      .where('w.user_id', '=', userId)
      .where(keysetAfter('withdrawals', 'w', page.cursor, { uuid: true, owner: userId }))
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(page.limit + 1),
  );
  return pageRows(rows, page.limit);
}

/** pending -> processing by an administrator; the transfer is asked about after `verifyInS`. */
export async function markProcessing(
  q: Queryable,
  id: string,
  adminId: string,
  notes: string | null,
  verifyInS: number,
): Promise<void> {
  await run(
    q,
    qb
      .updateTable('withdrawals')
      .set({
        status: 'processing',
        processed_by: adminId,
        processed_at: sql<Date>`now()`,
        admin_notes: notes,
        next_verify_at: sql<Date>`now() + make_interval(secs => ${verifyInS})`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending'),
  );
}

/** What Paystack told us of the transfer, on a withdrawal still processing. */
export async function noteTransfer(
  q: Queryable,
  id: string,
  facts: {
    recipientCode?: string | null;
    transferCode?: string | null;
    providerStatus: string | null;
    response: unknown;
  },
  nextInS: number,
  verified: boolean,
): Promise<void> {
  await run(
    q,
    qb
      .updateTable('withdrawals')
      .set((eb) => ({
        recipient_code: eb.fn.coalesce(eb.val(facts.recipientCode ?? null), 'recipient_code'),
        transfer_code: eb.fn.coalesce(eb.val(facts.transferCode ?? null), 'transfer_code'),
        provider_status: facts.providerStatus,
        provider_response: JSON.stringify(facts.response ?? null),
        next_verify_at: sql<Date>`now() + make_interval(secs => ${nextInS})`,
        verify_count: verified ? eb('verify_count', '+', 1) : eb.ref('verify_count'),
        updated_at: sql<Date>`now()`,
      }))
      .where('id', '=', id)
      .where('status', '=', 'processing'),
  );
}

/** The states each final state may be reached from. */
const FINISH_FROM = {
  reversed: ['processing', 'completed'],
  failed: ['pending', 'processing'],
  completed: ['processing'],
} as const;

/**
 * A withdrawal's final state: pending -> failed (rejected), processing ->
 * completed / failed / reversed, completed -> reversed. Null when the row was
 * not in a state that may move there (another request got there first).
 */
export async function finishWithdrawal(
  q: Queryable,
  id: string,
  status: 'completed' | 'failed' | 'reversed',
  facts: {
    failureReason?: string | null;
    adminNotes?: string | null;
    processedBy?: string | null;
    providerStatus?: string | null;
    transferCode?: string | null;
    response?: unknown;
  },
): Promise<WithdrawalRow | null> {
  const processedBy = facts.processedBy ?? null;
  const response = facts.response === undefined ? null : JSON.stringify(facts.response);
  const query = qb
    .updateTable('withdrawals as w')
    .set((eb) => ({
      status,
      failure_reason: eb.fn.coalesce(eb.val(facts.failureReason ?? null), 'w.failure_reason'),
      admin_notes: eb.fn.coalesce(eb.val(facts.adminNotes ?? null), 'w.admin_notes'),
      processed_by: eb.fn.coalesce(eb.val(processedBy), 'w.processed_by'),
      processed_at: processedBy === null ? eb.ref('w.processed_at') : sql<Date>`now()`,
      provider_status: eb.fn.coalesce(eb.val(facts.providerStatus ?? null), 'w.provider_status'),
      transfer_code: eb.fn.coalesce(eb.val(facts.transferCode ?? null), 'w.transfer_code'),
      provider_response: eb.fn.coalesce(
        sql<string | null>`${response}::jsonb`,
        'w.provider_response',
      ),
      next_verify_at: null,
      finished_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    }))
    .where('w.id', '=', id)
    .where('w.status', 'in', FINISH_FROM[status])
    .returning(withdrawalColumns);
  return (await first(q, query)) ?? null;
}

/**
 * Claims (by reference) processing withdrawals whose time to be verified has come, oldest
 * first: their next time moves `claimS` seconds on, so no other sweep takes
 * them meanwhile; the verification then sets the real next time.
 */
export async function claimDueWithdrawals(
  q: Queryable,
  limit: number,
  claimS: number,
): Promise<string[]> {
  const rows = await all(
    q,
    qb
      .updateTable('withdrawals')
      .set({ next_verify_at: sql<Date>`now() + make_interval(secs => ${claimS})` })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('withdrawals')
          .select('id')
          .where('status', '=', 'processing')
          .where('next_verify_at', '<=', sql<Date>`now()`)
          .orderBy('next_verify_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning('reference'),
  );
  return rows.map((r) => r.reference);
}

/** Makes a processing withdrawal due for verification now. */
export async function makeVerifyDue(q: Queryable, id: string): Promise<void> {
  await run(
    q,
    qb
      .updateTable('withdrawals')
      .set({ next_verify_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'processing'),
  );
}
