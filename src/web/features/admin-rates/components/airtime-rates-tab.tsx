import { type AirtimeNetwork, FeePercentageSchema } from '#shared/schemas/rates.ts';
import { notify } from '#web/lib/toast.ts';
import { useAdminAirtimeRates } from '../api/get-admin-rates.ts';
import { useUpdateAirtimeRate } from '../api/update-rates.ts';
import { airtimeExample, formatFee } from '../lib/rate-examples.ts';
import { EditableRateCard } from './editable-rate-card.tsx';
import { RatesGrid } from './rates-grid.tsx';

const FEE_MESSAGE = 'Fee percentage must be between 0 and 100';

/** Each network's airtime-to-cash fee, edited in place. */
export function AirtimeRatesTab() {
  const rates = useAdminAirtimeRates();
  const update = useUpdateAirtimeRate();

  const save = async (network: AirtimeNetwork, input: string) => {
    // An empty box is not 0: Number('') would be.
    const parsed = input.trim() === '' ? null : FeePercentageSchema.safeParse(Number(input));
    if (!parsed?.success) {
      notify.error('Invalid Rate', parsed?.error.issues[0]?.message ?? FEE_MESSAGE);
      return false;
    }
    try {
      await update.mutateAsync({ network, fee: parsed.data });
      notify.success('Airtime rate updated successfully');
      return true;
    } catch (e) {
      notify.error('Failed to save airtime rate', e instanceof Error ? e.message : undefined);
      return false;
    }
  };

  return (
    <RatesGrid query={rates}>
      {rates.data?.map((r) => (
        <EditableRateCard
          key={r.network}
          title={r.network}
          value={formatFee(r.fee_percentage)}
          initialInput={String(r.fee_percentage)}
          inputLabel={`Fee percentage for ${r.network}`}
          step="0.1"
          examples={<p>{airtimeExample(r.fee_percentage)}</p>}
          updatedAt={r.updated_at}
          updatedBy={r.updated_by_email}
          saving={update.isPending && update.variables?.network === r.network}
          onSave={(input) => save(r.network, input)}
        />
      ))}
    </RatesGrid>
  );
}
