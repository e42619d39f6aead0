import type { Mail } from '#server/providers/email/mailer.ts';
import { compose, type Recipient } from '#server/providers/email/notices.ts';
import type { Currency } from '#shared/constants.ts';
import { titleLabel } from '#shared/labels.ts';
import { formatLagosDateTimeWat } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';

/** One movement of a customer's wallet: one ledger entry, as its alert tells it. */
export type AlertFacts = {
  direction: 'debit' | 'credit';
  /** Minor units, positive. */
  amount: number;
  currency: Currency;
  /** The wallet's balance right after this movement (the entry's balance_after). */
  balanceAfter: number;
  description: string | null;
  category: string;
  reference: string;
  /** Its transaction's status when the alert is written: `pending` for a hold. */
  status: string;
  when: Date;
};

/**
 * "Debit Alert: ₦1,500.00" / "Credit Alert: ...", as Nigerian banks send
 * them: the amount, the balance after, what it was, its reference, the time in
 * Lagos and the wallet. Facts only, no link that acts by itself.
 */
export function walletAlertEmail(to: Recipient, appUrl: string, f: AlertFacts): Mail {
  const debit = f.direction === 'debit';
  const money = (minor: number) => formatMoney(minor, f.currency);
  const label = debit ? 'Debit Alert' : 'Credit Alert';
  const held = debit && f.status === 'pending';
  return compose(to, {
    subject: `${label}: ${money(f.amount)}`,
    lines: [
      debit
        ? `${money(f.amount)} was taken from your ${f.currency} wallet.`
        : `${money(f.amount)} was added to your ${f.currency} wallet.`,
      ...(held
        ? [
            'It is being processed. If it does not go through, the money comes back to your wallet and we send you a credit alert.',
          ]
        : []),
    ],
    facts: [
      ['Type', `${debit ? 'Debit' : 'Credit'} (${titleLabel(f.category)})`],
      ['Amount', money(f.amount)],
      ['Balance after', money(f.balanceAfter)],
      ['Description', f.description?.trim() || titleLabel(f.category)],
      ['Reference', f.reference],
      ['Date', formatLagosDateTimeWat(f.when)],
      ['Wallet', `${f.currency} wallet`],
    ],
    link: { url: `${appUrl}/transactions`, label: 'View your transactions' },
    after:
      "If you don't recognise this transaction, contact support at once. You can turn these alerts off in Settings, under Preferences.",
  });
}
