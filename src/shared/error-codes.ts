/**
 * Every `error.code` our API answers with (`{ error: { code, message } }`).
 * The server's AppError takes only these; the web branches on them, never on
 * a message's words. better-auth's own codes (under /api/auth) are its own.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'SELF_ACTION',
  'SAME_ADMIN',
  'TWO_FACTOR_REQUIRED',
  'NOT_FOUND',
  'IDEMPOTENCY_CONFLICT',
  'IDEMPOTENCY_KEY_REQUIRED',
  'RATE_CHANGED',
  'CONFIRMATION_REQUIRED',
  'RATE_ROUND_TRIP',
  'STATUS_CONFLICT',
  'ALREADY_DECIDED',
  'INSUFFICIENT_FUNDS',
  'ACCOUNT_INACTIVE',
  'ACCOUNT_DEACTIVATED',
  'LIMIT_EXCEEDED',
  'PAYLOAD_TOO_LARGE',
  'FILE_TYPE_NOT_ALLOWED',
  'DOCUMENT_REQUIRED',
  'KYC_REQUIRED',
  'KYC_MISMATCH',
  'BVN_IN_USE',
  'NOT_ASSIGNED',
  'BUSINESS_RULE',
  'NETWORK_UNAVAILABLE',
  'GIFT_CARD_USED',
  'GIFT_CARD_EXPIRED',
  'GIFT_CARD_CANCELLED',
  'RATE_LIMITED',
  'BOT_CHECK_FAILED',
  'PROVIDER_ERROR',
  'PIN_REQUIRED',
  'PIN_INVALID',
  'PIN_NOT_SET',
  'PIN_LOCKED',
  'INVALID_PASSWORD',
  'SESSION_LOCKED',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
