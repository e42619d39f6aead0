import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COPY_CONFIRM_MS } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.ts';

const TEXTS = {
  token: {
    done: 'Token Copied!',
    failed: 'Failed to copy token to clipboard',
    label: 'Copy Token',
  },
  reference: {
    done: 'Reference Copied!',
    failed: 'Failed to copy reference to clipboard',
    label: 'Copy',
  },
} as const;

/** Copy Token / Copy (the reference), with a "Token Copied!" or "Reference Copied!" toast. */
export function CopyValueButton({ value, what }: { value: string; what: 'token' | 'reference' }) {
  const [copied, setCopied] = useState(false);
  const t = TEXTS[what];
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notify.success(t.done);
    } catch {
      notify.error('Copy Failed', t.failed);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={copy}
      className="shrink-0 print:hidden"
      aria-label={what === 'reference' ? 'Copy reference' : undefined}
    >
      {copied ? (
        <CheckIcon className="text-green-600" aria-hidden="true" />
      ) : (
        <CopyIcon aria-hidden="true" />
      )}
      {t.label}
    </Button>
  );
}
