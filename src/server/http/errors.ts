import type { LedgerError } from '#server/ledger/errors.ts';
import type { ErrorCode } from '#shared/error-codes.ts';

export type { ErrorCode };

const STATUS: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 422 | 423 | 429 | 500 | 502> = {
  VALIDATION_ERROR: 400,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  BOT_CHECK_FAILED: 400,
  /** The X-Transaction-Pin header is missing or not 4 digits. */
  PIN_REQUIRED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** An administrator acting on their own account, wallet or request: nothing was done. */
  SELF_ACTION: 403,
  /** A second administrator's approval asked of the administrator who asked for it. */
  SAME_ADMIN: 403,
  /** An administrator without a second factor where one is required: only its setup answers. */
  TWO_FACTOR_REQUIRED: 403,
  /** The caller's own account: it may read or change nothing. */
  ACCOUNT_DEACTIVATED: 403,
  PIN_INVALID: 403,
  /** The account password given to confirm a change. */
  INVALID_PASSWORD: 403,
  /** The device locked itself after AUTO_LOCK_MINUTES unused: only unlocking (or signing out) answers. */
  SESSION_LOCKED: 423,
  NOT_FOUND: 404,
  IDEMPOTENCY_CONFLICT: 409,
  /** The exchange rate the user saw is no longer the current one: nothing was done. */
  RATE_CHANGED: 409,
  /** A big change (an exchange rate moved by more than 10%) waits for `confirm: true`: nothing was done. */
  CONFIRMATION_REQUIRED: 409,
  /** The record has already moved on (a final status cannot change again). */
  STATUS_CONFLICT: 409,
  /** A request another administrator decided meanwhile: only pending ones can be decided. */
  ALREADY_DECIDED: 422,
  PAYLOAD_TOO_LARGE: 413,
  /** An uploaded file whose content is not one of the accepted types; `field` names it. */
  FILE_TYPE_NOT_ALLOWED: 400,
  /** A form that needs a document (and its kind) came without one; `field` names it. */
  DOCUMENT_REQUIRED: 400,
  INSUFFICIENT_FUNDS: 422,
  /** Another account in a posting (a recipient). */
  ACCOUNT_INACTIVE: 422,
  LIMIT_EXCEEDED: 422,
  KYC_REQUIRED: 422,
  /** The identity provider found no match for the BVN, the profile's name and the date of birth. */
  KYC_MISMATCH: 422,
  /** A BVN already linked to another account (no other detail). */
  BVN_IN_USE: 422,
  /** The customer has no account number of their own yet. */
  NOT_ASSIGNED: 404,
  BUSINESS_RULE: 422,
  /** A mobile network the service is not offered for (airtime to cash on 9Mobile). */
  NETWORK_UNAVAILABLE: 422,
  GIFT_CARD_USED: 422,
  GIFT_CARD_EXPIRED: 422,
  GIFT_CARD_CANCELLED: 422,
  PIN_NOT_SET: 422,
  /** An exchange rate that would let a customer convert around the currencies at a profit. */
  RATE_ROUND_TRIP: 422,
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

/**
 * An administrator's action on their own account, wallet or request: one
 * administrator alone must never be able to pay or clear themselves. It
 * carries who tried what, so the error handler can audit the attempt outside
 * the refused transaction.
 */
export class SelfActionError extends AppError {
  constructor(
    readonly adminId: string,
    readonly targetUserId: string,
    /** The audit action that was refused, e.g. `wallet.credit`. */
    readonly attempted: string,
  ) {
    super('SELF_ACTION', 'Administrators cannot act on their own account.');
  }
}

/** Throws SelfActionError when the target of an administrator's action is the administrator. */
export function refuseSelf(adminId: string, targetUserId: string, attempted: string): void {
  if (adminId === targetUserId) throw new SelfActionError(adminId, targetUserId, attempted);
}

/** The error body for answers built outside AppError (a typo in `code` fails typecheck). */
export const errorBody = (code: ErrorCode, message: string) => ({ error: { code, message } });

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const badInput = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', `${field}: ${message}`, field);

/** The ledger's refusals, as the API answers them. */
export const fromLedgerError = (e: LedgerError) =>
  new AppError(e.code, e.message, e.field, e.details);
