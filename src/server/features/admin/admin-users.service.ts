import type { Pool } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { notFound, refuseSelf } from '#server/http/errors.ts';
import type { Tier } from '#shared/kyc.ts';
import { safeMinor } from '#shared/money.ts';
import type {
  AdminKycDocuments,
  AdminUser,
  AdminUserDetail,
  AdminUsersPage,
  AdminUsersQuery,
  UserRole,
  UserStatus,
} from '#shared/schemas/admin-users.ts';
import { appendAudit } from '../audit/audit.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import {
  selectBvnLast4,
  selectDedicatedAccount,
  selectHeldDeposits,
} from './admin-user-detail.queries.ts';
import {
  type AdminUserRow,
  countAdminUsers,
  deleteSessions,
  lockProfileFlags,
  selectAdminUser,
  selectAdminUsers,
  updateProfileFlags,
} from './admin-users.queries.ts';

const text = (v: unknown) => (typeof v === 'string' ? v : null);

/** One stored file as an administrator sees it; never its storage path. */
function kycFileOf(raw: unknown): AdminKycDocuments['id_document'] {
  if (!raw || typeof raw !== 'object') return null;
  const doc = raw as Record<string, unknown>;
  return {
    file_name: text(doc.file_name),
    file_size: typeof doc.file_size === 'number' ? doc.file_size : null,
    file_type: text(doc.file_type),
    uploaded_at: text(doc.uploaded_at),
  };
}

/** The part of a stored KYC submission an administrator sees; never the storage paths. */
function kycDocumentsOf(raw: unknown): AdminKycDocuments | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as { id_type?: unknown; id_document?: unknown; proof_of_address?: unknown };
  const idType = r.id_type === 'nin' || r.id_type === 'passport' ? r.id_type : null;
  return {
    id_type: idType,
    id_document: kycFileOf(r.id_document),
    proof_of_address: kycFileOf(r.proof_of_address),
  };
}

export function toAdminUser(r: AdminUserRow): AdminUser {
  return {
    id: r.id,
    email: r.email,
    full_name: r.full_name,
    phone_number: r.phone_number,
    city: r.city,
    state: r.state,
    country: r.country,
    is_active: r.is_active,
    is_admin: r.is_admin,
    kyc_status: r.kyc_status as AdminUser['kyc_status'],
    tier: r.kyc_tier as Tier,
    kyc_documents: kycDocumentsOf(r.kyc_documents),
    kyc_rejection_reason: r.kyc_rejection_reason,
    created_at: r.created_at.toISOString(),
    last_login: r.last_login ? r.last_login.toISOString() : null,
    ngn_balance: safeMinor(r.ngn_balance),
    usd_balance: safeMinor(r.usd_balance),
    cny_balance: safeMinor(r.cny_balance),
  };
}

/** One page of users with their balances, and the counts of the stat cards. */
export async function listAdminUsers(pool: Pool, query: AdminUsersQuery): Promise<AdminUsersPage> {
  // Two independent reads on two connections: the page and the counts at once.
  const [rows, counts] = await Promise.all([selectAdminUsers(pool, query), countAdminUsers(pool)]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toAdminUser),
    next_cursor: rows.length > query.limit && last ? `${last.created_us}.${last.id}` : null,
    counts,
  };
}

/**
 * One user's row, with what their tier rests on: the BVN's last 4 digits, their
 * own account number and the newest deposits held for them.
 */
export async function getAdminUser(pool: Pool, userId: string): Promise<AdminUserDetail> {
  const [row, bvn, account, held] = await Promise.all([
    selectAdminUser(pool, userId),
    selectBvnLast4(pool, userId),
    selectDedicatedAccount(pool, userId),
    selectHeldDeposits(pool, userId),
  ]);
  if (!row) throw notFound('User');
  return {
    ...toAdminUser(row),
    bvn_last4: bvn?.bvn_last4 ?? null,
    bank_account: account
      ? { ...account, status: account.status as 'active' | 'pending' | 'failed' }
      : null,
    held_deposits: held.map((h) => ({
      id: h.id,
      amount: safeMinor(h.amount),
      currency: h.currency as AdminUserDetail['held_deposits'][number]['currency'],
      status: h.status as AdminUserDetail['held_deposits'][number]['status'],
      created_at: h.created_at.toISOString(),
    })),
  };
}

/**
 * Activates or deactivates a user. Deactivating ends every session of theirs
 * and tells them, in the same transaction as the change and its audit row, so
 * they are signed out at once, everywhere. No administrator changes their own
 * status (SELF_ACTION): deactivating oneself could not be undone from the
 * screen one is on, and activating oneself would undo another's decision.
 */
export async function setUserStatus(
  pool: Pool,
  adminId: string,
  userId: string,
  isActive: boolean,
): Promise<UserStatus> {
  return inTransaction(pool, async (client) => {
    const was = await lockProfileFlags(client, userId);
    if (!was) throw notFound('User');
    refuseSelf(adminId, userId, 'user.status');
    await updateProfileFlags(client, userId, { is_active: isActive });
    if (!isActive) {
      await deleteSessions(client, userId);
      // Told once, when the account goes from active to inactive.
      if (was.is_active)
        await notify(client, {
          userId,
          kind: 'account_deactivated',
          title: 'Account deactivated',
          body: 'Your account was deactivated by an administrator. Please contact support.',
        });
    }
    await appendAudit(client, {
      actorId: adminId,
      action: 'user.status',
      targetType: 'user',
      targetId: userId,
      before: { is_active: was.is_active },
      after: { is_active: isActive },
    });
    return { id: userId, is_active: isActive };
  });
}

/**
 * Promotes a user to administrator or demotes one. Nobody changes their own
 * role (SELF_ACTION): an administrator could otherwise lock the back office
 * out by mistake.
 */
export async function setUserRole(
  pool: Pool,
  adminId: string,
  userId: string,
  isAdmin: boolean,
): Promise<UserRole> {
  return inTransaction(pool, async (client) => {
    const was = await lockProfileFlags(client, userId);
    if (!was) throw notFound('User');
    refuseSelf(adminId, userId, 'user.role');
    await updateProfileFlags(client, userId, { is_admin: isAdmin });
    await appendAudit(client, {
      actorId: adminId,
      action: 'user.role',
      targetType: 'user',
      targetId: userId,
      before: { is_admin: was.is_admin },
      after: { is_admin: isAdmin },
    });
    return { id: userId, is_admin: isAdmin };
  });
}
