import { BILL_LIMITS } from '#shared/schemas/bills-requests.ts';
import { TextField } from '#web/components/text-field.tsx';
import type { FieldsProps } from '../lib/fields-props.ts';

/** The 11-digit phone number; optional for electricity. */
export function PhoneField({
  state,
  dispatch,
  shown,
  leave,
  optional = false,
}: FieldsProps & { optional?: boolean }) {
  return (
    <TextField
      id="bill-phone"
      label={optional ? 'Phone Number (optional)' : 'Phone Number'}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="08012345678"
      maxLength={BILL_LIMITS.phoneLength}
      value={state.phone}
      onValue={(v) => dispatch({ type: 'phone', phone: v.replace(/\D/g, '') })}
      onBlur={() => leave('phone')}
      error={shown.phone}
    />
  );
}
