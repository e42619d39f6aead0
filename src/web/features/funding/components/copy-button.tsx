import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COPY_CONFIRM_MS } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.ts';

/** Copies `value`; says "Copied!" for 2 seconds, or toasts the failure. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      notify.error('Error', 'Failed to copy to clipboard');
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={copy}
      aria-label={`Copy ${label}`}
      className="min-w-20"
    >
      {copied ? (
        <CheckIcon className="text-green-600" aria-hidden="true" />
      ) : (
        <CopyIcon aria-hidden="true" />
      )}
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
    </Button>
  );
}
