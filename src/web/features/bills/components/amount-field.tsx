import { formatMoney } from '#shared/money.ts';
import { BILL_LIMITS } from '#shared/schemas/bills-requests.ts';
import { TextField } from '#web/components/text-field.tsx';
import type { FieldsProps } from '../lib/fields-props.ts';
import { QuickPicks } from './quick-picks.tsx';

/** Amount in naira within BILL_LIMITS, with quick picks, for airtime and electricity. */
export function AmountField({
  service,
  picks,
  state,
  dispatch,
  shown,
  leave,
}: FieldsProps & { service: 'airtime' | 'electricity'; picks: readonly number[] }) {
  const { min, max } = BILL_LIMITS[service];
  const naira = (n: number) => formatMoney(n * 100, 'NGN', { whole: true });
  return (
    <div className="grid gap-3">
      <TextField
        id="bill-amount"
        label="Amount (₦)"
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step="0.01"
        placeholder="0.00"
        value={state.amount}
        onValue={(amount) => dispatch({ type: 'amount', amount })}
        onBlur={() => leave('amount')}
        hint={`From ${naira(min)} to ${naira(max)}`}
        error={shown.amount}
      />
      <QuickPicks
        amounts={picks}
        onPick={(amount) => {
          dispatch({ type: 'amount', amount });
          leave('amount');
        }}
      />
    </div>
  );
}
