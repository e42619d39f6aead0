import { Loader2Icon } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import {
  AuthenticatorCodeField,
  authenticatorCode,
  MISSING_AUTHENTICATOR_CODE,
} from '#web/components/authenticator-code-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api.ts';
import { useConfirmTwoFactorSetup } from '../api/two-factor.ts';

/** The key an app takes when typed in, in groups of four for reading. */
function secretOf(totpURI: string) {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

function refusal(error: unknown) {
  if (isApiError(error)) {
    if (error.code === 'INVALID_CODE')
      return 'Invalid code. Check that the time on your phone is right and try again.';
    if (error.status > 0 && error.message) return error.message;
  }
  return 'Could not check the code. Please try again.';
}

/** Step 2: the app reads the QR code (or the key), and its first code turns two-factor on. */
export function ScanStep({ totpURI, onConfirmed }: { totpURI: string; onConfirmed: () => void }) {
  const confirm = useConfirmTwoFactorSetup();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = authenticatorCode(code);
    if (!value) {
      setError(MISSING_AUTHENTICATOR_CODE);
      return;
    }
    try {
      await confirm.mutateAsync(value);
      onConfirmed();
    } catch (err) {
      setError(refusal(err));
    }
  };

  return (
    <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
      <figure className="grid justify-items-center gap-2">
        {/* Dark on white whatever the theme, with its quiet zone: what cameras read best. */}
        <div className="rounded-lg border bg-white p-3">
          <QRCodeSVG
            value={totpURI}
            size={192}
            marginSize={2}
            title="QR code for your authenticator app"
            role="img"
            aria-label="QR code for your authenticator app"
          />
        </div>
        <figcaption className="text-xs text-muted-foreground">Scan with your app</figcaption>
      </figure>
      <div className="grid min-w-0 gap-5">
        <ol className="grid list-decimal gap-1 pl-5 text-sm">
          <li>
            Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).
          </li>
          <li>Scan the QR code, or enter the key below.</li>
          <li>Enter the 6-digit code the app shows for Owo.</li>
        </ol>
        <div className="grid gap-1">
          <p className="text-sm font-medium">Can't scan it? Enter this key</p>
          <code className="w-fit max-w-full rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all">
            {secretOf(totpURI)}
          </code>
        </div>
        <form noValidate onSubmit={submit} className="grid max-w-sm gap-4">
          <AuthenticatorCodeField
            id="two-factor-setup-code"
            label="Authenticator code"
            error={error}
            value={code}
            onValue={(v) => {
              setCode(v);
              setError(undefined);
            }}
          />
          <Button type="submit" disabled={confirm.isPending} className="w-full sm:w-fit">
            {confirm.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Verify
          </Button>
        </form>
      </div>
    </div>
  );
}
