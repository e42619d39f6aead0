import { AIRTIME_QUICK_PICKS } from '#shared/schemas/bills-requests.ts';
import type { FieldsProps } from '../lib/fields-props.ts';
import { AmountField } from './amount-field.tsx';
import { PhoneField } from './phone-field.tsx';

export function AirtimeFields(props: FieldsProps) {
  return (
    <>
      <PhoneField {...props} />
      <AmountField {...props} service="airtime" picks={AIRTIME_QUICK_PICKS} />
    </>
  );
}
