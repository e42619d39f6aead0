import type { LedgerError } from '#server/ledger/errors.ts';

export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'IDEMPOTENCY_CONFLICT'
  | 'IDEMPOTENCY_KEY_REQUIRED'
  | 'RATE_CHANGED'
  | 'STATUS_CONFLICT'
  | 'INSUFFICIENT_FUNDS'
  | 'ACCOUNT_INACTIVE'
  | 'ACCOUNT_DEACTIVATED'
  | 'LIMIT_EXCEEDED'
  | 'PAYLOAD_TOO_LARGE'
  | 'KYC_REQUIRED'
  | 'BUSINESS_RULE'
  | 'GIFT_CARD_USED'
  | 'GIFT_CARD_EXPIRED'
  | 'GIFT_CARD_CANCELLED'
  | 'RATE_LIMITED'
  | 'BOT_CHECK_FAILED'
  | 'PROVIDER_ERROR'
  | 'PIN_REQUIRED'
  | 'PIN_INVALID'
  | 'PIN_NOT_SET'
  | 'PIN_LOCKED'
  | 'INVALID_PASSWORD'
  | 'INTERNAL';

const STATUS: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502> = {
  VALIDATION_ERROR: 400,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  BOT_CHECK_FAILED: 400,
  /** The X-Transaction-Pin header is missing or not 4 digits. */
  PIN_REQUIRED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** The caller's own account: it may read or change nothing. */
  ACCOUNT_DEACTIVATED: 403,
  PIN_INVALID: 403,
  /** The account password given to confirm a change. */
  INVALID_PASSWORD: 403,
  NOT_FOUND: 404,
  IDEMPOTENCY_CONFLICT: 409,
  /** The exchange rate the user saw is no longer the current one: nothing was done. */
  RATE_CHANGED: 409,
  /** The record has already moved on (a final status cannot change again). */
  STATUS_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  INSUFFICIENT_FUNDS: 422,
  /** Another account in a posting (a recipient). */
  ACCOUNT_INACTIVE: 422,
  LIMIT_EXCEEDED: 422,
  KYC_REQUIRED: 422,
  BUSINESS_RULE: 422,
  GIFT_CARD_USED: 422,
  GIFT_CARD_EXPIRED: 422,
  GIFT_CARD_CANCELLED: 422,
  PIN_NOT_SET: 422,
  RATE_LIMITED: 429,
  /** Five wrong PINs in a row: locked for a while, not merely slowed down. */
  PIN_LOCKED: 429,
  PROVIDER_ERROR: 502,
  INTERNAL: 500,
};

/** An error the client is meant to see: `{ error: { code, message } }` with its status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** More the client needs to act on it (e.g. the current rate), beside code and message. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
  toJSON() {
    return {
      error: {
        ...this.details,
        code: this.code,
        message: this.message,
        ...(this.field ? { field: this.field } : {}),
      },
    };
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const badInput = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', `${field}: ${message}`, field);

/** The ledger's refusals, as the API answers them. */
export const fromLedgerError = (e: LedgerError) => new AppError(e.code, e.message, e.field);
