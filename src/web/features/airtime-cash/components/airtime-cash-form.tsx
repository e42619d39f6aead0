import { ArrowRightLeftIcon, HistoryIcon, Loader2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import {
  AIRTIME_CASH_LIMITS,
  type AirtimeCashCreated,
  AIRTIME_CASH_MESSAGES as M,
} from '#shared/schemas/airtime-cash.ts';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useSubmissionKey } from '#web/lib/use-submission-key.ts';
import { useCreateAirtimeCash } from '../api/create-airtime-cash.ts';
import { useAirtimeFees } from '../api/get-airtime-rates.ts';
import {
  type AirtimeCashField,
  checkAirtimeCash,
  EMPTY_FORM,
  type AirtimeCashForm as Form,
  networkMismatch,
  withPhone,
} from '../lib/check-airtime-cash.ts';
import { canDial, openDialer } from '../lib/dial.ts';
import { ConversionOverview } from './conversion-overview.tsx';
import { DialCodeDialog } from './dial-code-dialog.tsx';
import { FormField } from './form-field.tsx';
import { NetworkChoice } from './network-choice.tsx';

const digits = (v: string, max: number) => v.replace(/\D/g, '').slice(0, max);
const ALL: AirtimeCashField[] = ['network', 'amount', 'phone', 'transfer_pin'];

/** Network, amount, phone and transfer PIN; on submit the request is saved, then the code dialled. */
export function AirtimeCashForm() {
  const [form, setForm] = useState<Form>(EMPTY_FORM);
  const [left, setLeft] = useState<ReadonlySet<AirtimeCashField>>(new Set());
  const [created, setCreated] = useState<AirtimeCashCreated | null>(null);
  const create = useCreateAirtimeCash();
  const keys = useSubmissionKey();
  const fees = useAirtimeFees();
  const check = checkAirtimeCash(form);
  const mismatch = networkMismatch(form);
  const leave = (f: AirtimeCashField) =>
    setLeft((prev) => (prev.has(f) ? prev : new Set(prev).add(f)));
  const shown = (f: AirtimeCashField) => (left.has(f) ? check.errors[f] : undefined);
  const set = (patch: Partial<Form>) => setForm((prev) => ({ ...prev, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    if (check.problem || !check.body) {
      setLeft(new Set(ALL));
      if (check.problem) notify.error(check.problem.title, check.problem.message);
      return;
    }
    // A submission whose answer never came keeps its key: sending it again answers the request
    // it may have recorded (with the code to dial built from the PIN sent now).
    const { network, amount, phone } = check.body;
    const idempotencyKey = keys.keyFor({ network, amount, phone });
    create.mutate(
      { body: check.body, idempotencyKey },
      {
        onSuccess: (request) => {
          keys.answered();
          notify.success(M.successTitle, M.success);
          setForm(EMPTY_FORM);
          setLeft(new Set());
          setCreated(request);
          if (canDial()) openDialer(request.dial_code);
        },
        onError: (error) => {
          const answered = isApiError(error) && error.status >= 400 && error.status < 500;
          if (answered) keys.answered();
          if (answered && error.code === 'NETWORK_UNAVAILABLE')
            notify.error(M.unavailableTitle, error.message);
          else if (answered && error.status !== 401) notify.error(M.failedTitle, error.message);
          else notify.error(M.failedTitle, M.failed);
        },
      },
    );
  };

  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="convert-heading"
        className="grid min-w-0 grid-cols-1 gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="convert-heading" className="text-lg font-semibold">
            Convert Airtime
          </h2>
          <Button asChild variant="outline" size="sm">
            <Link to="/airtime-transactions">
              <HistoryIcon aria-hidden="true" />
              View Transactions
            </Link>
          </Button>
        </div>
        <NetworkChoice
          value={form.network}
          onChange={(network) => {
            set({ network });
            leave('network');
          }}
          error={shown('network')}
        />
        <FormField
          id="a2c-amount"
          label="Amount (₦)"
          inputMode="numeric"
          autoComplete="off"
          placeholder={`${AIRTIME_CASH_LIMITS.minNaira} - ${AIRTIME_CASH_LIMITS.maxNaira}`}
          maxLength={6}
          value={form.amount}
          onValue={(v) => set({ amount: digits(v, 6) })}
          hint={
            check.hint ?? {
              text: `From ₦${AIRTIME_CASH_LIMITS.minNaira} to ₦${AIRTIME_CASH_LIMITS.maxNaira.toLocaleString('en-NG')}`,
            }
          }
        />
        <FormField
          id="a2c-phone"
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="08012345678"
          maxLength={AIRTIME_CASH_LIMITS.phoneLength}
          value={form.phone}
          onValue={(v) =>
            setForm((prev) => withPhone(prev, digits(v, AIRTIME_CASH_LIMITS.phoneLength)))
          }
          onBlur={() => leave('phone')}
          hint={
            mismatch ? { text: mismatch, ok: false } : { text: 'The line the airtime is sent from' }
          }
          error={shown('phone')}
        />
        <FormField
          id="a2c-pin"
          label="Transfer PIN"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={AIRTIME_CASH_LIMITS.pinLength}
          value={form.pin}
          onValue={(v) => set({ pin: digits(v, AIRTIME_CASH_LIMITS.pinLength) })}
          onBlur={() => leave('transfer_pin')}
          hint={{ text: "Your network's 4-digit airtime transfer PIN. We never store it." }}
          error={shown('transfer_pin')}
        />
        <ConversionOverview
          network={form.network}
          amount={check.amount}
          feePercent={form.network ? fees[form.network] : null}
        />
        <Button type="submit" size="lg" disabled={create.isPending}>
          {create.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <ArrowRightLeftIcon aria-hidden="true" />
          )}
          {create.isPending ? 'Processing...' : 'Convert to Cash'}
        </Button>
      </form>
      <DialCodeDialog
        request={created}
        onClose={() => {
          setCreated(null);
          create.reset();
        }}
      />
    </>
  );
}
