import { ArrowLeftIcon, LandmarkIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Withdrawal } from '#shared/schemas/withdrawals.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SaveRecipientPrompt } from '#web/features/beneficiaries/save-recipient-prompt.tsx';
import { AvailableBalanceCard } from './components/available-balance-card.tsx';
import { BankWithdrawDialog } from './components/bank-withdraw-dialog.tsx';
import { MethodChoice, type WithdrawMethod } from './components/method-choice.tsx';
import { RecentWithdrawals } from './components/recent-withdrawals.tsx';
import { WalletSendForm } from './components/wallet-send-form.tsx';

/** /withdraw: to a Nigerian bank (in naira, after review) or to another Owo user's wallet. */
export function WithdrawPage() {
  const [method, setMethod] = useState<WithdrawMethod | null>(null);
  const [bankOpen, setBankOpen] = useState(false);
  /** The last withdrawal made here: its account may be saved in one tap. */
  const [paid, setPaid] = useState<Withdrawal | null>(null);

  const pick = (m: WithdrawMethod) => {
    setMethod(m);
    // Choosing the bank opens its dialog.
    if (m === 'bank') setBankOpen(true);
  };

  return (
    <main className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:max-w-6xl">
      <title>Withdraw · Owo</title>
      <div className="flex items-start gap-3">
        <Button asChild variant="ghost" size="icon" className="-ml-2 shrink-0">
          <Link to="/dashboard" aria-label="Back to dashboard">
            <ArrowLeftIcon className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Withdraw</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Withdraw to your bank account or send to another Owo wallet
          </p>
        </div>
      </div>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_400px]">
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <AvailableBalanceCard />
          <MethodChoice value={method} onPick={pick} />
          {method === 'bank' && (
            <div className="flex flex-col gap-3 rounded-2xl border bg-card p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground">
                The amount and the ₦50 fee are held from your Naira wallet and paid to your bank
                once the withdrawal is approved. If it fails, the money comes back.
              </p>
              <Button onClick={() => setBankOpen(true)} className="shrink-0">
                <LandmarkIcon aria-hidden="true" />
                Withdraw to Bank
              </Button>
            </div>
          )}
          {method === 'bank' && paid && (
            <SaveRecipientPrompt
              target={{
                kind: 'bank',
                bank_code: paid.bank_code,
                account_number: paid.account_number,
              }}
              title={paid.account_name ?? paid.bank_name}
              detail={`${paid.bank_name} · ${paid.account_number}`}
              onDismiss={() => setPaid(null)}
            />
          )}
          {method === 'wallet' && <WalletSendForm />}
        </div>
        <RecentWithdrawals />
      </div>
      <BankWithdrawDialog open={bankOpen} onOpenChange={setBankOpen} onDone={setPaid} />
    </main>
  );
}
