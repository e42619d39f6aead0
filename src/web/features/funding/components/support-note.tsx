import { ClockIcon } from 'lucide-react';
import { usePublicConfig } from '#web/features/config/api/get-public-config.ts';

/** The shared account's promise: a credit late by 30 minutes is support's to chase. */
export function SupportNote() {
  const support = usePublicConfig().data?.support;
  return (
    <div
      role="note"
      className="flex gap-3 rounded-xl border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-900"
    >
      <ClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        If your wallet is not credited within 30 minutes, please contact support with your
        transaction reference
        {support ? (
          <>
            {' '}
            at{' '}
            <a className="font-medium underline" href={`mailto:${support.email}`}>
              {support.email}
            </a>{' '}
            or{' '}
            <a className="font-medium underline" href={`tel:${support.phone.replace(/\s+/g, '')}`}>
              {support.phone}
            </a>
          </>
        ) : null}
        .
      </p>
    </div>
  );
}
