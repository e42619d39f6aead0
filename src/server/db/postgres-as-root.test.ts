import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  canReach,
  isRoot,
  type PostgresUser,
  postgresUser,
  reachableBinaries,
  reachableDataDir,
  STAGED_BINARIES,
} from './postgres-as-root.ts';
import { postgresPath } from './postgres-binaries.ts';

// Who runs PostgreSQL: as root the postgres user, otherwise we ourselves.
const user: PostgresUser = isRoot()
  ? postgresUser()
  : { uid: process.getuid!(), gid: process.getgid!() };

/** A directory like a home or `mktemp -d`: only its owner may enter. */
const privateDir = () => mkdtempSync(join(tmpdir(), 'owo-private-'));

describe('PostgreSQL for a checkout in a private directory', () => {
  const home = privateDir();
  const version = `test-${process.pid}`;
  afterAll(() => {
    rmSync(home, { recursive: true, force: true });
    rmSync(join(STAGED_BINARIES, version), { recursive: true, force: true });
  });

  it('gets programs the user running PostgreSQL can run, and the directory stays private', () => {
    const root = join(home, 'node_modules', 'native');
    mkdirSync(join(root, 'bin'), { recursive: true });
    mkdirSync(join(root, 'share'), { recursive: true });
    copyFileSync('/bin/true', join(root, 'bin', 'postgres'));
    writeFileSync(join(root, 'share', 'postgres.bki'), 'data PostgreSQL reads\n', { mode: 0o600 });

    const bin = reachableBinaries({ root, version }, user);
    expect(canReach(user, postgresPath(bin))).toBe(true);
    expect(canReach(user, join(bin.root, 'share', 'postgres.bki'), '-r')).toBe(true);
    expect(statSync(home).mode & 0o777).toBe(0o700);
    // Staged once per version: a second start reuses the copy.
    expect(reachableBinaries({ root, version }, user)).toEqual(bin);
  });

  it('gets a data directory it owns, which DATA_DIR/pg leads to', async () => {
    const dataDir = join(home, 'checkout', '.data', 'pg');
    const pgData = await reachableDataDir(dataDir, user, async () => {});
    expect(statSync(pgData).uid).toBe(user.uid);
    expect(canReach(user, pgData, '-w')).toBe(true);
    writeFileSync(join(pgData, 'PG_VERSION'), '18\n');
    expect(statSync(join(dataDir, 'PG_VERSION')).isFile()).toBe(true);
    expect(await reachableDataDir(dataDir, user, async () => {})).toBe(pgData);
    rmSync(pgData, { recursive: true, force: true });
    expect(statSync(home).mode & 0o777).toBe(0o700);
  });

  it('starts afresh when DATA_DIR was removed and made again', async () => {
    const dataDir = join(home, 'again', '.data', 'pg');
    const first = await reachableDataDir(dataDir, user, async () => {});
    writeFileSync(join(first, 'PG_VERSION'), '18\n');
    rmSync(join(home, 'again', '.data'), { recursive: true, force: true });
    const stale: string[] = [];
    const second = await reachableDataDir(dataDir, user, async (dir) => {
      stale.push(dir);
    });
    expect(statSync(join(second, 'PG_VERSION'), { throwIfNoEntry: false })).toBeUndefined();
    expect(second).toBe(first);
    // As root the old relocated directory is handed over to be stopped before it is emptied.
    expect(stale).toEqual(isRoot() ? [first] : []);
    rmSync(second, { recursive: true, force: true });
  });
});
