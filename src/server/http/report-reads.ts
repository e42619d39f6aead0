import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type pg from 'pg';
import { isRecoveryConflict, isReplicaDown } from '#server/db/replica.ts';
import { formatReadSource, READ_SOURCE_HEADER, type ReadSource } from '#shared/read-source.ts';
import type { AppEnv } from './context.ts';

/** Set after an administrator's change: their next reports come from the primary. */
export const RECENT_WRITE_COOKIE = 'owo_read_primary';
/** Seconds between two looks at the replica's lag (see replica.ts), added to the cookie's life. */
const LOOK_SLACK_S = 3;

/** Where this request's report should be read, and the pool that reads it. */
async function choose(c: Context<AppEnv>): Promise<{ from: ReadSource; pool: pg.Pool }> {
  const { pool, replica } = c.var.deps;
  if (!replica) return { from: { source: 'primary' }, pool };
  if (getCookie(c, RECENT_WRITE_COOKIE))
    return { from: { source: 'primary', reason: 'recent-write' }, pool };
  const state = await replica.state();
  if (state.usable) return { from: { source: 'replica' }, pool: replica.pool };
  const from: ReadSource =
    state.reason === 'replica-behind'
      ? { source: 'primary', reason: state.reason, lagSeconds: state.lagSeconds }
      : { source: 'primary', reason: state.reason };
  return { from, pool };
}

/**
 * Runs one back-office report (a list, a stat, an export: reads only) on the
 * read replica when there is one, it answers and it is at most
 * DATABASE_REPLICA_MAX_LAG_S behind; otherwise on the primary. The answer says
 * which in the X-Owo-Read-Source header (#shared/read-source.ts). A replica that
 * fails mid-read (it stopped, or cancelled the read to replay a change) is
 * read again on the primary. Never for money paths, writes, customers' own
 * reads or reads inside a transaction: those take `c.var.deps.pool`.
 */
export async function readReport<T>(
  c: Context<AppEnv>,
  report: (pool: pg.Pool) => Promise<T>,
): Promise<T> {
  let { from, pool } = await choose(c);
  if (from.source === 'replica') {
    try {
      const out = await report(pool);
      c.header(READ_SOURCE_HEADER, formatReadSource(from));
      return out;
    } catch (e) {
      const down = isReplicaDown(e);
      if (!down && !isRecoveryConflict(e)) throw e;
      if (down) c.var.deps.replica?.markUnavailable();
      from = { source: 'primary', reason: 'replica-unavailable' };
      pool = c.var.deps.pool;
    }
  }
  c.header(READ_SOURCE_HEADER, formatReadSource(from));
  return report(pool);
}

/**
 * After an administrator's successful change (any non-GET under /api/admin),
 * their reports read the primary for as long as the replica may lag behind it,
 * so the list they return to shows what they just did. A cookie, so it holds
 * on every app process; it only ever moves reads to the primary.
 */
export const readOwnWrites = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const { replica, config } = c.var.deps;
  if (!replica || c.req.method === 'GET' || c.req.method === 'HEAD') return;
  if (c.res.status < 200 || c.res.status >= 300) return;
  // Appended to the finished response: c.header() after next() is lost under @hono/node-server.
  c.res.headers.append(
    'Set-Cookie',
    generateCookie(RECENT_WRITE_COOKIE, '1', {
      path: '/api/admin',
      maxAge: replica.maxLagSeconds + LOOK_SLACK_S,
      httpOnly: true,
      sameSite: 'Lax',
      secure: config.production,
    }),
  );
});
