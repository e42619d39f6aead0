import type { FundingAccount } from '../hooks/use-funding-account.ts';
import { AccountOnItsWay, UpgradeNote } from './account-notes.tsx';
import { AccountRows } from './account-rows.tsx';
import { BankAccountDetails } from './bank-account-details.tsx';
import { GetAccountButton } from './get-account-button.tsx';
import { SupportNote } from './support-note.tsx';

/**
 * The account to transfer to: the customer's own (no "contact support" promise: it credits by
 * itself), or the shared one with that promise, after the way to an own number (on its way,
 * ask for it) and before tier 1's way up.
 */
export function FundingAccountBlock({
  funding,
  withSupport = true,
}: {
  funding: FundingAccount;
  /** The dialog says it in its method notice instead. */
  withSupport?: boolean;
}) {
  if (funding.kind === 'loading') return <AccountRows account={undefined} />;
  if (funding.kind === 'own') return <AccountRows account={funding.account} />;
  return (
    <div className="grid grid-cols-1 gap-3">
      {funding.kind === 'pending' && <AccountOnItsWay />}
      {funding.kind === 'none' && <GetAccountButton />}
      <BankAccountDetails />
      {withSupport && <SupportNote />}
      {funding.kind === 'shared' && funding.tier === 1 && <UpgradeNote />}
    </div>
  );
}
