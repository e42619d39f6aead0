import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// PostgreSQL bigints (amounts, balances, sums, counts, ids) come back as text
// and are read through safeMinor, which refuses anything beyond 2^53; a bare
// Number() of a row's field would silently round instead.

const SERVER = fileURLToPath(new URL('..', import.meta.url));
/** `Number(r.x)`, `Number(row.x)`, `Number(rows[0].x)`, `Number(rows[0]?.x ...)` and the like. */
const BARE_READ = /Number\(\s*(?:r|row|res|result|rows\s*\[\s*\d+\s*\][!?]*)\s*\??\./;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    // Tests and their set-up files (*.test-support.ts) read their own rows as they like.
    const test = e.name.endsWith('.test.ts') || e.name.endsWith('.test-support.ts');
    return e.name.endsWith('.ts') && !test ? [path] : [];
  });
}

describe('bigint columns', () => {
  it('are never read with a bare Number()', () => {
    const offenders = sources(SERVER).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (BARE_READ.test(line) ? [`${relative(SERVER, file)}:${i + 1}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
