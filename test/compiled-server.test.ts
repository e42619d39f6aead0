import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '#server/db/embedded.ts';
import { buildServer, serverBuildIsCurrent } from '../scripts/server-build.mjs';
import { withDatabase } from './global-setup.ts';
import { spawnServer } from './support/server-process.ts';

// The compiled server (`npm run build`, then `npm start` in production) as plain
// Node runs it: built here into a folder of its own inside the project (its
// bundles import packages from node_modules), started on an EMPTY database, so
// that the migrations and SQL functions it applies are the copies beside it.

const serverDir = `dist/server-test-${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'owo-compiled-'));
const adminUrl = inject('adminDbUrl');
const dbName = `${inject('dbPrefix')}compiled_${randomBytes(4).toString('hex')}`;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(sql).finally(() => c.end());
}

beforeAll(async () => {
  await buildServer(serverDir);
  await admin(`CREATE DATABASE ${dbName}`);
}, 120_000);
afterAll(async () => {
  rmSync(serverDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

describe('the compiled server', () => {
  it('is stamped with its sources, and carries the migrations and SQL functions it reads', () => {
    expect(serverBuildIsCurrent(serverDir)).toBe(true);
    for (const file of ['main.js', 'main.js.map', 'cli.js', 'migrations/meta/_journal.json'])
      expect(existsSync(join(serverDir, file)), file).toBe(true);
    expect(existsSync(join(serverDir, 'functions', 'owo_post.sql'))).toBe(true);
    expect(existsSync(join(serverDir, 'migrations', '0000_baseline.sql'))).toBe(true);
  });

  it('starts with plain Node on an empty database, migrates it, and answers health and readiness', async () => {
    const port = await freePort();
    const { child } = await spawnServer(
      {
        DATABASE_URL: withDatabase(adminUrl, dbName),
        DATA_DIR: dataDir,
        PORT: String(port),
        BOT_CHECK: 'off',
      },
      ['--enable-source-maps', join(serverDir, 'main.js')],
    );
    const exited = new Promise((ok) => child.once('exit', ok));
    try {
      const base = `http://127.0.0.1:${port}`;
      expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok', db: 'ok' });
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect((await ready.json()).pending_migrations).toBe(0);
      expect((await fetch(`${base}/metrics`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 90_000);

  it('its CLI runs too', () => {
    const r = spawnSync(process.execPath, [join(serverDir, 'cli.js'), 'help'], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('make-admin EMAIL');
  });
});

describe('npm start in production', () => {
  it('refuses to start without a compiled server, and says what to run', () => {
    const r = spawnSync(process.execPath, ['scripts/start.mjs'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', SERVER_DIR: `${serverDir}-missing` },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`the server is not compiled in ${serverDir}-missing`);
    expect(r.stderr).toContain('npm run build');
  });
});
