import type { CablePackage } from '#shared/schemas/bills.ts';
import { CABLE_PROVIDER_NAMES, CABLE_PROVIDERS } from '#shared/schemas/bills-options.ts';
import { BILL_LIMITS } from '#shared/schemas/bills-requests.ts';
import { ChoiceCards } from '#web/components/choice-cards.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { useVerifyCustomer } from '../hooks/use-verify-customer.ts';
import type { FieldsProps } from '../lib/fields-props.ts';
import { CustomerCard } from './customer-card.tsx';
import { PackageSelect } from './package-select.tsx';
import { PhoneField } from './phone-field.tsx';
import { VerifyButton } from './verify-button.tsx';

const PROVIDER_CHOICES = CABLE_PROVIDERS.map((p) => ({ value: p, label: CABLE_PROVIDER_NAMES[p] }));

/** Provider, package, IUC/smartcard number with Verify, and the phone. */
export function CableFields(
  props: FieldsProps & { packages: CablePackage[] | undefined; loading: boolean },
) {
  const { state, dispatch, shown, leave, packages, loading } = props;
  const { verify, canVerify, verifying } = useVerifyCustomer('cable', state, dispatch);
  return (
    <>
      <ChoiceCards
        name="cable-provider"
        legend="Cable Provider"
        columns="wide"
        choices={PROVIDER_CHOICES}
        value={state.provider}
        onChange={(provider) => dispatch({ type: 'provider', provider })}
      />
      <PackageSelect
        packages={packages ?? []}
        loading={loading}
        disabled={state.provider === null}
        value={state.packageId}
        onChange={(packageId) => dispatch({ type: 'package', packageId })}
      />
      <TextField
        id="bill-smartcard"
        label="IUC/Smartcard Number"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Enter IUC/Smartcard number"
        maxLength={BILL_LIMITS.smartcardMax}
        value={state.smartcard}
        onValue={(v) => dispatch({ type: 'smartcard', smartcard: v.replace(/\D/g, '') })}
        onBlur={() => leave('smartcard')}
        error={shown.smartcard}
        after={
          <VerifyButton
            onVerify={verify}
            canVerify={canVerify}
            verifying={verifying}
            verified={state.verification !== null}
          />
        }
      />
      {state.verification && <CustomerCard result={state.verification} kind="cable" />}
      <PhoneField {...props} />
    </>
  );
}
