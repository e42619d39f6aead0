import type pg from 'pg';
import type { Pool } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import { AppError, badInput } from '#server/http/errors.ts';
import type { AdminSetupResult, AdminSetupStatus } from '#shared/schemas/admin-setup.ts';
import { forgetSetupCode, setupCodeMatches } from './setup-code.ts';

/** Every first promotion takes this lock, so two at once cannot both see "no administrator". */
const SETUP_LOCK = "hashtext('owo:admin-setup')";

async function adminExists(db: Pool | pg.PoolClient): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM profiles WHERE is_admin) AS exists',
  );
  return rows[0]?.exists ?? false;
}

export async function setupStatus(
  pool: Pool,
  callerIsAdmin: boolean,
  production: boolean,
): Promise<AdminSetupStatus> {
  const exists = await adminExists(pool);
  return {
    admin_exists: exists,
    can_promote: !exists || callerIsAdmin,
    setup_code_required: production && !exists,
  };
}

export type PromoteInput = {
  callerId: string;
  email: string;
  setupCode?: string | undefined;
  /** In production the first promotion needs the printed setup code. */
  requireCode: boolean;
};

/**
 * Makes the account with this e-mail an administrator. While none exists, any
 * signed-in user may (in production with the setup code); afterwards only an
 * administrator. The check and the change happen under one lock in one
 * transaction, with the audit row.
 */
export async function promoteBySetup(pool: Pool, input: PromoteInput): Promise<AdminSetupResult> {
  let wasFirst = false;
  const result = await inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(${SETUP_LOCK})`);
    const caller = await client.query<{ is_admin: boolean }>(
      'SELECT is_admin FROM profiles WHERE id = $1',
      [input.callerId],
    );
    const callerIsAdmin = caller.rows[0]?.is_admin ?? false;
    wasFirst = !(await adminExists(client));
    if (!wasFirst && !callerIsAdmin) {
      throw new AppError(
        'FORBIDDEN',
        'Setup is closed: an administrator already exists. Ask one to promote you.',
      );
    }
    if (wasFirst && input.requireCode) {
      if (!input.setupCode) throw badInput('setup_code', 'Setup code is required');
      if (!setupCodeMatches(input.setupCode)) throw new AppError('FORBIDDEN', 'Invalid setup code');
    }
    const { rows } = await client.query<{ id: string; email: string; was_admin: boolean }>(
      `SELECT p.id, u.email, p.is_admin AS was_admin FROM users u JOIN profiles p ON p.id = u.id
        WHERE u.email = $1 FOR UPDATE OF p`,
      [input.email],
    );
    const target = rows[0];
    if (!target) throw new AppError('NOT_FOUND', `User not found: ${input.email}`);
    await client.query('UPDATE profiles SET is_admin = true, updated_at = now() WHERE id = $1', [
      target.id,
    ]);
    await appendAudit(client, {
      actorId: input.callerId,
      action: 'user.role',
      targetType: 'user',
      targetId: target.id,
      before: { is_admin: target.was_admin },
      after: { is_admin: true },
    });
    return { id: target.id, email: target.email, is_admin: true as const };
  });
  if (wasFirst) forgetSetupCode();
  return result;
}
