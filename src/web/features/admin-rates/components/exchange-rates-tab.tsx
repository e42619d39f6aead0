import { useState } from 'react';
import { CURRENCIES, type Currency } from '#shared/constants.ts';
import { RateInputSchema } from '#shared/schemas/rates.ts';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useAdminExchangeRates } from '../api/get-admin-rates.ts';
import { useUpdateExchangeRate } from '../api/update-rates.ts';
import { exchangeExamples, formatRate } from '../lib/rate-examples.ts';
import {
  ConfirmRateChangeDialog,
  type RateChangeToConfirm,
} from './confirm-rate-change-dialog.tsx';
import { EditableRateCard } from './editable-rate-card.tsx';
import { RateHistoryCard } from './rate-history-card.tsx';
import { RatesGrid } from './rates-grid.tsx';

const isCurrency = (c: string): c is Currency => (CURRENCIES as readonly string[]).includes(c);

type Asking = RateChangeToConfirm & { decide: (confirmed: boolean) => void };

/**
 * Every currency pair's rate, edited in place; conversions use a saved rate at
 * once. A change of more than 10% goes through a confirmation dialog (the
 * server answers CONFIRMATION_REQUIRED and it is sent again with confirm); a
 * rate that would make a round trip profitable is refused with the server's
 * reason under the input. Below, the history of every change.
 */
export function ExchangeRatesTab() {
  const rates = useAdminExchangeRates();
  const update = useUpdateExchangeRate();
  const [asking, setAsking] = useState<Asking | null>(null);

  /** Opens the dialog; resolves with the administrator's answer. */
  const askToConfirm = (change: RateChangeToConfirm) =>
    new Promise<boolean>((resolve) => setAsking({ ...change, decide: resolve }));

  /** What a refused save shows: a round trip's reason under the input, anything else in a toast. */
  const refused = (e: unknown): false | string => {
    if (isApiError(e) && e.code === 'RATE_ROUND_TRIP') {
      notify.error('Rate not saved');
      return e.message;
    }
    notify.error('Failed to save exchange rate', e instanceof Error ? e.message : undefined);
    return false;
  };

  const save = async (from: Currency, to: Currency, current: string, input: string) => {
    const parsed = RateInputSchema.safeParse(input);
    if (!parsed.success) {
      notify.error('Invalid Rate', parsed.error.issues[0]?.message);
      return false;
    }
    const body = { from, to, rate: parsed.data };
    try {
      await update.mutateAsync(body);
    } catch (e) {
      if (!isApiError(e) || e.code !== 'CONFIRMATION_REQUIRED') return refused(e);
      if (!(await askToConfirm({ from, to, before: current, after: parsed.data }))) return false;
      try {
        await update.mutateAsync({ ...body, confirm: true });
      } catch (again) {
        return refused(again);
      }
    }
    notify.success('Exchange rate updated successfully');
    return true;
  };

  return (
    <div className="grid gap-4">
      <RatesGrid query={rates}>
        {rates.data?.map((r) => {
          const { from_currency: from, to_currency: to } = r;
          if (!isCurrency(from) || !isCurrency(to)) return null;
          const examples = exchangeExamples(from, to, r.rate);
          return (
            <EditableRateCard
              key={`${from}-${to}`}
              title={`${from} → ${to}`}
              value={formatRate(r.rate, to)}
              initialInput={r.rate}
              inputLabel={`Rate from ${from} to ${to}`}
              step="0.00001"
              examples={
                <>
                  <p>{examples.one}</p>
                  <p className="text-muted-foreground">{examples.hundred}</p>
                </>
              }
              updatedAt={r.updated_at}
              updatedBy={r.updated_by_email}
              saving={
                update.isPending && update.variables?.from === from && update.variables.to === to
              }
              onSave={(input) => save(from, to, r.rate, input)}
            />
          );
        })}
      </RatesGrid>
      <RateHistoryCard />
      <ConfirmRateChangeDialog
        change={asking}
        onDecide={(confirmed) => {
          asking?.decide(confirmed);
          setAsking(null);
        }}
      />
    </div>
  );
}
