import { Loader2Icon, LockIcon } from 'lucide-react';
import { type FormEvent, useReducer, useState } from 'react';
import { formatMoney } from '#shared/money.ts';
import type { BillService } from '#shared/schemas/bills-options.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PinDialog } from '#web/features/pin/pin-dialog.tsx';
import { useWallets } from '#web/features/wallets/api/get-wallets.ts';
import { useCablePackages } from '../api/get-cable-packages.ts';
import { useDataPlans } from '../api/get-data-plans.ts';
import { useLoadFailureToast } from '../hooks/use-load-failure-toast.ts';
import { usePayBill } from '../hooks/use-pay-bill.ts';
import { billFormReducer, EMPTY_BILL_FORM } from '../lib/bill-form-state.ts';
import { type BillField, checkBill } from '../lib/check-bill.ts';
import type { FieldsProps } from '../lib/fields-props.ts';
import { pinDescription, summaryRows } from '../lib/summary-rows.ts';
import { AirtimeFields } from './airtime-fields.tsx';
import { CableFields } from './cable-fields.tsx';
import { DataFields } from './data-fields.tsx';
import { ElectricityFields } from './electricity-fields.tsx';
import { NetworkPicker } from './network-picker.tsx';
import { SecureNote } from './secure-note.tsx';
import { TokenReceiptDialog } from './token-receipt-dialog.tsx';
import { SHORT_NOTE_ID, TransactionSummary } from './transaction-summary.tsx';

/** The Payment Details form of one service, its summary, and Pay (PIN, then the outcome). */
export function BillForm({ service }: { service: BillService }) {
  const [state, dispatch] = useReducer(billFormReducer, EMPTY_BILL_FORM);
  const [left, setLeft] = useState<ReadonlySet<BillField>>(new Set());
  const plans = useDataPlans(service === 'data' ? state.network : null);
  const packages = useCablePackages(service === 'cable' ? state.provider : null);
  useLoadFailureToast(plans.isError);
  useLoadFailureToast(packages.isError);
  const lookups = { plans: plans.data ?? [], packages: packages.data ?? [] };
  const check = checkBill(service, state, lookups);
  const balance = useWallets().data?.find((w) => w.currency === 'NGN')?.balance;
  // Too little money: Pay stays off (the summary says why) before any PIN is asked.
  const short = balance !== undefined && check.amount !== null && balance < check.amount;
  const pay = usePayBill({
    onPaid: () => {
      dispatch({ type: 'reset' });
      setLeft(new Set());
    },
  });

  const shown: FieldsProps['shown'] = {};
  for (const f of left) if (check.errors[f]) shown[f] = check.errors[f];
  const leave = (f: BillField) => setLeft((prev) => (prev.has(f) ? prev : new Set(prev).add(f)));
  const props: FieldsProps = { state, dispatch, shown, leave };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!check.ready || !check.body || check.amount === null || short || pay.processing) return;
    const amount = formatMoney(check.amount, 'NGN');
    pay.start(check.body, pinDescription(service, state, amount));
  };

  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="details-heading"
        className="grid min-w-0 grid-cols-1 gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
      >
        {(service === 'airtime' || service === 'data') && (
          <NetworkPicker
            value={state.network}
            onChange={(network) => dispatch({ type: 'network', network })}
          />
        )}
        <h2 id="details-heading" className="text-lg font-semibold">
          Payment Details
        </h2>
        {service === 'airtime' && <AirtimeFields {...props} />}
        {service === 'data' && (
          <DataFields {...props} plans={plans.data} loading={plans.isLoading} />
        )}
        {service === 'electricity' && <ElectricityFields {...props} />}
        {service === 'cable' && (
          <CableFields {...props} packages={packages.data} loading={packages.isLoading} />
        )}
        {check.body && check.amount !== null && (
          <TransactionSummary rows={summaryRows(service, state, lookups)} amount={check.amount} />
        )}
        <SecureNote />
        <Button
          type="submit"
          size="lg"
          disabled={!check.ready || short || pay.processing}
          aria-describedby={short && check.body ? SHORT_NOTE_ID : undefined}
        >
          {pay.processing ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <LockIcon aria-hidden="true" />
          )}
          {pay.processing
            ? 'Processing...'
            : check.amount !== null && check.ready
              ? `Pay ${formatMoney(check.amount, 'NGN')}`
              : 'Pay Now'}
        </Button>
      </form>
      {/* Outside the form: the dialog's own submit must not bubble into this one. */}
      <PinDialog
        open={pay.submission !== null}
        onOpenChange={(open) => !open && pay.cancel()}
        description={pay.submission?.description}
        onConfirm={pay.confirm}
      />
      <TokenReceiptDialog bill={pay.receipt} onClose={pay.closeReceipt} />
    </>
  );
}
