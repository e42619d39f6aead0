import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#server/app.ts';
import type { Pool } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';
import { makeTestDeps, signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { announceSetupCode, forgetSetupCode, setupCodeMatches } from './setup-code.ts';

// At start, on a connection of its own: a code only while no administrator exists.
let url: string;
let pool: Pool;
let userId: string;

beforeAll(async () => {
  const db = await createTestDatabase(2);
  url = db.url;
  pool = db.pool;
  const deps = makeTestDeps(db.url, {}, 10);
  ({ userId } = await signUpVerified(createApp(deps), deps, `sc-${randomUUID()}@example.com`));
});

afterEach(() => {
  forgetSetupCode();
  vi.restoreAllMocks();
});

const logger = () => ({ info: vi.fn(), warn: vi.fn() });

describe('announceSetupCode', () => {
  it('in production without an administrator, prints a code that then matches', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    const log = logger();
    await announceSetupCode(url, true, log as unknown as Logger);
    const code = /Admin setup code \(one-time\): (\S+)/.exec(
      String(printed.mock.calls[0]?.[0]),
    )?.[1];
    expect(code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(setupCodeMatches(code as string)).toBe(true);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('elsewhere only says how to make the first administrator', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    const log = logger();
    await announceSetupCode(url, false, log as unknown as Logger);
    expect(printed).not.toHaveBeenCalled();
    expect(String(log.info.mock.calls[0]?.[0])).toContain('No administrator yet');
  });

  it('says nothing and issues no code once an administrator exists', async () => {
    await pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [userId]);
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    const log = logger();
    await announceSetupCode(url, true, log as unknown as Logger);
    expect(printed).not.toHaveBeenCalled();
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });
});
