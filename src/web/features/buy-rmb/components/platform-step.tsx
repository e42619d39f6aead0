import type { Dispatch } from 'react';
import {
  ALIPAY_TYPE_NAMES,
  ALIPAY_TYPES,
  RMB_PLATFORM_NAMES,
  RMB_PLATFORMS,
} from '#shared/schemas/rmb.ts';
import { ChoiceCards } from '#web/components/choice-cards.tsx';
import type { RmbFormAction, RmbFormState } from '../lib/rmb-form-state.ts';

const PLATFORM_NOTES = { alipay: 'Nigeria or China', wechat: 'Weixin Pay' } as const;

const platforms = RMB_PLATFORMS.map((p) => ({
  value: p,
  label: RMB_PLATFORM_NAMES[p],
  note: PLATFORM_NOTES[p],
}));
const alipayTypes = ALIPAY_TYPES.map((t) => ({ value: t, label: ALIPAY_TYPE_NAMES[t] }));

/** Step 1: where the recipient receives the RMB; Alipay also asks which Alipay. */
export function PlatformStep({
  form,
  dispatch,
}: {
  form: RmbFormState;
  dispatch: Dispatch<RmbFormAction>;
}) {
  return (
    <div className="grid gap-5">
      <ChoiceCards
        name="rmb-platform"
        legend="Payment Platform"
        choices={platforms}
        value={form.platform}
        onChange={(platform) => dispatch({ type: 'platform', platform })}
        columns={2}
      />
      {form.platform === 'alipay' && (
        <ChoiceCards
          name="alipay-type"
          legend="Alipay Type"
          choices={alipayTypes}
          value={form.alipayType}
          onChange={(alipayType) => dispatch({ type: 'alipayType', alipayType })}
          columns={2}
        />
      )}
    </div>
  );
}
