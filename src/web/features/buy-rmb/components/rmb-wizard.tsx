import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, ArrowRightIcon, Loader2Icon, LockIcon } from 'lucide-react';
import { type FormEvent, useReducer, useRef, useState } from 'react';
import { formatMoney } from '#shared/money.ts';
import { RMB_MESSAGES, RMB_PLATFORM_NAMES, type RmbPurchase } from '#shared/schemas/rmb.ts';
import { StepIndicator } from '#web/components/step-indicator.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PinDialog } from '#web/features/pin/pin-dialog.tsx';
import { findRate, ratesQueryOptions, useRates } from '#web/features/wallets/api/get-rates.ts';
import { useWallets } from '#web/features/wallets/api/get-wallets.ts';
import { notify } from '#web/lib/toast.ts';
import { useBuyRmb } from '../hooks/use-buy-rmb.ts';
import { useQrUpload } from '../hooks/use-qr-upload.ts';
import { checkStep, purchaseBody, type RmbContext, STEP_MESSAGES } from '../lib/check-rmb.ts';
import { figuresOf } from '../lib/convert-rmb.ts';
import { EMPTY_RMB_FORM, RMB_STEPS, type RmbStep, rmbFormReducer } from '../lib/rmb-form-state.ts';
import { rateText } from '../rate-line.tsx';
import { AmountStep } from './amount-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { PlatformStep } from './platform-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { SuccessPanel } from './success-panel.tsx';

const TITLES: Record<RmbStep, string> = {
  1: 'Choose Platform',
  2: 'Enter Amount',
  3: 'Recipient Details',
  4: 'Review & Complete',
};
const ERROR_ID = 'rmb-step-error';

/** The four steps of Buy RMB, the PIN, and the outcome. */
export function RmbWizard() {
  const [form, dispatch] = useReducer(rmbFormReducer, EMPTY_RMB_FORM);
  const wallets = useWallets();
  const rates = useRates();
  const rate = findRate(rates.data, 'NGN', 'CNY');
  const qr = useQrUpload();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [bought, setBought] = useState<RmbPurchase | null>(null);
  // Moving between steps focuses the new step's title, so it is announced; the first paint does not.
  const moved = useRef(false);

  const ctx: RmbContext = {
    balance: wallets.data?.find((w) => w.currency === 'NGN')?.balance,
    balanceFailed: wallets.isError && !wallets.data,
    rate,
    rateState: rates.isPending ? 'loading' : rates.isError && !rates.data ? 'error' : 'ready',
    qrUploading: qr.uploading,
  };
  const figures = figuresOf(form.amount, rate);
  // More naira than the wallet holds: said at once, and the button stays off (no PIN asked).
  const short =
    (form.step === 2 || form.step === 4) &&
    ctx.balance !== undefined &&
    figures !== null &&
    figures.naira > ctx.balance;
  const error = form.error ?? (short ? RMB_MESSAGES.insufficient : null);

  const buy = useBuyRmb({
    onBought: (purchase) => {
      notify.success(
        RMB_MESSAGES.successTitle,
        `${formatMoney(purchase.naira_amount, 'NGN')} converted to ${formatMoney(purchase.rmb_amount, 'CNY')}. ${RMB_MESSAGES.processingNote}`,
      );
      setBought(purchase);
    },
    // The figures on screen follow the rate: read it again, and say what changed.
    onRateChanged: async () => {
      const fresh = await queryClient
        .fetchQuery({ ...ratesQueryOptions(), staleTime: 0 })
        .catch(() => undefined);
      const now = findRate(fresh, 'NGN', 'CNY');
      setNotice(now ? RMB_MESSAGES.rateChanged(rateText(now)) : STEP_MESSAGES.rateMissing);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (buy.processing) return;
    const problem = checkStep(form, ctx, form.step === 4 ? 3 : form.step);
    if (problem) return dispatch({ type: 'error', error: problem });
    if (form.step < 4) {
      moved.current = true;
      return dispatch({ type: 'next' });
    }
    const body = rate && purchaseBody(form, rate, qr.qrId);
    if (!body || !figures || !form.platform) return;
    setNotice(null);
    buy.start(
      body,
      `Send ${formatMoney(figures.naira, 'NGN')} for ${formatMoney(figures.rmb, 'CNY')} to ${body.full_name} on ${RMB_PLATFORM_NAMES[form.platform]}`,
    );
  };

  if (bought)
    return (
      <section aria-label="Buy RMB" className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
        <SuccessPanel
          purchase={bought}
          onBuyAgain={() => {
            qr.clear();
            setNotice(null);
            dispatch({ type: 'reset' });
            setBought(null);
          }}
        />
      </section>
    );

  return (
    <>
      <section
        aria-labelledby="rmb-step-heading"
        className="grid min-w-0 grid-cols-1 gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
      >
        <StepIndicator steps={RMB_STEPS} step={form.step} label="Steps" />
        <form onSubmit={submit} noValidate className="grid min-w-0 grid-cols-1 gap-5">
          <h2
            id="rmb-step-heading"
            key={form.step}
            ref={(el) => {
              if (el && moved.current) el.focus();
            }}
            tabIndex={-1}
            className="text-lg font-semibold outline-none"
          >
            {TITLES[form.step]}
          </h2>
          {form.step === 1 && <PlatformStep form={form} dispatch={dispatch} />}
          {form.step === 2 && (
            <AmountStep
              form={form}
              dispatch={dispatch}
              ctx={ctx}
              errorId={error ? ERROR_ID : undefined}
            />
          )}
          {form.step === 3 && <DetailsStep form={form} dispatch={dispatch} qr={qr} />}
          {form.step === 4 && (
            <ReviewStep form={form} figures={figures} rate={rate} qr={qr} notice={notice} />
          )}
          {error && (
            <p
              id={ERROR_ID}
              role="alert"
              className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800"
            >
              {error}
            </p>
          )}
          {/* Back and Complete Transaction are wider together than a phone: the buttons wrap,
              Complete on top (wrap-reverse), instead of pushing the review off the screen. */}
          <div className="flex flex-wrap-reverse gap-3">
            {form.step > 1 && (
              <Button
                type="button"
                variant="outline"
                size="lg"
                className="flex-1 sm:flex-none"
                onClick={() => {
                  setNotice(null);
                  moved.current = true;
                  dispatch({ type: 'back' });
                }}
                disabled={buy.processing}
              >
                <ArrowLeftIcon aria-hidden="true" />
                Back
              </Button>
            )}
            {form.step < 4 ? (
              <Button
                type="submit"
                size="lg"
                className="flex-1"
                disabled={short}
                aria-describedby={short ? ERROR_ID : undefined}
              >
                Continue
                <ArrowRightIcon aria-hidden="true" />
              </Button>
            ) : (
              <Button
                type="submit"
                size="lg"
                className="flex-1"
                disabled={buy.processing || short}
                aria-describedby={short ? ERROR_ID : undefined}
              >
                {buy.processing ? (
                  <Loader2Icon className="animate-spin" aria-hidden="true" />
                ) : (
                  <LockIcon aria-hidden="true" />
                )}
                {buy.processing ? 'Processing...' : 'Complete Transaction'}
              </Button>
            )}
          </div>
        </form>
      </section>
      {/* Outside the form: the dialog's own submit must not bubble into this one. */}
      <PinDialog
        open={buy.submission !== null}
        onOpenChange={(open) => !open && buy.cancel()}
        description={buy.submission?.description}
        onConfirm={buy.confirm}
      />
    </>
  );
}
