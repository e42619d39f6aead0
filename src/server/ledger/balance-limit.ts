/**
 * The CHECK that keeps every balance an exact JavaScript integer (|balance| <
 * 2^53, migration 0001_balance_limits). A wallet's maximum is the posting
 * functions' own rule (SQLSTATE OW413).
 */
const BALANCE_LIMITS = new Set(['ledger_accounts_safe_chk']);

/** True for the error PostgreSQL raises when a posting would break the balance limit. */
export function isBalanceLimit(e: unknown): boolean {
  const { code, constraint = '' } = (e ?? {}) as { code?: string; constraint?: string };
  return code === '23514' && BALANCE_LIMITS.has(constraint);
}
