// How the build groups the modules of the first signed-in page (vite.config.ts). On a phone each
// request costs a round trip, and a first visit of /dashboard used to wait for over thirty chunks
// of 1-3 KB (single icons, small components shared with lazy pages) besides the entry.
import { basename } from 'node:path';

/** What the bundler tells about a module (a part of Rolldown's ModuleInfo). */
export type ModuleFacts = {
  importers: string[];
  dynamicImporters: string[];
  isEntry: boolean;
  code: string | null;
};
export type ChunkingContext = { getModuleInfo(id: string): ModuleFacts | null };

// Packages whose main module re-exports each icon, component or hook from a module of its own.
// The module graph says every importer of such a package imports all of those modules, so who
// uses one is read from the import lines instead.
const BARREL =
  /node_modules[\\/](lucide-react[\\/]dist[\\/]esm[\\/](lucide-react|icons[\\/]index)\.mjs|radix-ui[\\/]dist[\\/]index\.mjs|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js)$/;
const PACKAGE = /node_modules[\\/]((@[^\\/]+[\\/])?[^\\/]+)[\\/][^\\/]*(?:[\\/][^\\/]*)*$/;

/**
 * What the bundler's answers and our readings of them come to, kept for the whole build: the
 * module graph does not change while chunks are named, and reading lucide's barrel (some 1,600
 * export lines) anew for each of the ~800 modules named made the build take minutes.
 */
type Memo = {
  barrels: Map<string, Array<{ target: string; names: string[] }>>;
  names: Map<string, string[]>;
  codes: Map<string, string | null>;
  users: Map<string, string[]>;
  boundaries: Map<string, string[]>;
};
const memos = new WeakMap<ChunkingContext, Memo>();
function memoOf(ctx: ChunkingContext): Memo {
  let memo = memos.get(ctx);
  if (!memo) {
    memo = {
      barrels: new Map(),
      names: new Map(),
      codes: new Map(),
      users: new Map(),
      boundaries: new Map(),
    };
    memos.set(ctx, memo);
  }
  return memo;
}

/** A module's code, asked of the bundler once (each ask copies it out of Rolldown). */
function codeOf(id: string, ctx: ChunkingContext): string | null {
  const { codes } = memoOf(ctx);
  if (!codes.has(id)) codes.set(id, ctx.getModuleInfo(id)?.code ?? null);
  return codes.get(id) ?? null;
}

