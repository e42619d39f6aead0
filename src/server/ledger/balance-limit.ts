/** The CHECKs that keep balances within MAX_BALANCE_MINOR and 2^53 (migration 0001_balance_limits). */
const BALANCE_LIMITS = new Set(['ledger_accounts_wallet_max_chk', 'ledger_accounts_safe_chk']);

/** True for the error PostgreSQL raises when a posting would break a balance limit. */
export function isBalanceLimit(e: unknown): boolean {
  const { code, constraint = '' } = (e ?? {}) as { code?: string; constraint?: string };
  return code === '23514' && BALANCE_LIMITS.has(constraint);
}
