/** Why the ledger refused an operation. The HTTP edge maps each to a status. */
export type LedgerErrorCode =
  | 'VALIDATION_ERROR'
  | 'IDEMPOTENCY_KEY_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'IDEMPOTENCY_CONFLICT'
  | 'INSUFFICIENT_FUNDS'
  | 'ACCOUNT_INACTIVE'
  | 'BUSINESS_RULE'
  | 'KYC_REQUIRED'
  | 'LIMIT_EXCEEDED';

/** A refusal the caller is meant to see; nothing was written. */
export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
    /** The input field at fault, when there is one. */
    readonly field?: string,
    /** For ACCOUNT_INACTIVE: whose account it was. */
    readonly userId?: string,
    /** More the client needs to act on it (a tier's refusal: which limit, what is left). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

export const ledgerNotFound = (what: string) => new LedgerError('NOT_FOUND', `${what} not found`);
export const ledgerBadInput = (field: string, message: string) =>
  new LedgerError('VALIDATION_ERROR', `${field}: ${message}`, field);
