import { CURRENCIES, type Currency } from '#shared/constants.ts';
import { RateInputSchema } from '#shared/schemas/rates.ts';
import { notify } from '#web/lib/toast.ts';
import { useAdminExchangeRates } from '../api/get-admin-rates.ts';
import { useUpdateExchangeRate } from '../api/update-rates.ts';
import { exchangeExamples, formatRate } from '../lib/rate-examples.ts';
import { EditableRateCard } from './editable-rate-card.tsx';
import { RatesGrid } from './rates-grid.tsx';

const isCurrency = (c: string): c is Currency => (CURRENCIES as readonly string[]).includes(c);

/** Every currency pair's rate, edited in place; conversions use a saved rate at once. */
export function ExchangeRatesTab() {
  const rates = useAdminExchangeRates();
  const update = useUpdateExchangeRate();

  const save = async (from: Currency, to: Currency, input: string) => {
    const parsed = RateInputSchema.safeParse(input);
    if (!parsed.success) {
      notify.error('Invalid Rate', parsed.error.issues[0]?.message);
      return false;
    }
    try {
      await update.mutateAsync({ from, to, rate: parsed.data });
      notify.success('Exchange rate updated successfully');
      return true;
    } catch (e) {
      notify.error('Failed to save exchange rate', e instanceof Error ? e.message : undefined);
      return false;
    }
  };

  return (
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
            onSave={(input) => save(from, to, input)}
          />
        );
      })}
    </RatesGrid>
  );
}
