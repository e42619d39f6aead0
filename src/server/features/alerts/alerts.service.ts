import type { Config } from '#server/config.ts';
import type { Pool } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Mail } from '#server/providers/email/mailer.ts';
import { incomingTransferEmail } from '#server/providers/email/notices.ts';
import type { MailOutbox } from '#server/providers/email/outbox.ts';
import type { Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import { walletAlertEmail } from './alerts.email.ts';
import {
  type AlertCursor,
  type AlertEntry,
  insertAlertMails,
  lastEntryId,
  lockCursor,
  saveCursor,
  scanEntries,
} from './alerts.queries.ts';

// Debit and credit alerts by e-mail, one per ledger entry on a customer's
// wallet, written by a background job so that a posting does no extra work.
//
// What is announced is what the wallet's balance does: every entry on a
// wallet is final (entries are append-only) and carries the balance after
// it. A hold (bill, withdrawal, RMB...) takes the money out of the wallet at
// once, so it is a debit alert then (saying it is being processed); if it is
// given back, the refund is an entry of its own and a credit alert, as a
// bank's reversal is. Settling a hold moves money between system accounts
// only: no wallet entry, no alert.
//
// The same run writes the recipient's own mail for money another customer
// sent ("You received ..., from <name>", with the note), whether or not they
// take alerts: it exists exactly when the transfer committed, and the request
// that moved the money does no mail work at all.
//
// Exactly once: each mail is an outbox row with the unique key
// `alert:<entry id>` (or `received:<entry id>`), written in the same
// transaction as the cursor moves, so two runs at once or a crash half-way
// never send twice. Never skipped: entry ids are handed out in one order and
// committed in another, so a plain "last id seen" would step over an entry
// whose transaction commits late. The
// cursor keeps a floor (everything up to it is done) and a candidate: the id
// the last run read everything up to, with that run's snapshot. Every id up
// to the candidate was taken before the snapshot (the sequence is read
// first), so an entry below it that the run could not see belongs to a
// transaction running in that snapshot (each posting writes, and so has a
// transaction id, before it takes entry ids). Once all of those have ended,
// the candidate becomes the floor. Meanwhile every run reads again from the
// floor, but below the candidate only the entries of those transactions (the
// entry's `xact`, its top-level transaction even from a savepoint, not visible
// in the candidate's snapshot): the rest was read by the run that chose the
// candidate. The unique key drops what is written already.

export type AlertDeps = {
  pool: Pool;
  config: Pick<Config, 'mail' | 'publicUrl'>;
  outbox?: Pick<MailOutbox, 'wake'>;
};

/**
 * Entry ids read per transaction (past the candidate, or the floor without
 * one); a run takes batches until it has caught up. A window of ids rather
 * than a LIMIT: the scan joins every entry of its range before it sorts, so
 * a LIMIT over all that is waiting cost each batch the whole backlog.
 */
export const ALERT_BATCH = 500;

/** The cursor after a run that read everything visible up to `scannedTo` in `snapshot`. */
export function nextCursor(
  c: AlertCursor,
  scan: { scannedTo: number; snapshot: string; candidateReady: boolean | null },
): AlertCursor {
  let next = { ...c };
  if (next.candidate_id !== null && scan.candidateReady && next.candidate_id <= scan.scannedTo) {
    next = {
      floor_id: Math.max(next.floor_id, next.candidate_id),
      candidate_id: null,
      candidate_snapshot: null,
    };
  }
  // A candidate not ready yet moves on too once the scan has passed it: everything below it
  // that its snapshot could not see was read again in this snapshot, so what is still missing
  // is what this one cannot see. The next batch then starts after it instead of reading again
  // every entry since the floor.
  const passed = next.candidate_id === null || next.candidate_id <= scan.scannedTo;
  if (passed && scan.scannedTo > next.floor_id) {
    next = { ...next, candidate_id: scan.scannedTo, candidate_snapshot: scan.snapshot };
  }
  return next;
}

/** An entry's mails: its alert when the customer takes them, "You received" for a transfer in. */
function entryMails(appUrl: string, e: AlertEntry): (Mail & { key: string })[] {
  const mails: (Mail & { key: string })[] = [];
  if (e.alerts) mails.push(alertMail(appUrl, e));
  if (e.received) {
    const mail = incomingTransferEmail({ email: e.email, name: e.name }, appUrl, {
      amount: safeMinor(e.amount),
      currency: e.currency as Currency,
      senderName: e.sender_name ?? 'An Owo customer',
      reference: e.reference,
      description: e.note?.trim() || null,
      when: e.created_at,
    });
    mails.push({ ...mail, key: `received:${e.entry_id}` });
  }
  return mails;
}

function alertMail(appUrl: string, e: AlertEntry) {
  const signed = safeMinor(e.amount);
  const mail = walletAlertEmail({ email: e.email, name: e.name }, appUrl, {
    direction: signed < 0 ? 'debit' : 'credit',
    amount: Math.abs(signed),
    currency: e.currency as Currency,
    balanceAfter: safeMinor(e.balance_after),
    description: e.description,
    category: e.category,
    reference: e.reference,
    status: e.status,
    when: e.created_at,
  });
  return { ...mail, key: `alert:${e.entry_id}` };
}

/** One batch in one transaction: the alerts written, and whether more may be waiting. */
export async function runAlertBatch(
  deps: AlertDeps,
  limit = ALERT_BATCH,
): Promise<{ written: number; more: boolean }> {
  return inTransaction(deps.pool, async (client) => {
    const cursor = await lockCursor(client);
    if (!cursor) return { written: 0, more: false }; // another run has it (lockCursor)
    const last = Math.max(await lastEntryId(client), cursor.floor_id);
    // With MAIL=off no entry is read and nothing written, but the cursor moves
    // on all the same: turning mail on later does not mail old movements.
    const read = deps.config.mail;
    const from = cursor.candidate_id ?? cursor.floor_id;
    const upTo = read ? Math.min(last, from + limit) : last;
    const scan = await scanEntries(client, {
      floor: cursor.floor_id,
      upTo,
      read,
      candidate: cursor.candidate_snapshot,
      candidateId: cursor.candidate_id,
    });
    const mails = scan.entries.flatMap((e) => entryMails(deps.config.publicUrl, e));
    const written = await insertAlertMails(client, mails);
    const next = nextCursor(cursor, { ...scan, scannedTo: upTo });
    if (JSON.stringify(next) !== JSON.stringify(cursor)) await saveCursor(client, next);
    return { written, more: upTo < last };
  });
}

/** Batches until caught up, then wakes the outbox; answers how many alerts were written. */
export async function runAlerts(deps: AlertDeps, limit = ALERT_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const { written, more } = await runAlertBatch(deps, limit);
    total += written;
    if (!more) break;
  }
  if (total > 0) deps.outbox?.wake();
  return total;
}
