import type pg from 'pg';
import type { Config } from '#server/config.ts';
import type { Logger } from '#server/log.ts';
import type { MailOutbox } from '#server/providers/email/outbox.ts';

/** `outbox`: the customer is e-mailed the final outcome (the background jobs have one too). */
export type WithdrawalsDeps = { pool: pg.Pool; config: Config; log: Logger; outbox?: MailOutbox };
