import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import { migrationsFolder } from '#server/db/migrate.ts';

/** How long readiness waits for the database before it answers "not ready". */
const READY_TIMEOUT_MS = 2_000;

type Journal = { entries: { when: number }[] };

/** The migrations this build knows (drizzle's journal, read once): the times drizzle records them under. */
let known: Promise<string[]> | null = null;
const knownMigrations = () => {
  known ??= readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8').then((text) =>
    (JSON.parse(text) as Journal).entries.map((e) => String(e.when)),
  );
  return known;
};

export type Readiness = {
  ready: boolean;
  db: 'ok' | 'unreachable';
  /** Migrations of this build not applied to the database; null when it does not answer. */
  pendingMigrations: number | null;
};

/**
 * Ready to take traffic: the database answers (within 2 s) and every migration
 * this build knows is applied (drizzle records each under its journal time).
 */
export async function readiness(pool: pg.Pool): Promise<Readiness> {
  const expected = await knownMigrations();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error('timed out')), READY_TIMEOUT_MS);
  });
  try {
    const { rows } = await Promise.race([
      pool.query<{ applied: number }>(
        `SELECT count(DISTINCT created_at)::int AS applied FROM drizzle.__drizzle_migrations
          WHERE created_at = ANY($1::bigint[])`,
        [expected],
      ),
      timeout,
    ]);
    const pending = expected.length - (rows[0]?.applied ?? 0);
    return { ready: pending === 0, db: 'ok', pendingMigrations: pending };
  } catch (e) {
    // No migration table yet: the database answers, and nothing is applied.
    if ((e as { code?: string }).code === '42P01' || (e as { code?: string }).code === '3F000')
      return { ready: false, db: 'ok', pendingMigrations: expected.length };
    return { ready: false, db: 'unreachable', pendingMigrations: null };
  } finally {
    clearTimeout(timer);
  }
}
