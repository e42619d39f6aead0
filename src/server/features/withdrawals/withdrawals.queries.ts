import { containsPattern } from '#server/db/like.ts';
import { afterRow, pageRows } from '#server/db/paging.ts';
import type { Queryable } from '#server/ledger/post.ts';
import { safeMinor } from '#shared/money.ts';
import type {
  AdminWithdrawal,
  Withdrawal,
  WithdrawalStats,
  WithdrawalStatus,
} from '#shared/schemas/withdrawals.ts';

// SQL of withdrawals. Every user read names its owner; admin reads name none.

export type WithdrawalRow = {
  id: string;
  user_id: string;
  status: WithdrawalStatus;
  amount: string;
  fee: string;
  reference: string;
  transaction_id: string;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string | null;
  admin_notes: string | null;
  failure_reason: string | null;
  processed_by: string | null;
  processed_at: Date | null;
  recipient_code: string | null;
  transfer_code: string | null;
  provider_status: string | null;
  verify_count: number;
  created_at: Date;
  updated_at: Date;
};

export type AdminWithdrawalRow = WithdrawalRow & {
  user_name: string | null;
  user_email: string;
  processed_by_email: string | null;
};

// A name typed by the user (rows from before every name was the bank's) is never shown or paid to.
const COLUMNS = `w.id, w.user_id, w.status, w.amount::text AS amount, w.fee::text AS fee, w.reference,
  w.transaction_id, w.bank_code, w.bank_name, w.account_number,
  CASE WHEN w.name_resolved THEN w.account_name END AS account_name, w.admin_notes,
  w.failure_reason, w.processed_by, w.processed_at, w.recipient_code, w.transfer_code,
  w.provider_status, w.verify_count, w.created_at, w.updated_at`;

const ADMIN_COLUMNS = `${COLUMNS}, coalesce(nullif(p.full_name, ''), u.name) AS user_name,
  u.email AS user_email, a.email AS processed_by_email`;
const ADMIN_FROM = `withdrawals w JOIN users u ON u.id = w.user_id
  LEFT JOIN profiles p ON p.id = w.user_id LEFT JOIN users a ON a.id = w.processed_by`;

