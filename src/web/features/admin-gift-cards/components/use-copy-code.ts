import { useCallback, useEffect, useState } from 'react';
import { COPY_CONFIRM_MS } from '#shared/constants.ts';
import { notify } from '#web/lib/toast.ts';

/**
 * Copies a gift card code to the clipboard; `copied` names the code just
 * copied for 2 seconds (the check mark), and a toast says what happened.
 */
export function useCopyCode() {
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(code);
      notify.success('Copied!', 'Gift card code copied to clipboard');
    } catch {
      notify.error('Error', 'Failed to copy code');
    }
  }, []);

  return { copied, copy };
}
