import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { freePort } from '#server/db/embedded.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';

// Readiness as the app's own role sees it (it owns nothing, as in production).

let app: ReturnType<typeof createApp>;
let ownerPool: import('pg').Pool;
let url: string;

beforeAll(async () => {
  const db = await createTestDatabase(4);
  url = db.url;
  ownerPool = db.pool;
  app = createApp(makeTestDeps(url, {}, 2));
});

const ready = async (target = app) => {
  const res = await target.request('/api/health/ready');
  return { status: res.status, body: await res.json() };
};

describe('GET /api/health/ready', () => {
  it('200 when the database answers and every migration is applied', async () => {
    expect(await ready()).toEqual({
      status: 200,
      body: { status: 'ready', db: 'ok', pending_migrations: 0, stopping: false },
    });
  });

  describe('with the newest migration not recorded as applied', () => {
    let removed: { id: number; hash: string; created_at: string } | undefined;
    beforeAll(async () => {
      const { rows } = await ownerPool.query(
        `DELETE FROM drizzle.__drizzle_migrations
          WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING *`,
      );
      removed = rows[0];
    });
    afterAll(async () => {
      if (removed)
        await ownerPool.query(
          'INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)',
          [removed.id, removed.hash, removed.created_at],
        );
    });

    it('503, naming how many are pending; liveness still 200', async () => {
      expect(removed).toBeDefined();
      expect(await ready()).toEqual({
        status: 503,
        body: { status: 'not_ready', db: 'ok', pending_migrations: 1, stopping: false },
      });
      expect((await app.request('/api/health')).status).toBe(200);
    });
  });

  it('503 when the database does not answer', async () => {
    const nowhere = `postgres://owo@127.0.0.1:${await freePort()}/owo`;
    const down = createApp(makeTestDeps(nowhere, {}, 1));
    expect(await ready(down)).toEqual({
      status: 503,
      body: { status: 'not_ready', db: 'unreachable', pending_migrations: null, stopping: false },
    });
  });

  it('503 once the process begins to stop, so a balancer drains it; liveness still 200', async () => {
    const deps = makeTestDeps(url, {}, 1);
    const stopping = createApp({ ...deps, lifecycle: { stopping: false } });
    expect((await ready(stopping)).status).toBe(200);
    const lifecycle = { stopping: true };
    const draining = createApp({ ...deps, lifecycle });
    expect(await ready(draining)).toEqual({
      status: 503,
      body: { status: 'not_ready', db: 'ok', pending_migrations: 0, stopping: true },
    });
    expect((await draining.request('/api/health')).status).toBe(200);
  });
});
