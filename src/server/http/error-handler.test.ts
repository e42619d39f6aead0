import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { LedgerError, type LedgerErrorCode } from '#server/ledger/errors.ts';
import type { AppEnv } from './context.ts';
import { handleError } from './error-handler.ts';
import { refuseSelf, SelfActionError } from './errors.ts';

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
  KYC_REQUIRED: 422,
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

describe('a refused self-action', () => {
  it('answers 403 SELF_ACTION even where nothing can be audited', async () => {
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.post('/', () => refuseSelf('admin-1', 'admin-1', 'wallet.credit') as never);
    const res = await app.request('/', { method: 'POST' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'SELF_ACTION', message: 'Administrators cannot act on their own account.' },
    });
  });

  it('lets another administrator through', () => {
    expect(() => refuseSelf('admin-1', 'user-2', 'wallet.credit')).not.toThrow();
    expect(() => refuseSelf('admin-1', 'admin-1', 'wallet.credit')).toThrow(SelfActionError);
  });
});
