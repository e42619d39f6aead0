import { ArrowLeftIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { useLiveBalances } from '#web/hooks/use-live-balances.ts';
import { BankTransferPanel } from './components/bank-transfer-panel.tsx';
import { CardPaymentPanel } from './components/card-payment-panel.tsx';
import { FundingResult } from './components/funding-result.tsx';
import { GiftCardPanel } from './components/gift-card-panel.tsx';
import { MethodTiles, type PageMethod } from './components/method-tiles.tsx';

/** The Fund Wallet page; also where Paystack sends the customer back (?reference=). */
export function FundWalletPage() {
  const [params, setParams] = useSearchParams();
  // Kept after the query string is cleared, so a refresh does not ask again.
  const [reference, setReference] = useState(() => params.get('reference') || params.get('trxref'));
  const [method, setMethod] = useState<PageMethod>('card');
  const clearQuery = useCallback(() => setParams({}, { replace: true }), [setParams]);
  // Money sent by bank transfer shows here (and in the wallet) within seconds.
  useLiveBalances();

  return (
    <main className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>Fund Wallet · Owo</title>
      <div className="flex items-start gap-3">
        <Button asChild variant="ghost" size="icon" className="-ml-2 shrink-0">
          <Link to="/dashboard" aria-label="Back to dashboard">
            <ArrowLeftIcon className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Fund Wallet</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Choose how to add money to your wallet
          </p>
        </div>
      </div>

      {reference && (
        <FundingResult
          key={reference}
          reference={reference}
          onSettled={clearQuery}
          onDismiss={() => setReference(null)}
        />
      )}

      <MethodTiles value={method} onChange={setMethod} />
      <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
        {method === 'bank' ? (
          <BankTransferPanel />
        ) : method === 'gift' ? (
          <GiftCardPanel />
        ) : (
          <CardPaymentPanel />
        )}
      </div>
    </main>
  );
}
