import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COPY_CONFIRM_MS } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.ts';

interface Texts {
  /** The button's text, and while the copy is confirmed, if it changes. */
  label: string;
  copiedLabel?: string;
  ariaLabel?: string;
  /** The toast's title and text once copied, if any. */
  done?: [string, string?];
  /** The toast's title and text when the clipboard refuses. */
  failed: [string, string];
  className?: string;
  size?: 'default' | 'sm';
}

const TOKEN: Texts = {
  label: 'Copy Token',
  done: ['Token Copied!'],
  failed: ['Copy Failed', 'Failed to copy token to clipboard'],
  className: 'shrink-0 print:hidden',
};
const REFERENCE: Texts = {
  label: 'Copy',
  ariaLabel: 'Copy reference',
  done: ['Reference Copied!'],
  failed: ['Copy Failed', 'Failed to copy reference to clipboard'],
  className: 'shrink-0 print:hidden',
};
/** The USSD code to dial (Airtime to Cash). */
const DIAL_CODE: Texts = {
  label: 'Copy Code',
  done: ['Copied!', 'USSD code copied to clipboard'],
  failed: ['Copy Failed', 'Failed to copy the code to clipboard'],
  size: 'default',
};
const PRESETS = { token: TOKEN, reference: REFERENCE, 'dial code': DIAL_CODE };
/** A labelled field ("Account Number"): "Copy", then "Copied!" for a moment, no toast. */
const field = (name: string): Texts => ({
  label: 'Copy',
  copiedLabel: 'Copied!',
  ariaLabel: `Copy ${name}`,
  failed: ['Error', 'Failed to copy to clipboard'],
  className: 'min-w-20',
});

type Props = { value: string } & (
  | { what: keyof typeof PRESETS }
  | { what: 'field' /** The field's name, for the button's accessible name. */; label: string }
);

/**
 * Copies `value` to the clipboard; a check mark shows for a moment after. A token
 * ("Copy Token"), a reference ("Copy") or a dial code ("Copy Code") says so in a
 * toast; a field's button says
 * "Copied!" itself. A refused clipboard is toasted.
 */
export function CopyButton(props: Props) {
  const { value } = props;
  const [copied, setCopied] = useState(false);
  const t = props.what === 'field' ? field(props.label) : PRESETS[props.what];
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      if (t.done) notify.success(...t.done);
    } catch {
      notify.error(...t.failed);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size={t.size ?? 'sm'}
      onClick={copy}
      aria-label={t.ariaLabel}
      className={t.className}
    >
      {copied ? (
        <CheckIcon className="text-green-600" aria-hidden="true" />
      ) : (
        <CopyIcon aria-hidden="true" />
      )}
      {t.copiedLabel ? <span aria-live="polite">{copied ? t.copiedLabel : t.label}</span> : t.label}
    </Button>
  );
}
