import { formatMoney } from '#shared/money.ts';
import { useMoneyMask } from '#web/hooks/use-balance-visibility.ts';
import { useLiveBalances } from '#web/hooks/use-live-balances.ts';
import { useFundingAccount } from '../hooks/use-funding-account.ts';
import { FundingAccountBlock } from './funding-account-block.tsx';

const OWN_ACCOUNT_TEXT =
  'Transfer from your bank app or USSD to your own account number below. Your NGN wallet is credited by itself as soon as the bank confirms the transfer.';
const SHARED_ACCOUNT_TEXT =
  'Transfer from your bank app or USSD to the account below. Your wallet is credited once the transfer is confirmed.';

/** The account to transfer to, copyable: the customer's own, or the shared one. */
export function BankTransferPanel() {
  const funding = useFundingAccount();
  const mask = useMoneyMask();
  const ngn = useLiveBalances().data?.find((w) => w.currency === 'NGN');
  return (
    <section aria-labelledby="bank-heading" className="grid gap-4">
      <div>
        <h2 id="bank-heading" className="text-lg font-semibold">
          Bank Transfer
        </h2>
        <p className="text-sm text-muted-foreground">
          {funding.kind === 'own' ? OWN_ACCOUNT_TEXT : SHARED_ACCOUNT_TEXT}
        </p>
      </div>
      <FundingAccountBlock funding={funding} />
      {ngn && (
        // Read out when a transfer arrives while the customer waits on this screen.
        <p role="status" className="text-sm text-muted-foreground">
          Your NGN wallet:{' '}
          <span className="font-semibold text-foreground tabular-nums" data-testid="ngn-balance">
            {mask(formatMoney(ngn.balance, 'NGN'))}
          </span>
        </p>
      )}
    </section>
  );
}
