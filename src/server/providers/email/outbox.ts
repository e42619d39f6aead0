import type { Config } from '#server/config.ts';
import type { Pool } from '#server/db/client.ts';
import type { Queryable } from '#server/db/query.ts';
import type { Logger } from '#server/log.ts';
import type { Mail, Mailer } from './mailer.ts';
import {
  claimDueMails,
  hasDueMail,
  insertMails,
  markMailAttemptFailed,
  markMailsSent,
  selectAttachments,
} from './outbox.queries.ts';

/**
 * Mail goes out through the `mail_outbox` table: written with what it
 * announces (in the same transaction where there is one), then handed to the
 * Mailer (SMTP or the development mailbox) by a worker, with retries, so an
 * SMTP outage delays mail and loses none.
 */
export type MailOutbox = {
  /**
   * Writes mails into the outbox through `db`: a transaction's client makes
   * them commit or roll back with the rest (call `wake` after the commit);
   * the pool writes them at once. Nothing at all with MAIL=off.
   */
  queue: (mails: Mail | Mail[], db?: Queryable) => Promise<void>;
  /** Asks for the mail just committed to be sent now (the sweep finds it anyway, later). */
  wake: () => void;
  /** `queue` on the pool, then `wake`: for mail decided outside any transaction. */
  send: (mail: Mail) => Promise<void>;
  /** Claims due mail and hands it over until none is due; answers how many mails it tried. */
  deliverDue: () => Promise<number>;
  hasDue: () => Promise<boolean>;
  /**
   * How `wake` reaches the job queue's worker (set while the jobs run);
   * without one, `wake` sends from this process in the background.
   */
  setWaker: (waker: (() => Promise<unknown>) | null) => void;
};

/**
 * Mails claimed at a time: sent side by side over SMTP (a connection each), or handed over in one
 * batch to a mailer that takes batches (the development mailbox: one insert).
 */
const CLAIM_BATCH = 10;
const CLAIM_BATCH_MANY = 100;
/** Longer than a send may take (the transport's timeouts): a claim lapses only when its worker died. */
const CLAIM_S = 300;
/** The shortest time between two wake-ups from one process (see paced). */
const WAKE_GAP_MS = 50;
/** The longest wait between two attempts at one mail. */
const MAX_RETRY_S = 3600;

export type OutboxDeps = {
  config: Pick<Config, 'mail' | 'MAIL_RETRY_S' | 'MAIL_MAX_ATTEMPTS' | 'MAIL_FROM'>;
  pool: Pool;
  mailer: Mailer;
  log: Logger;
};

/** Seconds before the next attempt, after `attempts` failed ones. */
export function retryDelayS(firstS: number, attempts: number): number {
  return Math.min(firstS * 2 ** Math.min(Math.max(attempts - 1, 0), 20), MAX_RETRY_S);
}

/** Deliveries and wake-ups under way in this process, for mailSettled (and a clean stop). */
const inFlight = new Set<Promise<unknown>>();
function track<T>(job: Promise<T>): Promise<T> {
  inFlight.add(job);
  void job.finally(() => inFlight.delete(job)).catch(() => {});
  return job;
}

/**
 * Runs `fn` now, or once more after the run under way: calls in between are
 * one call. Runs start at least `gapMs` apart, so under load one run takes
 * the mail of many requests (idle, a call runs at once).
 */
function paced(fn: () => Promise<unknown>, onError: (err: unknown) => void, gapMs: number) {
  let running = false;
  let again = false;
  let lastStart = 0;
  return () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void track(
      (async () => {
        do {
          const wait = lastStart + gapMs - Date.now();
          if (wait > 0) await new Promise((ok) => setTimeout(ok, wait));
          again = false;
          lastStart = Date.now();
          await fn().catch(onError);
        } while (again);
        running = false;
      })(),
    );
  };
}

/** Each mail's outcome: one batch where the mailer takes batches, else one send each, side by side. */
async function sendAll(mailer: Mailer, mails: Mail[]): Promise<PromiseSettledResult<void>[]> {
  if (!mailer.sendMany) return Promise.allSettled(mails.map((m) => mailer.send(m)));
  const [batch] = await Promise.allSettled([mailer.sendMany(mails)]);
  return mails.map(() => batch as PromiseSettledResult<void>);
}

