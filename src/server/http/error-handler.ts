import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { LedgerError } from '#server/ledger/errors.ts';
import type { AppEnv } from './context.ts';
import { AppError, fromLedgerError } from './errors.ts';

/** Turns a zod failure into the fixed error shape, naming the first bad field. */
export function validationError(error: ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'body';
  return new AppError('VALIDATION_ERROR', `${field}: ${issue?.message ?? 'is invalid'}`, field);
}

export function handleError(err: Error, c: Context<AppEnv>) {
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
    const code =
      status === 413 ? 'VALIDATION_ERROR' : status === 401 ? 'UNAUTHENTICATED' : 'VALIDATION_ERROR';
    return c.json({ error: { code, message: err.message || 'Bad request' } }, status);
  }
  if (err instanceof SyntaxError) {
    return c.json({ error: { code: 'VALIDATION_ERROR', message: 'body: is not valid JSON' } }, 400);
  }
  c.var.deps?.log.error({ err, requestId: c.var.requestId }, 'unhandled error');
  return c.json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } }, 500);
}
