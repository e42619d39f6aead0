import { containsPattern } from '#server/db/like.ts';
import { keysetAfter, pageRows } from '#server/db/paging.ts';
import { all, first, type Queryable, qb, type Row } from '#server/db/query.ts';
import { safeMinor } from '#shared/money.ts';
import type {
  AdminWithdrawal,
  WithdrawalStats,
  WithdrawalStatus,
} from '#shared/schemas/withdrawals.ts';
import { toWithdrawal, withdrawals } from './withdrawals.queries.ts';

// Administrators' SQL of withdrawals: every user's, with who they are.

const adminWithdrawals = () =>
  withdrawals()
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .leftJoin('profiles as p', 'p.id', 'w.user_id')
    .leftJoin('users as a', 'a.id', 'w.processed_by')
    .select((eb) => [
      eb.fn
        .coalesce(eb.fn<string | null>('nullif', ['p.full_name', eb.val('')]), 'u.name')
        .as('user_name'),
      'u.email as user_email',
      'a.email as processed_by_email',
    ]);

export type AdminWithdrawalRow = Row<ReturnType<typeof adminWithdrawals>>;

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One withdrawal with its user's name; `lock` takes its row for the caller's transaction. */
export async function selectAdminWithdrawal(
  q: Queryable,
  id: string,
  lock = false,
): Promise<AdminWithdrawalRow | null> {
  if (!UUID.test(id)) return null;
  const query = adminWithdrawals().where('w.id', '=', id);
  return (await first(q, lock ? query.forUpdate('w') : query)) ?? null;
}

export type AdminWithdrawalFilters = {
  status?: WithdrawalStatus;
  q?: string;
  limit: number;
  cursor?: string;
};

/** The withdrawals the filters match, newest first, unpaged (the CSV export reads them all). */
export function adminWithdrawalsQuery(f: Omit<AdminWithdrawalFilters, 'limit'>) {
  let query = adminWithdrawals()
    .where(keysetAfter('withdrawals', 'w', f.cursor, { uuid: true }))
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc');
  if (f.status) query = query.where('w.status', '=', f.status);
  if (f.q) {
    const like = containsPattern(f.q.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['w.reference']), 'like', like),
        eb('w.account_number', 'like', like),
        eb(eb.fn('lower', ['w.account_name']), 'like', like),
        eb(eb.fn('lower', ['w.bank_name']), 'like', like),
        eb(eb.fn('lower', ['u.email']), 'like', like),
        eb(eb.fn('lower', ['u.name']), 'like', like),
        eb(eb.fn('lower', ['p.full_name']), 'like', like),
      ]),
    );
  }
  return query;
}

export async function selectAdminWithdrawals(q: Queryable, f: AdminWithdrawalFilters) {
  return pageRows(await all(q, adminWithdrawalsQuery(f).limit(f.limit + 1)), f.limit);
}

export async function withdrawalStats(q: Queryable): Promise<WithdrawalStats> {
  const query = qb.selectFrom('withdrawals').select((eb) => {
    const text = (e: Parameters<typeof eb.cast>[0]) => eb.cast<string>(e, 'text');
    const count = eb.fn.countAll;
    return [
      text(count()).as('total_withdrawals'),
      text(eb.fn.coalesce(eb.fn.sum('amount'), eb.lit(0))).as('total_amount'),
      text(count().filterWhere('status', '=', 'pending')).as('pending_withdrawals'),
      text(count().filterWhere('status', '=', 'processing')).as('processing_withdrawals'),
      text(count().filterWhere('status', '=', 'completed')).as('completed_withdrawals'),
      text(count().filterWhere('status', 'in', ['failed', 'reversed'])).as('failed_withdrawals'),
      text(eb.fn.coalesce(eb.fn.sum('fee').filterWhere('status', '=', 'completed'), eb.lit(0))).as(
        'total_fees',
      ),
    ];
  });
  const r = (await first(q, query))!;
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
