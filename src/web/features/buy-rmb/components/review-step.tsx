import { ClockIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '#shared/money.ts';
import { ALIPAY_TYPE_NAMES, RMB_MESSAGES, RMB_PLATFORM_NAMES } from '#shared/schemas/rmb.ts';
import type { QrUpload } from '../hooks/use-qr-upload.ts';
import type { Figures } from '../lib/convert-rmb.ts';
import type { RmbFormState } from '../lib/rmb-form-state.ts';
import { RateLine } from '../rate-line.tsx';

function ReviewCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `review-${title.toLowerCase()}`;
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 grid-cols-1 gap-2 rounded-xl border bg-muted/40 p-4"
    >
      <h3 id={id} className="text-sm font-semibold text-muted-foreground">
        {title}
      </h3>
      <dl className="grid gap-2 text-sm">{children}</dl>
    </section>
  );
}

/**
 * A label and its value on one line when they fit; a long value (a recipient ID, a
 * name) goes under its label and breaks anywhere, so the review never outgrows a phone.
 */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="ml-auto min-w-0 text-right font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

/** Step 4: everything once more, the processing time, then Complete Transaction. */
export function ReviewStep({
  form,
  figures,
  rate,
  qr,
  notice,
}: {
  form: RmbFormState;
  figures: Figures | null;
  rate: string | null;
  qr: QrUpload;
  /** The rate changed since the user saw it: the new figures are below. */
  notice: string | null;
}) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      {notice && (
        <p
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {notice}
        </p>
      )}
      <ReviewCard title="Platform">
        <Row label="Platform">{form.platform ? RMB_PLATFORM_NAMES[form.platform] : '–'}</Row>
        {form.platform === 'alipay' && form.alipayType && (
          <Row label="Alipay Type">{ALIPAY_TYPE_NAMES[form.alipayType]}</Row>
        )}
      </ReviewCard>
      <ReviewCard title="Amount">
        <Row label="You Send">{figures ? formatMoney(figures.naira, 'NGN') : '–'}</Row>
        <Row label="They Receive">{figures ? formatMoney(figures.rmb, 'CNY') : '–'}</Row>
        {rate && (
          <Row label="Exchange Rate">
            <RateLine rate={rate} />
          </Row>
        )}
      </ReviewCard>
      <ReviewCard title="Recipient">
        <Row label="Recipient ID">{form.recipientId.trim()}</Row>
        <Row label="Full Name">{form.fullName.trim()}</Row>
        <Row label="QR Code">
          {qr.preview ? (
            <img
              src={qr.preview}
              alt="Recipient's QR code"
              className="ml-auto size-16 rounded-md border bg-white object-contain"
            />
          ) : (
            'Not provided'
          )}
        </Row>
      </ReviewCard>
      <p className="flex items-start gap-2 rounded-xl border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
        <ClockIcon className="mt-0.5 size-4 shrink-0 text-blue-700" aria-hidden="true" />
        {RMB_MESSAGES.processingNote}
      </p>
    </div>
  );
}