export function toWithdrawal(r: WithdrawalRow): Withdrawal {
  const amount = safeMinor(r.amount);
  const fee = safeMinor(r.fee);
  return {
    id: r.id,
    status: r.status,
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

export function toAdminWithdrawal(r: AdminWithdrawalRow): AdminWithdrawal {
  return {
    ...toWithdrawal(r),
    user_id: r.user_id,
    user_name: r.user_name,
    user_email: r.user_email,
    admin_notes: r.admin_notes,
    transfer_code: r.transfer_code,
    processed_by_email: r.processed_by_email,
    processed_at: r.processed_at?.toISOString() ?? null,
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
  const { rows } = await q.query<WithdrawalRow>(
    `INSERT INTO withdrawals AS w (user_id, amount, fee, reference, idempotency_key, request_hash,
        transaction_id, bank_code, bank_name, account_number, account_name, name_resolved)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)
     RETURNING ${COLUMNS}`,
    [
      w.userId,
      w.amount,
      w.fee,
      w.reference,
      w.idempotencyKey,
      w.requestHash,
      w.transactionId,
      w.bankCode,
      w.bankName,
      w.accountNumber,
      w.accountName,
      w.nameResolved,
    ],
  );
  return rows[0]!;
}

export async function selectWithdrawalByKey(
  q: Queryable,
  userId: string,
  key: string,
): Promise<(WithdrawalRow & { request_hash: string }) | null> {
  const { rows } = await q.query<WithdrawalRow & { request_hash: string }>(
    `SELECT ${COLUMNS}, w.request_hash FROM withdrawals w
      WHERE w.user_id = $1 AND w.idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One withdrawal with its user's name; `lock` takes its row for the caller's transaction. */
export async function selectAdminWithdrawal(
  q: Queryable,
  id: string,
  lock = false,
): Promise<AdminWithdrawalRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await q.query<AdminWithdrawalRow>(
    `SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} WHERE w.id = $1 ${lock ? 'FOR UPDATE OF w' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function selectWithdrawalByReference(
  q: Queryable,
  reference: string,
): Promise<WithdrawalRow | null> {
  const { rows } = await q.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals w WHERE w.reference = $1`,
    [reference],
  );
  return rows[0] ?? null;
}

const WITHDRAWAL_ROWS = { table: 'withdrawals', alias: 'w', uuid: true } as const;

export async function selectWithdrawals(
  q: Queryable,
  userId: string,
  page: { limit: number; cursor?: string },
): Promise<{ rows: WithdrawalRow[]; more: boolean }> {
  const params: unknown[] = [userId];
  const after = afterRow({ ...WITHDRAWAL_ROWS, cursor: page.cursor, params, owner: '$1' });
  params.push(page.limit + 1);
  const { rows } = await q.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals w WHERE w.user_id = $1 ${after}
      ORDER BY w.created_at DESC, w.id DESC LIMIT $${params.length}`,
    params,
  );
  return pageRows(rows, page.limit);
}

export type AdminWithdrawalFilters = {
  status?: WithdrawalStatus;
  q?: string;
  limit: number;
  cursor?: string;
};

export async function selectAdminWithdrawals(
  q: Queryable,
  f: AdminWithdrawalFilters,
): Promise<{ rows: AdminWithdrawalRow[]; more: boolean }> {
  const params: unknown[] = [f.status ?? null];
  let search = '';
  if (f.q) {
    params.push(containsPattern(f.q.toLowerCase()));
    const n = params.length;
    search = `AND (lower(w.reference) LIKE $${n} OR w.account_number LIKE $${n}
      OR lower(w.account_name) LIKE $${n} OR lower(w.bank_name) LIKE $${n}
      OR lower(u.email) LIKE $${n} OR lower(u.name) LIKE $${n} OR lower(p.full_name) LIKE $${n})`;
  }
  const after = afterRow({ ...WITHDRAWAL_ROWS, cursor: f.cursor, params });
  params.push(f.limit + 1);
  const { rows } = await q.query<AdminWithdrawalRow>(
    `SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM}
      WHERE ($1::text IS NULL OR w.status = $1) ${search} ${after}
      ORDER BY w.created_at DESC, w.id DESC LIMIT $${params.length}`,
    params,
  );
  return pageRows(rows, f.limit);
}

export async function withdrawalStats(q: Queryable): Promise<WithdrawalStats> {
  const { rows } = await q.query<Record<keyof WithdrawalStats, string>>(
    `SELECT count(*)::text AS total_withdrawals,
            coalesce(sum(amount), 0)::text AS total_amount,
            count(*) FILTER (WHERE status = 'pending')::text AS pending_withdrawals,
            count(*) FILTER (WHERE status = 'processing')::text AS processing_withdrawals,
            count(*) FILTER (WHERE status = 'completed')::text AS completed_withdrawals,
            count(*) FILTER (WHERE status IN ('failed', 'reversed'))::text AS failed_withdrawals,
            coalesce(sum(fee) FILTER (WHERE status = 'completed'), 0)::text AS total_fees
       FROM withdrawals`,
  );
  const r = rows[0]!;
  return {
    total_withdrawals: safeMinor(r.total_withdrawals),
    total_amount: safeMinor(r.total_amount),
    pending_withdrawals: safeMinor(r.pending_withdrawals),
    processing_withdrawals: safeMinor(r.processing_withdrawals),
    completed_withdrawals: safeMinor(r.completed_withdrawals),
    failed_withdrawals: safeMinor(r.failed_withdrawals),
    total_fees: safeMinor(r.total_fees),
  };
}

/** pending -> processing by an administrator; the transfer is asked about after `verifyInS`. */
export async function markProcessing(
  q: Queryable,
  id: string,
  adminId: string,
  notes: string | null,
  verifyInS: number,
): Promise<void> {
  await q.query(
    `UPDATE withdrawals SET status = 'processing', processed_by = $2, processed_at = now(),
        admin_notes = $3, next_verify_at = now() + make_interval(secs => $4), updated_at = now()
      WHERE id = $1 AND status = 'pending'`,
    [id, adminId, notes, verifyInS],
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
  await q.query(
    `UPDATE withdrawals SET recipient_code = coalesce($2, recipient_code),
        transfer_code = coalesce($3, transfer_code), provider_status = $4,
        provider_response = $5::jsonb, next_verify_at = now() + make_interval(secs => $6),
        verify_count = verify_count + CASE WHEN $7 THEN 1 ELSE 0 END, updated_at = now()
      WHERE id = $1 AND status = 'processing'`,
    [
      id,
      facts.recipientCode ?? null,
      facts.transferCode ?? null,
      facts.providerStatus,
      JSON.stringify(facts.response ?? null),
      nextInS,
      verified,
    ],
  );
}

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
  const from =
    status === 'reversed'
      ? `('processing', 'completed')`
      : status === 'failed'
        ? `('pending', 'processing')`
        : `('processing')`;
  const { rows } = await q.query<WithdrawalRow>(
    `UPDATE withdrawals w SET status = $2, failure_reason = coalesce($3, w.failure_reason),
        admin_notes = coalesce($4, w.admin_notes), processed_by = coalesce($5, w.processed_by),
        processed_at = CASE WHEN $5::text IS NULL THEN w.processed_at ELSE now() END,
        provider_status = coalesce($6, w.provider_status),
        transfer_code = coalesce($7, w.transfer_code),
        provider_response = coalesce($8::jsonb, w.provider_response),
        next_verify_at = NULL, finished_at = now(), updated_at = now()
      WHERE w.id = $1 AND w.status IN ${from}
      RETURNING ${COLUMNS}`,
    [
      id,
      status,
      facts.failureReason ?? null,
      facts.adminNotes ?? null,
      facts.processedBy ?? null,
      facts.providerStatus ?? null,
      facts.transferCode ?? null,
      facts.response === undefined ? null : JSON.stringify(facts.response),
    ],
  );
  return rows[0] ?? null;
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
  const { rows } = await q.query<{ reference: string }>(
    `UPDATE withdrawals SET next_verify_at = now() + make_interval(secs => $2)
      WHERE id IN (SELECT id FROM withdrawals
                    WHERE status = 'processing' AND next_verify_at <= now()
                    ORDER BY next_verify_at LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING reference`,
    [limit, claimS],
  );
  return rows.map((r) => r.reference);
}

/** Makes a processing withdrawal due for verification now. */
export async function makeVerifyDue(q: Queryable, id: string): Promise<void> {
  await q.query(
    `UPDATE withdrawals SET next_verify_at = now() WHERE id = $1 AND status = 'processing'`,
    [id],
  );
}
