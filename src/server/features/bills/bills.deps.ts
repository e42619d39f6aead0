import type pg from 'pg';
import type { Config } from '#server/config.ts';
import type { Logger } from '#server/log.ts';

/** What the bills feature's services and jobs are handed at start-up. */
export type BillsDeps = { pool: pg.Pool; config: Config; log: Logger };
