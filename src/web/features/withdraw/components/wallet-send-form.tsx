import { Loader2Icon, SendIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { CURRENCY_INFO, type Currency } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import type { OwoBeneficiary } from '#shared/schemas/beneficiaries.ts';
import type { TransferRecipient } from '#shared/schemas/transactions.ts';
import { TextField } from '#web/components/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SaveRecipientPrompt } from '#web/features/beneficiaries/save-recipient-prompt.tsx';
import { SavedRecipients } from '#web/features/beneficiaries/saved-recipients.tsx';
import { WalletSelect } from '#web/features/funding/wallet-select.tsx';
import { PinDialog } from '#web/features/pin/pin-dialog.tsx';
import { useWallets } from '#web/features/wallets/api/get-wallets.ts';
import { useMoneyMask } from '#web/hooks/use-balance-visibility.ts';
import { useFindRecipient } from '../api/find-recipient.ts';
import { useSendMoney } from '../hooks/use-send-money.ts';
import {
  checkTransfer,
  normalEmail,
  type SendField,
  type SendForm,
  TRANSFER_MESSAGES,
} from '../lib/check-transfer.ts';
import { errorText } from '../lib/error-text.ts';
import { ProblemNote } from './problem-note.tsx';
import { RecipientCard } from './recipient-card.tsx';

const EMPTY: Omit<SendForm, 'currency'> = { email: '', amount: '', note: '' };
const ALL_FIELDS: SendField[] = ['email', 'amount', 'note'];

/** Send to another Owo user by e-mail, in one currency: find them, see their name, then the PIN. */
export function WalletSendForm() {
  const [form, setForm] = useState<SendForm>({ currency: 'NGN', ...EMPTY });
  const [recipient, setRecipient] = useState<TransferRecipient | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  /** Who was paid last: saved in one tap unless saved already. */
  const [paid, setPaid] = useState<TransferRecipient | null>(null);
  const [left, setLeft] = useState<ReadonlySet<SendField>>(new Set());
  const [tried, setTried] = useState(false);
  const wallets = useWallets();
  const find = useFindRecipient();
  const balance = wallets.data?.find((w) => w.currency === form.currency)?.balance;
  const mask = useMoneyMask();
  const check = checkTransfer(form, balance, recipient, mask);
  const found = recipient && recipient.email === check.email ? recipient : null;
  // Too little money is said at once (and the button stays off); anything else once tried.
  const note = check.short ?? (tried ? check.problem : null);
  const send = useSendMoney({
    onSent: (body) => {
      setPaid({ email: body.to_email, name: found?.name ?? body.to_email });
      setForm((f) => ({ currency: f.currency, ...EMPTY }));
      setRecipient(null);
      setLeft(new Set());
      setTried(false);
    },
  });

  const set = (patch: Partial<SendForm>) => setForm((f) => ({ ...f, ...patch }));
  const leave = (f: SendField) => setLeft((prev) => (prev.has(f) ? prev : new Set(prev).add(f)));
  const shown: Partial<Record<SendField, string>> = {};
  for (const f of left) if (check.errors[f]) shown[f] = check.errors[f];

  // A saved recipient is named already: no look-up needed.
  const pickSaved = (b: OwoBeneficiary) => {
    set({ email: b.email });
    setRecipient({ email: b.email, name: b.name });
    setLookupError(null);
  };

  const lookUp = () => {
    const email = normalEmail(form.email);
    leave('email');
    if (!email || found || find.isPending) return;
    setLookupError(null);
    find.mutate(email, {
      onSuccess: (r) => {
        // The address may have changed while we asked.
        if (normalEmail(form.email) === email) setRecipient(r);
      },
      onError: (e) => setLookupError(errorText(e, TRANSFER_MESSAGES.lookupFailed)),
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setLeft(new Set(ALL_FIELDS));
    if (!check.body || !found || send.processing) return;
    const amount = formatMoney(check.body.amount, form.currency);
    send.start(
      check.body,
      `Send ${amount} to ${found.name} (${found.email}).`,
      TRANSFER_MESSAGES.success(amount, found.name),
    );
  };

  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="wallet-send-heading"
        className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
      >
        <div>
          <h2 id="wallet-send-heading" className="text-lg font-semibold">
            Send to Owo Wallet
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Money goes from your wallet to another Owo user’s wallet in the same currency.
          </p>
        </div>
        <SavedRecipients kind="owo" onPick={pickSaved} isChosen={(b) => b.email === check.email} />
        <WalletSelect value={form.currency} onChange={(currency: Currency) => set({ currency })} />
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
          <TextField
            id="send-email"
            label="Recipient Email"
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
            value={form.email}
            onValue={(email) => {
              set({ email });
              setLookupError(null);
            }}
            onBlur={lookUp}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                lookUp();
              }
            }}
            error={shown.email ?? lookupError ?? undefined}
            after={
              <Button
                type="button"
                variant="secondary"
                onClick={lookUp}
                disabled={find.isPending}
                className="h-10 shrink-0"
              >
                {find.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                Find
              </Button>
            }
          />
          {found && <RecipientCard recipient={found} />}
        </div>
        <TextField
          id="send-amount"
          label={`Amount (${CURRENCY_INFO[form.currency].symbol})`}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          placeholder="0.00"
          value={form.amount}
          onValue={(amount) => set({ amount })}
          onBlur={() => leave('amount')}
          error={shown.amount}
        />
        <TextField
          id="send-note"
          label="Note (optional)"
          maxLength={140}
          placeholder="What it is for"
          value={form.note}
          onValue={(note) => set({ note })}
          onBlur={() => leave('note')}
          error={shown.note}
        />
        {note && <ProblemNote id="short-note" problem={note} />}
        <Button
          type="submit"
          size="lg"
          disabled={send.processing || check.short !== null}
          aria-describedby={check.short ? 'short-note' : undefined}
        >
          {send.processing ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <SendIcon aria-hidden="true" />
          )}
          {send.processing
            ? 'Processing...'
            : check.body
              ? `Send ${formatMoney(check.body.amount, form.currency)}`
              : 'Send Money'}
        </Button>
        {paid && (
          <SaveRecipientPrompt
            target={{ kind: 'owo', email: paid.email }}
            title={paid.name}
            detail={paid.email}
            onDismiss={() => setPaid(null)}
          />
        )}
      </form>
      <PinDialog
        open={send.submission !== null}
        onOpenChange={(open) => !open && send.cancel()}
        description={send.submission?.description}
        onConfirm={send.confirm}
      />
    </>
  );
}
