import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createDeps } from '#server/deps.ts';
import type { AppDeps } from '#server/http/context.ts';
import { signUpVerified } from '#test/auth-helpers.ts';
import { whenFileDone } from './file-cleanup.ts';

// Test support for airtime to cash: the app on a test database with a logger
// that keeps every line it writes (at the most verbose level), so a test can
// prove the carrier PIN never reaches the log.

export type Client = { cookie: string; userId: string; email: string };

export function airtimeCashApp(url: string, env: Record<string, string> = {}) {
  const logs: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    BOT_CHECK: 'off',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'trace',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'owo-test-files-')),
    ...env,
  });
  const log = pino({ level: 'trace' }, { write: (line: string) => void logs.push(line) });
  const deps: AppDeps = createDeps(config, url, log, 10);
  whenFileDone(() => deps.pool.end().catch(() => {}));
  const app = createApp(deps);

  const call = (who: Client | null, path: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: {
        ...(who ? { cookie: who.cookie } : {}),
        origin: config.publicUrl,
        'content-type': 'application/json',
        ...init.headers,
      },
    });
  const post = (who: Client | null, path: string, body: unknown) =>
    call(who, path, { method: 'POST', body: JSON.stringify(body) });

  const user = async (prefix = 'a2c'): Promise<Client> => {
    const email = `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.com`;
    return { ...(await signUpVerified(app, deps, email)), email };
  };
  const admin = async (): Promise<Client> => {
    const who = await user('a2c-admin');
    await deps.pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [who.userId]);
    return who;
  };

  return { app, deps, logs, call, post, user, admin };
}

/** Every row of every table (text of row_to_json), schema by schema: what the database holds. */
export async function dumpDatabase(deps: AppDeps): Promise<string[]> {
  const { rows: tables } = await deps.pool.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const out: string[] = [];
  for (const t of tables) {
    const { rows } = await deps.pool.query<{ j: string }>(
      `SELECT row_to_json(t)::text AS j FROM "${t.schema}"."${t.name}" t`,
    );
    for (const r of rows) out.push(`${t.schema}.${t.name}: ${r.j}`);
  }
  return out;
}

/**
 * Where a 4-digit PIN shows as itself: not inside a longer run of letters,
 * digits, dots or dashes (ids, hashes, tokens, timestamps), but alone, quoted,
 * as a JSON number, or in a USSD code (`*1234#`).
 */
export const pinPattern = (pin: string) => new RegExp(`(?<![0-9A-Za-z.-])${pin}(?![0-9A-Za-z.-])`);
