import type { Pool } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import { AppError, badInput } from '#server/http/errors.ts';
import type { AdminSetupResult, AdminSetupStatus } from '#shared/schemas/admin-setup.ts';
import {
  adminExists,
  isAdmin,
  lockSetup,
  lockUserByEmail,
  makeAdmin,
} from './admin-setup.queries.ts';
import { forgetSetupCode, setupCodeMatches } from './setup-code.ts';

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
    await lockSetup(client);
    const callerIsAdmin = await isAdmin(client, input.callerId);
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
    const target = await lockUserByEmail(client, input.email);
    if (!target) throw new AppError('NOT_FOUND', `User not found: ${input.email}`);
    await makeAdmin(client, target.id);
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
