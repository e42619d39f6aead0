import { escapeHtml } from './html.ts';
import type { Mail } from './mailer.ts';

type Recipient = { email: string; name?: string | null };

const greeting = (to: Recipient) => (to.name?.trim() ? `Hello ${to.name.trim()},` : 'Hello,');

/** Plain text with the link on its own line (mail clients linkify it), and the same in simple HTML. */
function compose(
  to: Recipient,
  subject: string,
  lead: string,
  action: string,
  url: string,
  after: string,
): Mail {
  const text = [greeting(to), '', lead, '', url, '', after, '', '— Owo'].join('\n');
  const u = escapeHtml(url);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #111; max-width: 560px; margin: 0 auto; padding: 24px;">
<p>${escapeHtml(greeting(to))}</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${u}" style="display: inline-block; background: #16a34a; color: #fff; padding: 10px 18px; border-radius: 6px; text-decoration: none;">${escapeHtml(action)}</a></p>
<p style="font-size: 14px;">Or open this link:<br><a href="${u}">${u}</a></p>
<p style="font-size: 14px; color: #555;">${escapeHtml(after)}</p>
<p>— Owo</p>
</body></html>`;
  return { to: to.email, subject, text, html };
}

export function verificationEmail(to: Recipient, url: string): Mail {
  return compose(
    to,
    'Confirm your email address for Owo',
    'Thanks for signing up for Owo. Please confirm your email address to finish setting up your account:',
    'Confirm email address',
    url,
    'If you did not create an Owo account, you can ignore this email.',
  );
}

export function resetPasswordEmail(to: Recipient, url: string): Mail {
  return compose(
    to,
    'Reset your Owo password',
    'We received a request to reset the password of your Owo account. Open this link to choose a new password (it expires in one hour):',
    'Reset password',
    url,
    'If you did not ask to reset your password, you can ignore this email; your password stays the same.',
  );
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function existingAccountEmail(to: Recipient, url: string): Mail {
  return compose(
    to,
    'You already have an Owo account',
    'Someone (hopefully you) tried to sign up for Owo with this email address, which already has an account. Sign in here, or use "Forgot password?" if you need a new password:',
    'Sign in to Owo',
    url,
    'If this was not you, you can ignore this email; nothing has changed.',
  );
}
