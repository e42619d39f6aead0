import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import { LedgerError } from '#server/ledger/errors.ts';
import type { AppEnv } from './context.ts';
import { AppError, errorBody, fromLedgerError, SelfActionError } from './errors.ts';

/** Turns a zod failure into the fixed error shape, naming the first bad field. */
export function validationError(error: ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'body';
  return new AppError('VALIDATION_ERROR', `${field}: ${issue?.message ?? 'is invalid'}`, field);
}

/**
 * Records an administrator's refused attempt to act on their own account. It
 * runs on a connection of its own, after the refused transaction rolled back,
 * so the attempt stays on record although nothing else does. A failure to
 * record it is logged; the answer stays the 403.
 */
async function auditSelfAction(err: SelfActionError, c: Context<AppEnv>) {
  const deps = c.var.deps;
  if (!deps) return;
  try {
    const client = await deps.pool.connect();
    try {
      await appendAudit(client, {
        actorId: err.adminId,
        action: 'self_action.refused',
        targetType: 'user',
        targetId: err.targetUserId,
        before: null,
        after: { attempted: err.attempted, method: c.req.method, path: c.req.path },
      });
    } finally {
      client.release();
    }
  } catch (e) {
    deps.log.error({ err: e, requestId: c.var.requestId }, 'could not audit a refused self-action');
  }
}

export async function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof SelfActionError) await auditSelfAction(err, c);
  if (err instanceof AppError) return c.json(err.toJSON(), err.status as 400);
  if (err instanceof LedgerError) {
    const e = fromLedgerError(err);
    return c.json(e.toJSON(), e.status as 400);
  }
  if (err instanceof ZodError) {
    const e = validationError(err);
    return c.json(e.toJSON(), 400);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 401 ? 'UNAUTHENTICATED' : 'VALIDATION_ERROR';
    return c.json(errorBody(code, err.message || 'Bad request'), status);
  }
  if (err instanceof SyntaxError) {
    return c.json(errorBody('VALIDATION_ERROR', 'body: is not valid JSON'), 400);
  }
  c.var.deps?.log.error({ err, requestId: c.var.requestId }, 'unhandled error');
  return c.json(errorBody('INTERNAL', 'Something went wrong on our side'), 500);
}
