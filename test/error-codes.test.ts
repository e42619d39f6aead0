import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ErrorCode as ServerErrorCode } from '#server/http/errors.ts';
import type { LedgerErrorCode } from '#server/ledger/errors.ts';
import { ERROR_CODES, type ErrorCode } from '#shared/error-codes.ts';
import type { ApiError } from '#web/lib/api.ts';

const root = join(import.meta.dirname, '..');

function* serverSources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* serverSources(path);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) yield path;
  }
}

// Where the server names a code: `new AppError('X'`, `new LedgerError('X'`,
// `errorBody('X'`, and `code: 'X'` (better-auth's APIError bodies).
const NAMED =
  /\b(?:AppError|LedgerError|errorBody)\(\s*'([A-Z][A-Z0-9_]*)'|\bcode: '([A-Z][A-Z0-9_]*)'/g;

describe('error codes', () => {
  it('are one list: every code the server names is in ERROR_CODES', () => {
    const named = new Map<string, string>();
    for (const file of serverSources(join(root, 'src/server')))
      for (const m of readFileSync(file, 'utf8').matchAll(NAMED))
        named.set(m[1] ?? m[2] ?? '', relative(root, file));
    expect(named.size).toBeGreaterThan(20);
    const unknown = [...named].filter(
      ([code]) => !(ERROR_CODES as readonly string[]).includes(code),
    );
    expect(unknown).toEqual([]);
  });

  it('type the server and the web by the same union (typecheck, `tsc --noEmit`)', () => {
    expectTypeOf<ServerErrorCode>().toEqualTypeOf<ErrorCode>();
    expectTypeOf<LedgerErrorCode>().toExtend<ErrorCode>();
    expectTypeOf<ErrorCode>().toExtend<ApiError['code']>();
    expectTypeOf<'HTTP_502'>().toExtend<ApiError['code']>();
    expectTypeOf<'NOT_A_CODE'>().not.toExtend<ApiError['code']>();
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});