/** `<outbox-ID@domain>`, the domain MAIL_FROM's: the same for every attempt of one row. */
export function outboxMessageId(id: string | number, mailFrom: string) {
  const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'owo.localhost';
  return `<outbox-${id}@${domain}>`;
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 1000);

export function createMailOutbox({ config, pool, mailer, log }: OutboxDeps): MailOutbox {
  let waker: (() => Promise<unknown>) | null = null;
  const claimBatch = mailer.sendMany ? CLAIM_BATCH_MANY : CLAIM_BATCH;

  async function deliverBatch(): Promise<number> {
    const rows = await claimDueMails(pool, claimBatch, CLAIM_S);
    if (rows.length === 0) return 0;
    const withFiles = rows.filter((r) => r.has_attachments).map((r) => r.id);
    const files = withFiles.length > 0 ? await selectAttachments(pool, withFiles) : null;
    const mails = rows.map((r) => ({
      to: r.recipient,
      subject: r.subject,
      text: r.text,
      html: r.html,
      messageId: outboxMessageId(r.id, config.MAIL_FROM),
      attachments: files?.get(String(r.id)),
    }));
    const results = await sendAll(mailer, mails);
    const sent = rows.filter((_, i) => results[i]?.status === 'fulfilled').map((r) => r.id);
    if (sent.length > 0) await markMailsSent(pool, sent);
    for (const [i, r] of rows.entries()) {
      const result = results[i];
      if (result?.status !== 'rejected') continue;
      const last = r.attempts >= config.MAIL_MAX_ATTEMPTS;
      const retryInS = last ? null : retryDelayS(config.MAIL_RETRY_S, r.attempts);
      await markMailAttemptFailed(pool, r.id, errorText(result.reason), retryInS);
      const facts = { mail: r.id, subject: r.subject, attempts: r.attempts, err: result.reason };
      if (last) log.error(facts, 'mail failed for good after its last attempt');
      else log.warn({ ...facts, retryInS }, 'sending mail failed; it will be tried again');
    }
    return rows.length;
  }

  const deliverDue = () =>
    track(
      (async () => {
        if (!config.mail) return 0;
        let tried = 0;
        for (;;) {
          const n = await deliverBatch();
          tried += n;
          if (n < claimBatch) return tried;
        }
      })(),
    );

  const onError = (err: unknown) => log.warn({ err }, 'sending queued mail failed; will retry');
  const deliverHere = paced(deliverDue, onError, WAKE_GAP_MS);
  const wakeWorker = paced(
    async () => {
      const w = waker;
      if (!w) return deliverDue();
      await w().catch((err: unknown) => {
        log.warn({ err }, 'waking the mail worker failed; sending from this process');
        return deliverDue();
      });
    },
    onError,
    WAKE_GAP_MS,
  );

  const queue: MailOutbox['queue'] = async (mails, db = pool) => {
    const list = Array.isArray(mails) ? mails : [mails];
    if (config.mail && list.length > 0) await insertMails(db, list);
  };
  const wake = () => {
    if (!config.mail) return;
    if (waker) wakeWorker();
    else deliverHere();
  };

  return {
    queue,
    wake,
    send: async (mail) => {
      await queue(mail);
      wake();
    },
    deliverDue,
    hasDue: () => (config.mail ? hasDueMail(pool) : Promise.resolve(false)),
    setWaker: (w) => {
      waker = w;
    },
  };
}

/**
 * Resolves once this process has no delivery or wake-up under way and, given
 * an outbox, once that outbox holds no pending mail that is due (it sends
 * what it finds itself, as a worker would). Mail waiting for a retry is not
 * due, and is not waited for.
 */
export async function mailSettled(outbox?: Pick<MailOutbox, 'deliverDue'>): Promise<void> {
  for (;;) {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    const tried = outbox ? await outbox.deliverDue() : 0;
    if (tried === 0 && inFlight.size === 0) return;
  }
}
