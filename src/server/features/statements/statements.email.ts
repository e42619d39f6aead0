import { inTransaction } from '#server/db/transaction.ts';
import { activeDedicatedAccount } from '#server/features/bank-accounts/bank-accounts.service.ts';
import type { AppDeps } from '#server/http/context.ts';
import { escapeHtml } from '#server/providers/email/html.ts';
import type { Mail } from '#server/providers/email/mailer.ts';
import type { Recipient } from '#server/providers/email/notices.ts';
import { recipient } from '#server/providers/email/send-later.ts';
import type { Currency } from '#shared/constants.ts';
import { formatMoney } from '#shared/money.ts';
import { periodText, type Statement, statementFileName } from './statements.model.ts';
import { statementPdf } from './statements.pdf.ts';
import { readStatement } from './statements.service.ts';
import { markIssued, selectQueuedEmail } from './statements-records.queries.ts';

type Deps = Pick<AppDeps, 'pool' | 'config' | 'log' | 'outbox'>;

/** The mail that carries a statement, its PDF attached. */
export function statementMail(to: Recipient, s: Statement, pdf: Uint8Array): Mail {
  const subject = `Your Owo ${s.currency} statement, ${periodText(s)}`;
  const lines = [
    to.name?.trim() ? `Hello ${to.name.trim()},` : 'Hello,',
    `Your ${s.currency} wallet statement for ${periodText(s)} is attached as a PDF.`,
    `Opening balance: ${formatMoney(s.opening, s.currency)}. Closing balance: ${formatMoney(s.closing, s.currency)}. ${s.lines.length} transactions.`,
    `Statement reference: ${s.reference}. Owo support can confirm the statement by it.`,
    'If you did not ask for this statement, change your password and contact support.',
    '— Owo',
  ];
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #111; max-width: 560px; margin: 0 auto; padding: 24px;">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
</body></html>`;
  return {
    to: to.email,
    subject,
    text: lines.join('\n\n'),
    html,
    attachments: [
      { filename: statementFileName(s, 'pdf'), contentType: 'application/pdf', content: pdf },
    ],
  };
}

/**
 * The job of one e-mailed statement: read in one snapshot (as a download
 * is), recorded as issued with its figures, drawn, and its mail written to
 * the outbox, all in one transaction. A statement already issued is left
 * alone, so a job run twice mails once.
 */
export async function mailStatement(deps: Deps, statementId: string): Promise<boolean> {
  const sent = await inTransaction(
    deps.pool,
    async (tx) => {
      const row = await selectQueuedEmail(tx, statementId);
      if (!row) return false;
      const currency = row.currency as Currency;
      const period = { currency, from: row.from, to: row.to };
      const { figures, lines } = await readStatement(tx, row.user_id, period);
      const to = await recipient(tx, { id: row.user_id });
      const issued = await markIssued(tx, row.id, figures);
      if (!to || !issued?.issued_at) return false;
      const account = currency === 'NGN' ? await activeDedicatedAccount(deps, row.user_id) : null;
      const statement: Statement = {
        ...period,
        reference: row.reference,
        issuedAt: issued.issued_at,
        holder: { name: to.name ?? null, email: to.email, account },
        opening: figures.opening,
        closing: figures.closing,
        moneyIn: figures.moneyIn,
        moneyOut: figures.moneyOut,
        lines,
      };
      await deps.outbox.queue(statementMail(to, statement, await statementPdf(statement)), tx);
      return true;
    },
    { isolation: 'REPEATABLE READ' },
  );
  if (sent) deps.outbox.wake();
  return sent;
}
