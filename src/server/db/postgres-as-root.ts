import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { EmbeddedPostgresError } from './embedded-error.ts';
import { type PostgresBinaries, postgresPath } from './postgres-binaries.ts';

/**
 * PostgreSQL refuses to run as root, so root runs it as the `postgres` user.
 * That user must reach the programs and the data directory, which a checkout
 * in a private directory (a home of mode 700, `mktemp -d`) hides from it. We
 * never loosen the owner's permissions; instead root keeps what PostgreSQL
 * needs in system places: the programs copied once per package version, and
 * the data directory, which `DATA_DIR/pg` then points at (a symbolic link).
 */
export const STAGED_BINARIES = '/var/cache/owo/postgres';
export const RELOCATED_DATA = '/var/lib/owo/postgres';

export type PostgresUser = { uid: number; gid: number };

export const isRoot = () => process.getuid?.() === 0;

function lookupUser(): PostgresUser | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { stdio: 'pipe' }));
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** The `postgres` system user, created when the machine has none. */
export function postgresUser(): PostgresUser {
  const found = lookupUser();
  if (found) return found;
  try {
    execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'pipe' });
    execFileSync(
      'useradd',
      ['--system', '-g', 'postgres', '--no-create-home', '-s', '/usr/sbin/nologin', 'postgres'],
      { stdio: 'pipe' },
    );
  } catch (err) {
    throw new EmbeddedPostgresError(
      `PostgreSQL does not run as root, and creating a "postgres" user to run it failed (${String(err)})`,
    );
  }
  return lookupUser()!;
}

/** Asks the system, as `user`, whether `path` passes `test <flag>`: every parent directory counts. */
export function canReach(user: PostgresUser, path: string, flag = '-x') {
  return spawnSync('test', [flag, path], { ...user, stdio: 'ignore' }).status === 0;
}

/** `path` and its parent (`/var/…/owo`), enterable by anyone and changeable only by root, up to `/`. */
function systemDir(path: string) {
  mkdirSync(path, { recursive: true });
  for (const p of [dirname(path), path]) chmodSync(p, 0o755);
  for (let p = path; p !== '/'; p = dirname(p)) {
    const s = statSync(p);
    if (s.uid !== 0 || s.mode & 0o022)
      throw new EmbeddedPostgresError(`${p} must be owned by root and writable only by it`);
  }
}

/** Readable by all, and enterable or runnable by all where the owner may. */
function openToAll(path: string) {
  const s = lstatSync(path);
  if (s.isSymbolicLink()) return;
  chmodSync(path, (s.mode & 0o7777) | 0o444 | (s.mode & 0o100 ? 0o111 : 0));
  if (s.isDirectory()) for (const e of readdirSync(path)) openToAll(join(path, e));
}

/** The programs where `user` can run them: in place when it can, else a root-owned copy per version. */
export function reachableBinaries(bin: PostgresBinaries, user: PostgresUser): PostgresBinaries {
  if (canReach(user, postgresPath(bin))) return bin;
  systemDir(STAGED_BINARIES);
  const staged = { root: join(STAGED_BINARIES, bin.version), version: bin.version };
  if (!existsSync(postgresPath(staged))) {
    const partial = mkdtempSync(`${staged.root}.partial-`);
    cpSync(bin.root, partial, { recursive: true, verbatimSymlinks: true });
    openToAll(partial);
    // Another start may have finished the same copy meanwhile; either one will do.
    try {
      renameSync(partial, staged.root);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  if (!canReach(user, postgresPath(staged)))
    throw new EmbeddedPostgresError(`the postgres user cannot run ${postgresPath(staged)}`);
  return staged;
}

/** The system directory that holds the data of `dataDir`, named after its real path. */
function relocatedPath(dataDir: string) {
  const real = join(realpathSync(dirname(dataDir)), basename(dataDir));
  const key = createHash('sha256').update(real).digest('hex').slice(0, 16);
  return join(RELOCATED_DATA, key);
}

/**
 * The directory PostgreSQL runs on for `dataDir`, owned by `user`: `dataDir`
 * itself when `user` can reach it, otherwise a relocated one that `dataDir`
 * links to. `fresh` is called on a relocated directory left from an earlier
 * `DATA_DIR` at the same path, before it is emptied: a new `DATA_DIR` means a
 * new database.
 */
export async function reachableDataDir(
  dataDir: string,
  user: PostgresUser,
  fresh: (stale: string) => Promise<void>,
): Promise<string> {
  if (lstatSync(dataDir, { throwIfNoEntry: false })?.isSymbolicLink()) {
    const target = resolve(dirname(dataDir), readlinkSync(dataDir));
    mkdirSync(target, { recursive: true });
    chownSync(target, user.uid, user.gid);
    return target;
  }
  mkdirSync(dirname(dataDir), { recursive: true });
  if (canReach(user, dirname(dataDir))) {
    mkdirSync(dataDir, { recursive: true });
    chownSync(dataDir, user.uid, user.gid);
    return dataDir;
  }
  const inTheWay = statSync(dataDir, { throwIfNoEntry: false });
  if (inTheWay && (!inTheWay.isDirectory() || readdirSync(dataDir).length > 0))
    throw new EmbeddedPostgresError(
      `PostgreSQL runs as the postgres user, which cannot reach ${dataDir}; move it away, or remove it to start afresh`,
    );
  // An empty directory left by a start that failed here.
  if (inTheWay) rmdirSync(dataDir);
  systemDir(RELOCATED_DATA);
  const target = relocatedPath(dataDir);
  if (existsSync(target)) {
    await fresh(target);
    rmSync(target, { recursive: true, force: true });
  }
  mkdirSync(target, { mode: 0o700 });
  chownSync(target, user.uid, user.gid);
  symlinkSync(target, dataDir);
  return target;
}
