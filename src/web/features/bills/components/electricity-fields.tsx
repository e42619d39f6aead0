import { METER_TYPE_HINTS, METER_TYPES } from '#shared/schemas/bills-options.ts';
import {
  BILL_LIMITS,
  BILL_MESSAGES,
  ELECTRICITY_QUICK_PICKS,
} from '#shared/schemas/bills-requests.ts';
import { ChoiceCards } from '#web/components/choice-cards.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { useElectricityProviders } from '../api/get-electricity-providers.ts';
import { useLoadFailureToast } from '../hooks/use-load-failure-toast.ts';
import { useVerifyCustomer } from '../hooks/use-verify-customer.ts';
import type { FieldsProps } from '../lib/fields-props.ts';
import { AmountField } from './amount-field.tsx';
import { CustomerCard } from './customer-card.tsx';
import { DiscoSelect } from './disco-select.tsx';
import { PhoneField } from './phone-field.tsx';
import { VerifyButton } from './verify-button.tsx';

const METER_CHOICES = METER_TYPES.map((t) => ({
  value: t,
  label: t === 'prepaid' ? 'Prepaid' : 'Postpaid',
  note: METER_TYPE_HINTS[t],
}));

/** DISCO, meter type, meter number with Verify, amount, and an optional phone. */
export function ElectricityFields(props: FieldsProps) {
  const { state, dispatch, shown, leave } = props;
  const providers = useElectricityProviders(true);
  useLoadFailureToast(providers.isError);
  const { verify, canVerify, verifying } = useVerifyCustomer('electricity', state, dispatch);

  return (
    <>
      <DiscoSelect
        providers={providers.data ?? []}
        loading={providers.isPending}
        value={state.disco}
        onChange={(disco) => dispatch({ type: 'disco', disco })}
      />
      <ChoiceCards
        name="meter-type"
        legend="Meter Type"
        columns={2}
        choices={METER_CHOICES}
        value={state.meterType}
        onChange={(meterType) => dispatch({ type: 'meterType', meterType })}
      />
      <TextField
        id="bill-meter"
        label="Meter Number"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Enter meter number"
        maxLength={BILL_LIMITS.meterMax}
        value={state.meterNumber}
        onValue={(v) => dispatch({ type: 'meterNumber', meterNumber: v.replace(/\D/g, '') })}
        onBlur={() => leave('meter_number')}
        hint={BILL_MESSAGES.meterInvalid}
        error={shown.meter_number}
        after={
          <VerifyButton
            onVerify={verify}
            canVerify={canVerify}
            verifying={verifying}
            verified={state.verification !== null}
          />
        }
      />
      {state.verification && <CustomerCard result={state.verification} kind="electricity" />}
      <AmountField {...props} service="electricity" picks={ELECTRICITY_QUICK_PICKS} />
      <PhoneField {...props} optional />
    </>
  );
}
