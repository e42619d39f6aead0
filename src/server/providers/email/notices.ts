import type { Currency } from '#shared/constants.ts';
import { formatCalendarDate, formatLagosDateTimeWat } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import { escapeHtml } from './html.ts';
import type { Mail } from './mailer.ts';

// E-mails that tell a customer what happened to their money or account.
// Facts only: amounts, names and times (Lagos), never a token, PIN or link
// that does something by itself; the button opens the app's own page.

export type Recipient = { email: string; name?: string | null };

const greeting = (to: Recipient) => (to.name?.trim() ? `Hello ${to.name.trim()},` : 'Hello,');

export type Notice = {
  subject: string;
  lines: string[];
  /** Labelled facts after the lines ("Amount", "₦1,500.00"): a table in HTML, "Label: value" in text. */
  facts?: [label: string, value: string][];
  /** A page of the app (absolute URL) and the button's label. */
  link?: { url: string; label: string };
  after?: string;
};

export function compose(to: Recipient, n: Notice): Mail {
  const facts = n.facts ?? [];
  const text = [
    greeting(to),
    '',
    ...n.lines.flatMap((l) => [l, '']),
    ...(facts.length > 0 ? [...facts.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(n.link ? [`${n.link.label}: ${n.link.url}`, ''] : []),
    ...(n.after ? [n.after, ''] : []),
    '— Owo',
  ].join('\n');
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const button = n.link
    ? `<p><a href="${escapeHtml(n.link.url)}" style="display: inline-block; background: #16a34a; color: #fff; padding: 10px 18px; border-radius: 6px; text-decoration: none;">${escapeHtml(n.link.label)}</a></p>\n`
    : '';
  const cell = 'padding: 4px 12px 4px 0; vertical-align: top;';
  const table =
    facts.length > 0
      ? `<table style="border-collapse: collapse; margin: 0 0 16px;">\n${facts
          .map(
            ([k, v]) =>
              `<tr><th scope="row" style="${cell} text-align: left; font-weight: normal; color: #555;">${escapeHtml(k)}</th><td style="${cell} font-weight: 600;">${escapeHtml(v)}</td></tr>`,
          )
          .join('\n')}\n</table>\n`
      : '';
  const after = n.after
    ? `<p style="font-size: 14px; color: #555;">${escapeHtml(n.after)}</p>\n`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(n.subject)}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #111; max-width: 560px; margin: 0 auto; padding: 24px;">
${p(greeting(to))}
${n.lines.map(p).join('\n')}
${table}${button}${after}<p>— Owo</p>
</body></html>`;
  return { to: to.email, subject: n.subject, text, html };
}

const naira = (kobo: number) => formatMoney(kobo, 'NGN');
const at = (when: Date) => formatLagosDateTimeWat(when);
const SUPPORT = 'If you have questions, reply to this email or visit Help in the app.';

export type LoanDecisionFacts =
  | {
      decision: 'approved';
      loanId: string;
      amount: number;
      months: number;
      monthlyRatePercent: number;
      monthlyPayment: number;
      total: number;
    }
  | { decision: 'rejected'; loanId: string; reason: string | null };

export function loanDecisionEmail(to: Recipient, appUrl: string, f: LoanDecisionFacts): Mail {
  const link = { url: `${appUrl}/loans`, label: 'View your loan' };
  if (f.decision === 'approved')
    return compose(to, {
      subject: 'Your Owo loan was approved',
      lines: [
        `Good news: your loan application ${f.loanId} was approved for ${naira(f.amount)}.`,
        `Terms: ${f.monthlyRatePercent}% a month, ${f.months} monthly payment${f.months > 1 ? 's' : ''} of up to ${naira(f.monthlyPayment)}, ${naira(f.total)} in all.`,
        'The money will be paid into your NGN wallet within 1 business day.',
      ],
      link,
      after: SUPPORT,
    });
  return compose(to, {
    subject: 'Your Owo loan application was not approved',
    lines: [
      `We are sorry: your loan application ${f.loanId} could not be approved.`,
      ...(f.reason ? [`Reason: ${f.reason}`] : []),
    ],
    link,
    after: SUPPORT,
  });
}

export type LoanDefaultFacts = {
  loanId: string;
  instalment: number;
  dueDate: string;
  daysOverdue: number;
  outstanding: number;
};

/** A loan marked defaulted: what is overdue and owed, and that repaying still works. */
export function loanDefaultedEmail(to: Recipient, appUrl: string, f: LoanDefaultFacts): Mail {
  return compose(to, {
    subject: `Your Owo loan ${f.loanId} is in default`,
    lines: [
      `Instalment ${f.instalment} of your loan ${f.loanId}, due on ${formatCalendarDate(f.dueDate)}, is ${f.daysOverdue} days overdue, so the loan is now in default.`,
      `${naira(f.outstanding)} is outstanding. You can still repay from your NGN wallet on the Loans page.`,
    ],
    link: { url: `${appUrl}/loans`, label: 'Repay your loan' },
    after: SUPPORT,
  });
}

export function kycDecisionEmail(
  to: Recipient,
  appUrl: string,
  decision: 'verified' | 'rejected',
  reason: string | null,
): Mail {
  const link = { url: `${appUrl}/profile`, label: 'Open your profile' };
  if (decision === 'verified')
    return compose(to, {
      subject: 'Your identity is verified on Owo',
      lines: ['Your KYC documents were approved. Your account is fully verified.'],
      link,
    });
  return compose(to, {
    subject: 'Your Owo identity verification was rejected',
    lines: [
      'Your KYC documents could not be approved.',
      ...(reason ? [`Reason: ${reason}`] : []),
      'Please upload a new document from your profile.',
    ],
    link,
    after: SUPPORT,
  });
}

export type WithdrawalFacts = {
  outcome: 'paid' | 'refunded' | 'rejected';
  reference: string;
  amount: number;
  bankName: string;
  accountNumber: string;
  reason: string | null;
  when: Date;
};

export function withdrawalEmail(to: Recipient, appUrl: string, f: WithdrawalFacts): Mail {
  const link = { url: `${appUrl}/transactions`, label: 'View your transactions' };
  const bank = `${f.bankName} ${f.accountNumber}`;
  if (f.outcome === 'paid')
    return compose(to, {
      subject: 'Your Owo withdrawal was paid',
      lines: [
        `${naira(f.amount)} was sent to ${bank} on ${at(f.when)}.`,
        `Reference: ${f.reference}`,
      ],
      link,
      after: SUPPORT,
    });
  return compose(to, {
    subject:
      f.outcome === 'rejected'
        ? 'Your Owo withdrawal was declined'
        : 'Your Owo withdrawal failed and was refunded',
    lines: [
      f.outcome === 'rejected'
        ? `Your withdrawal of ${naira(f.amount)} to ${bank} was declined on ${at(f.when)}.`
        : `Your withdrawal of ${naira(f.amount)} to ${bank} could not be paid (${at(f.when)}).`,
      ...(f.reason ? [`Reason: ${f.reason}`] : []),
      'The amount and the fee are back in your NGN wallet.',
      `Reference: ${f.reference}`,
    ],
    link,
    after: SUPPORT,
  });
}

export type IncomingTransferFacts = {
  amount: number;
  currency: Currency;
  senderName: string;
  reference: string;
  description: string | null;
  when: Date;
};

export function incomingTransferEmail(
  to: Recipient,
  appUrl: string,
  f: IncomingTransferFacts,
): Mail {
  return compose(to, {
    subject: `You received ${formatMoney(f.amount, f.currency)} on Owo`,
    lines: [
      `${f.senderName} sent you ${formatMoney(f.amount, f.currency)} on ${at(f.when)}. It is in your ${f.currency} wallet.`,
      ...(f.description ? [`Note: ${f.description}`] : []),
      `Reference: ${f.reference}`,
    ],
    link: { url: `${appUrl}/transactions`, label: 'View your transactions' },
  });
}

const NOT_YOU = (appUrl: string) =>
  `If this wasn't you, reset your password now (use "Forgot password?" at ${appUrl}/auth) and contact support.`;

/** A security notice: the change itself, when, and what to do if it was not the owner. */
export function passwordChangedEmail(to: Recipient, appUrl: string, when: Date): Mail {
  return compose(to, {
    subject: 'Your Owo password was changed',
    lines: [`The password of your Owo account was changed on ${at(when)}.`, NOT_YOU(appUrl)],
    after: 'If it was you, you need not do anything.',
  });
}

export function pinChangedEmail(to: Recipient, appUrl: string, when: Date, first: boolean): Mail {
  return compose(to, {
    subject: first ? 'Your Owo transaction PIN was set' : 'Your Owo transaction PIN was changed',
    lines: [
      `The transaction PIN of your Owo account was ${first ? 'set' : 'changed'} on ${at(when)}.`,
      NOT_YOU(appUrl),
    ],
    after: 'If it was you, you need not do anything.',
  });
}
