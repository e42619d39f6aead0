import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { LedgerError, type LedgerErrorCode } from '#server/ledger/errors.ts';
import type { AppEnv } from './context.ts';
import { handleError } from './error-handler.ts';

const statusOf: Record<LedgerErrorCode, number> = {
  VALIDATION_ERROR: 400,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  IDEMPOTENCY_CONFLICT: 409,
  INSUFFICIENT_FUNDS: 422,
  ACCOUNT_INACTIVE: 422,
  BUSINESS_RULE: 422,
  LIMIT_EXCEEDED: 422,
};

describe('handleError', () => {
  it.each(Object.entries(statusOf))(
    'answers a ledger %s with %i and the error shape',
    async (code, status) => {
      const app = new Hono<AppEnv>();
      app.onError(handleError);
      app.get('/', () => {
        throw new LedgerError(code as LedgerErrorCode, 'amount: no', 'amount', 'user-1');
      });
      const res = await app.request('/');
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ error: { code, message: 'amount: no', field: 'amount' } });
    },
  );
});