/** A barrel's import and export lines: which path each names, and the names it gives. */
function readBarrel(barrelCode: string) {
  const lines: Array<{ target: string; names: string[] }> = [];
  for (const [, clause = '', spec = ''] of barrelCode.matchAll(
    /\b(?:import|export)\s+([^;'"]*?)\s*from\s*["']([^"']+)["']/g,
  )) {
    const target = spec.startsWith('.') ? `/${spec.replace(/^(\.\.?\/)+/, '')}` : `/${spec}/`;
    const names = clause
      .replace(/[{}]/g, '')
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? '',
      )
      .filter((name) => /^\w+$/.test(name));
    lines.push({ target, names });
  }
  return lines;
}

/**
 * The names a barrel gives a module of its package: `History`, `HistoryIcon`, ... for lucide's
 * rotate-ccw-clock icon (`export { default as History, ... } from './icons/rotate-ccw-clock.mjs'`),
 * `Dialog` for Radix's (`import * as Dialog from "@radix-ui/react-dialog"`).
 */
function namesIn(barrel: string, barrelCode: string, id: string, ctx: ChunkingContext) {
  const { barrels, names } = memoOf(ctx);
  const key = `${barrel}\0${id}`;
  const known = names.get(key);
  if (known) return known;
  let lines = barrels.get(barrel);
  if (!lines) {
    lines = readBarrel(barrelCode);
    barrels.set(barrel, lines);
  }
  const path = id.replaceAll('\\', '/');
  const found = lines.filter((line) => path.includes(line.target)).flatMap((line) => line.names);
  names.set(key, found);
  return found;
}

/** The importers of a barrel that import one of `names` from it (all those whose code is unknown). */
function usersOf(barrel: string, names: string[], ctx: ChunkingContext): string[] {
  const { users } = memoOf(ctx);
  const key = `${barrel}\0${names.join(',')}`;
  const known = users.get(key);
  if (known) return known;
  const pkg = PACKAGE.exec(barrel.replaceAll('\\', '/'))?.[1] ?? '';
  const imports = new RegExp(
    `import\\s*{[^}]*\\b(${names.join('|')})\\b[^}]*}\\s*from\\s*['"]${pkg}['"]`,
  );
  const found = (ctx.getModuleInfo(barrel)?.importers ?? []).flatMap((importer) => {
    // lucide's main module imports its icons/index.
    if (BARREL.test(importer)) return usersOf(importer, names, ctx);
    const code = codeOf(importer, ctx);
    return code == null || imports.test(code) ? [importer] : [];
  });
  users.set(key, found);
  return found;
}

/**
 * The chunk boundaries a module sits behind: the entry and the lazily loaded modules that reach
 * it through static imports (itself, when it is loaded lazily).
 */
function boundaries(id: string, ctx: ChunkingContext) {
  const memo = memoOf(ctx).boundaries;
  const known = memo.get(id);
  if (known) return known;
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (m: string) => {
    if (seen.has(m)) return;
    seen.add(m);
    const info = ctx.getModuleInfo(m);
    if (!info) return;
    if (info.isEntry || info.dynamicImporters.length > 0) found.add(m);
    for (const importer of info.importers) {
      const code = BARREL.test(importer) ? codeOf(importer, ctx) : null;
      const names = code ? namesIn(importer, code, m, ctx) : [];
      for (const user of names.length > 0 ? usersOf(importer, names, ctx) : [importer]) walk(user);
    }
  };
  walk(id);
  const result = [...found];
  memo.set(id, result);
  return result;
}

/**
 * The `name` of a Rolldown code-splitting group for the modules the first visit of /dashboard
 * needs (`web` is the absolute path of src/web/, ending in a slash):
 * - 'signed-in' when only signed-in pages use the module;
 * - else one chunk per set of signed-out pages that share it (`shared-auth-page`, ...), or when
 *   none does, per set of the other chunks that do (a dialog of such a page), so no page's first
 *   visit downloads a module it does not use;
 * - null (left to the bundler) for a module one chunk alone uses (it stays in that chunk), for
 *   the lazily loaded pages (chunks of their own, which the server names in index.html, see
 *   src/server/http/page-hints.ts) and for what the entry uses.
 */
export function signedInChunk(web: string) {
  const signedInRoot = `${web}user-routes.tsx`;
  const firstLoad = new Set(
    [
      'user-routes.tsx',
      'features/shell/app-shell.tsx',
      'features/dashboard/dashboard-page.tsx',
    ].map((p) => `${web}${p}`),
  );

  /** Whether a lazily loaded module is a page: one the entry's routes load. */
  const isPage = (id: string, ctx: ChunkingContext) =>
    (ctx.getModuleInfo(id)?.dynamicImporters ?? []).some((importer) =>
      boundaries(importer, ctx).some((b) => ctx.getModuleInfo(b)?.isEntry),
    );

  /** Whether a lazily loaded module is only ever loaded under the signed-in routes. */
  const signedInOnly = (id: string, ctx: ChunkingContext, visiting = new Set<string>()) => {
    if (id === signedInRoot) return true;
    const info = ctx.getModuleInfo(id);
    if (!info || info.isEntry || info.dynamicImporters.length === 0 || visiting.has(id))
      return false;
    visiting.add(id);
    return info.dynamicImporters.every((importer) =>
      boundaries(importer, ctx).every((b): boolean => signedInOnly(b, ctx, visiting)),
    );
  };

  return (id: string, ctx: ChunkingContext): string | null => {
    if ((ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return null;
    const found = boundaries(id, ctx);
    if (found.length < 2 || !found.some((b) => firstLoad.has(b))) return null;
    const others = found.filter((b) => !signedInOnly(b, ctx));
    if (others.some((b) => ctx.getModuleInfo(b)?.isEntry)) return null;
    if (others.length === 0) return 'signed-in';
    // What a signed-out page loads at once anyway may come with the rest of its first load,
    // whichever of its dialogs also use it.
    const pages = others.filter((b) => isPage(b, ctx));
    const names = (pages.length > 0 ? pages : others)
      .map((b) => basename(b).replace(/\.tsx?$/, ''))
      .sort();
    return `shared-${names.join('-')}`;
  };
}
