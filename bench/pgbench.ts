import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** pgbench on PATH, or from a Debian PostgreSQL install (newest first). */
export async function findPgbench(): Promise<string | null> {
  try {
    await run('pgbench', ['--version']);
    return 'pgbench';
  } catch {
    const root = '/usr/lib/postgresql';
    if (!existsSync(root)) return null;
    for (const v of readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
      const bin = `${root}/${v}/bin/pgbench`;
      if (existsSync(bin)) return bin;
    }
    return null;
  }
}

export async function pgbenchInit(bin: string, url: string): Promise<void> {
  await run(bin, ['-i', '-q', url]);
}

/** TPC-B-like run; pgbench vacuums its tables first. Returns tps without connection time. */
export async function pgbenchRun(
  bin: string,
  url: string,
  opts: { clients: number; threads: number; seconds: number },
): Promise<number> {
  const { stdout } = await run(bin, [
    '-c',
    String(opts.clients),
    '-j',
    String(opts.threads),
    '-T',
    String(opts.seconds),
    url,
  ]);
  const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  if (!m) throw new Error(`could not read pgbench output:\n${stdout}`);
  return Number(m[1]);
}
