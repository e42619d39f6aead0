import type { ComponentProps } from 'react';
import { TextField } from '#web/components/text-field.tsx';
import { cn } from '#web/lib/cn.ts';

/** Asked for when what was typed is not six digits. */
export const MISSING_AUTHENTICATOR_CODE = 'Enter the 6-digit code from your authenticator app.';

/** The six digits to send (spaces dropped), or undefined when it is not six digits. */
export function authenticatorCode(typed: string): string | undefined {
  const value = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(value) ? value : undefined;
}

type Props = Omit<
  ComponentProps<typeof TextField>,
  'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'
>;

/**
 * The 6-digit code an authenticator app shows: digits only, a space allowed
 * (apps show "123 456"), offered by the phone's one-time-code autofill.
 */
export function AuthenticatorCodeField({ onValue, className, ...field }: Props) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      placeholder="123456"
      spellCheck={false}
      autoCapitalize="off"
      className={cn('font-mono tracking-widest', className)}
      {...field}
      onValue={(v) => onValue(v.replace(/[^\d\s]/g, ''))}
    />
  );
}
