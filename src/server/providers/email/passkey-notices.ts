import { formatLagosDateTimeWat } from '#shared/lagos-time.ts';
import type { Mail } from './mailer.ts';
import { compose, type Recipient } from './notices.ts';

// Security notices for the account's passkeys, like the password-changed one:
// a passkey signs in without the password, so its owner hears of each change.

const named = (name: string | null | undefined) => (name?.trim() ? ` “${name.trim()}”` : '');

const NOT_YOU = (appUrl: string) =>
  `If this wasn't you, reset your password now (use "Forgot password?" at ${appUrl}/auth), remove unknown passkeys in Settings and contact support.`;

export function passkeyAddedEmail(to: Recipient, appUrl: string, when: Date, name?: string | null) {
  return compose(to, {
    subject: 'A passkey was added to your Owo account',
    lines: [
      `A passkey${named(name)} was added to your Owo account on ${formatLagosDateTimeWat(when)}. It can sign in to your account without your password.`,
      NOT_YOU(appUrl),
    ],
    link: { url: `${appUrl}/settings`, label: 'Review your passkeys' },
    after: 'If it was you, you need not do anything.',
  }) satisfies Mail;
}

export function passkeyRemovedEmail(
  to: Recipient,
  appUrl: string,
  when: Date,
  name?: string | null,
) {
  return compose(to, {
    subject: 'A passkey was removed from your Owo account',
    lines: [
      `A passkey${named(name)} was removed from your Owo account on ${formatLagosDateTimeWat(when)}. It can no longer sign in.`,
      NOT_YOU(appUrl),
    ],
    after: 'If it was you, you need not do anything.',
  }) satisfies Mail;
}
