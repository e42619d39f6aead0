import { ClockIcon } from 'lucide-react';
import { usePublicConfig } from '#web/features/config/api/get-public-config.ts';
import { BankAccountDetails } from './bank-account-details.tsx';

/** The account to transfer to, copyable, and what to do when the credit is late. */
export function BankTransferPanel() {
  const support = usePublicConfig().data?.support;
  return (
    <section aria-labelledby="bank-heading" className="grid gap-4">
      <div>
        <h2 id="bank-heading" className="text-lg font-semibold">
          Bank Transfer
        </h2>
        <p className="text-sm text-muted-foreground">
          Transfer from your bank app or USSD to the account below. Your wallet is credited once the
          transfer is confirmed.
        </p>
      </div>
      <BankAccountDetails />
      <div
        role="note"
        className="flex gap-3 rounded-xl border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-900"
      >
        <ClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          If your wallet is not credited within 30 minutes, please contact support with your
          transaction reference
          {support ? (
            <>
              {' '}
              at{' '}
              <a className="font-medium underline" href={`mailto:${support.email}`}>
                {support.email}
              </a>{' '}
              or{' '}
              <a
                className="font-medium underline"
                href={`tel:${support.phone.replace(/\s+/g, '')}`}
              >
                {support.phone}
              </a>
            </>
          ) : null}
          .
        </p>
      </div>
    </section>
  );
}
