import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script without type declarations
import { check } from '../scripts/check-imports.mjs';

const runCheck = check as (root?: string) => string[];

function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'owo-imports-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the import rules (npm run lint)', () => {
  it('hold in this repository', () => {
    expect(runCheck()).toEqual([]);
  });

  it("refuse another feature's private modules, cycles, HTTP in the ledger and better-auth internals", () => {
    const root = tree({
      'src/web/features/a/a-page.tsx': "import { X } from '#web/features/b/components/x.tsx';",
      'src/web/features/b/b-page.tsx': "import { useA } from '../a/api/get-a.ts';",
      'src/web/features/c/c-page.tsx': "import { useB } from '#web/features/b/api/get-b.ts';",
      'src/server/features/d/d.service.ts': "import { q } from '../e/e.queries.ts';",
      'src/server/ledger/post.ts': "import { AppError } from '#server/http/errors.ts';",
      'src/server/seed.ts': 'const ctx = await auth.$context;',
      'src/server/routes.ts': "import { r } from './features/d/d.routes.ts';",
    });
    expect(runCheck(root).sort()).toEqual(
      [
        'src/web/features/a/a-page.tsx: imports src/web/features/b/components/x.tsx, which is private to the b feature',
        'src/server/features/d/d.service.ts: imports src/server/features/e/e.queries.ts, which is private to the e feature',
        'src/server/ledger/post.ts: the ledger imports src/server/http/errors.ts',
        'src/server/seed.ts: reads better-auth internals ($context, internalAdapter)',
        'features import each other: web/a -> web/b -> web/a',
      ].sort(),
    );
  });

  it("let the web import only the server's API types, and those with `import type`", () => {
    const root = tree({
      'src/server/http/api-types.ts': 'export type ApiRoutes = {};',
      'src/web/lib/api.ts': "import type { ApiRoutes } from '#server/http/api-types.ts';",
      'src/web/lib/typed.ts':
        "import type {\n  ApiRoute,\n  ApiRoutes,\n} from '../../server/http/api-types.ts';",
      'src/web/lib/runtime.ts': "import { ApiRoutes } from '#server/http/api-types.ts';",
      'src/web/lib/inline.ts': "import { type ApiRoutes } from '#server/http/api-types.ts';",
      'src/web/lib/errors.ts': "import type { AppError } from '#server/http/errors.ts';",
      'src/web/lib/lazy.ts': "const m = await import('#server/http/api-types.ts');",
    });
    const why = '; the web may import only types from src/server/http/api-types.ts (`import type`)';
    expect(runCheck(root).sort()).toEqual(
      [
        `src/web/lib/errors.ts: imports src/server/http/errors.ts${why}`,
        `src/web/lib/inline.ts: imports src/server/http/api-types.ts${why}`,
        `src/web/lib/lazy.ts: imports src/server/http/api-types.ts${why}`,
        `src/web/lib/runtime.ts: imports src/server/http/api-types.ts${why}`,
      ].sort(),
    );
  });

  it('refuse a cycle between modules, even one made only of `import type`', () => {
    const root = tree({
      'src/server/features/f/f.service.ts': "import { pay } from './f.outcome.ts';",
      'src/server/features/f/f.outcome.ts': "import type { FDeps } from './f.service.ts';",
      'src/server/features/g/g.service.ts': "import type { GDeps } from './g.deps.ts';",
      'src/server/features/g/g.outcome.ts': "import type { GDeps } from './g.deps.ts';",
    });
    expect(runCheck(root)).toEqual([
      'modules import each other: src/server/features/f/f.outcome.ts -> src/server/features/f/f.service.ts -> src/server/features/f/f.outcome.ts',
    ]);
  });
});
