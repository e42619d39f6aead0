import { CheckIcon, CopyIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.ts';

/** Step 3: the recovery codes, shown once; the administrator says they are kept. */
export function RecoveryCodesStep({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
      notify.success('Copied!', 'Recovery codes copied to clipboard');
    } catch {
      notify.error('Failed to copy the recovery codes', 'Select them and copy them by hand.');
    }
  };

  return (
    <div className="grid gap-5">
      <div
        role="status"
        className="rounded-lg border border-green-700/30 bg-green-50 px-4 py-3 text-sm text-green-900"
      >
        <strong className="font-semibold">Two-factor authentication is on.</strong> Signing in now
        asks for a code from your authenticator app.
      </div>
      <div className="grid gap-1">
        <h3 className="text-lg font-semibold">Save your recovery codes</h3>
        <p className="text-sm text-muted-foreground">
          If you lose your phone, each of these codes signs you in once instead of the app. Keep
          them somewhere safe: they are not shown again.
        </p>
      </div>
      <ul
        aria-label="Recovery codes"
        className="grid w-fit max-w-full grid-cols-1 gap-x-8 gap-y-1 rounded-lg border bg-muted/50 px-5 py-4 font-mono text-sm min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button type="button" onClick={onSaved}>
          I have saved these codes
        </Button>
      </div>
    </div>
  );
}
