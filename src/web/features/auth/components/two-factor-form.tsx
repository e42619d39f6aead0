import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AuthenticatorCodeField,
  authenticatorCode,
  MISSING_AUTHENTICATOR_CODE,
} from '#web/components/authenticator-code-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { isApiError } from '#web/lib/api.ts';
import { verifySignInCode } from '../api/auth-actions.ts';
import { authToasts } from '../auth-toasts.ts';
import { useAuth } from '../hooks/auth-context.ts';
import { useAfterSignIn } from '../hooks/use-after-sign-in.ts';
import { AuthSubmitButton, LinkButton } from './auth-buttons.tsx';

type Kind = 'totp' | 'recovery';

const FIELD = {
  totp: {
    id: 'two-factor-code',
    label: 'Two-factor code',
    hint: 'Open your authenticator app and enter the 6-digit code for Owo.',
    missing: MISSING_AUTHENTICATOR_CODE,
  },
  recovery: {
    id: 'recovery-code',
    label: 'Recovery code',
    hint: 'One of the recovery codes you saved when you set up two-factor authentication. Each works once.',
    missing: 'Enter one of your recovery codes.',
  },
} as const;

/** The challenge is over (expired, or five wrong codes): only a new sign-in helps. */
const RESTART = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

function refusal(error: unknown, kind: Kind) {
  if (isApiError(error)) {
    if (error.code === 'INVALID_CODE') return 'Invalid code. Please try again.';
    if (error.code === 'INVALID_BACKUP_CODE') return 'Invalid recovery code. Please try again.';
    if (error.status > 0 && error.message) return error.message;
  }
  return kind === 'totp'
    ? 'Could not check the code. Please try again.'
    : 'Could not check the recovery code. Please try again.';
}

/**
 * A sign-in's second step, after a right password on an account with
 * two-factor on: a code from the authenticator app, or a recovery code.
 */
export function TwoFactorForm({ onCancel }: { onCancel: () => void }) {
  const [kind, setKind] = useState<Kind>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { refresh } = useAuth();
  const navigate = useNavigate();
  // The same place as a sign-in without a second step: the page asked for, else the dashboard.
  const next = useAfterSignIn();
  const field = FIELD[kind];

  useEffect(() => document.getElementById(field.id)?.focus(), [field.id]);

  const switchKind = () => {
    setKind((k) => (k === 'totp' ? 'recovery' : 'totp'));
    setCode('');
    setError(undefined);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = kind === 'totp' ? authenticatorCode(code) : code.trim();
    if (!value) {
      setError(field.missing);
      return;
    }
    setBusy(true);
    try {
      await verifySignInCode(kind, value);
      await refresh();
      authToasts.welcomeBack();
      navigate(next, { replace: true });
    } catch (err) {
      setBusy(false);
      if (isApiError(err) && RESTART.has(err.code)) {
        authToasts.twoFactorExpired();
        onCancel();
        return;
      }
      setError(refusal(err, kind));
    }
  };

  const fieldProps = {
    id: field.id,
    label: field.label,
    hint: field.hint,
    error,
    value: code,
    onValue: (v: string) => {
      setCode(v);
      setError(undefined);
    },
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      {kind === 'totp' ? (
        <AuthenticatorCodeField key={kind} {...fieldProps} />
      ) : (
        <TextField
          key={kind}
          {...fieldProps}
          autoComplete="off"
          maxLength={32}
          placeholder="xxxxx-xxxxx"
          spellCheck={false}
          autoCapitalize="off"
          className="font-mono tracking-widest"
        />
      )}
      <AuthSubmitButton busy={busy} busyLabel="Verifying...">
        Verify
      </AuthSubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <LinkButton onClick={switchKind}>
          {kind === 'totp' ? 'Use a recovery code' : 'Use your authenticator app'}
        </LinkButton>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-sm text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          Back to sign in
        </button>
      </div>
    </form>
  );
}
