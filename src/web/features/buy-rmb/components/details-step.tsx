import type { Dispatch } from 'react';
import { NAME_MAX_LENGTH } from '#shared/constants.ts';
import { RMB_PLATFORM_NAMES } from '#shared/schemas/rmb.ts';
import { TextField } from '#web/components/text-field.tsx';
import type { QrUpload } from '../hooks/use-qr-upload.ts';
import type { RmbFormAction, RmbFormState } from '../lib/rmb-form-state.ts';
import { QrField } from './qr-field.tsx';

/** Step 3: who receives the RMB, and optionally their QR code. */
export function DetailsStep({
  form,
  dispatch,
  qr,
}: {
  form: RmbFormState;
  dispatch: Dispatch<RmbFormAction>;
  qr: QrUpload;
}) {
  const platform = form.platform ? RMB_PLATFORM_NAMES[form.platform] : 'Alipay or WeChat Pay';
  return (
    <div className="grid gap-5">
      <TextField
        id="rmb-recipient-id"
        label="Recipient ID"
        hint={`The recipient's ${platform} ID, phone number or e-mail`}
        autoComplete="off"
        maxLength={100}
        value={form.recipientId}
        onValue={(value) => dispatch({ type: 'recipientId', value })}
      />
      <TextField
        id="rmb-full-name"
        label="Full Name"
        hint="As on the recipient's international passport"
        autoComplete="off"
        maxLength={NAME_MAX_LENGTH}
        value={form.fullName}
        onValue={(value) => dispatch({ type: 'fullName', value })}
      />
      <QrField qr={qr} />
    </div>
  );
}
