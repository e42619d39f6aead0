import { useLimits } from '#web/features/limits/api/get-limits.ts';
import { useBankAccount } from '../api/get-bank-account.ts';
import type { AccountFields } from '../components/account-rows.tsx';

/**
 * Where this customer transfers money to fund their NGN wallet:
 * - `own`: their own account number (tier 2 and 3), credited by itself;
 * - `pending`: one is on its way (the query asks again every few seconds);
 * - `none`: tier 2 or 3 without one yet: they may ask for it;
 * - `shared`: tier 1 (or while we cannot tell): the shared account, as the spec has it.
 */
export type FundingAccount =
  | { kind: 'loading' }
  | { kind: 'own'; account: AccountFields }
  | { kind: 'pending' }
  | { kind: 'none' }
  | { kind: 'shared'; tier: 1 | 2 | 3 | null };

export function useFundingAccount(): FundingAccount {
  const limits = useLimits();
  const tier = limits.data?.tier ?? null;
  const own = useBankAccount({ enabled: tier !== null && tier >= 2 });
  if (limits.isPending) return { kind: 'loading' };
  if (tier === null || tier < 2) return { kind: 'shared', tier };
  if (own.isPending) return { kind: 'loading' };
  // The shared account still takes transfers when ours cannot be read.
  if (own.isError) return { kind: 'shared', tier };
  if (!own.data) return { kind: 'none' };
  if (own.data.status === 'active') return { kind: 'own', account: own.data };
  return { kind: 'pending' };
}
