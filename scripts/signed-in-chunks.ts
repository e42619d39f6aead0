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

// Packages that re-export every icon or component from one module. The module graph says each
// importer of such a package imports all of its parts, so who uses a part is read from the
// import lines instead.
const BARREL =
  /node_modules[\\/](lucide-react[\\/]dist[\\/]esm[\\/](lucide-react|icons[\\/]index)|radix-ui[\\/]dist[\\/]index)\.mjs$/;
const ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.mjs$/;
const RADIX = /@radix-ui[\\/]react-([a-z0-9-]+)[\\/]/;

const pascal = (kebab: string) =>
  kebab.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** The name a barrel exports a module under: `Bell` for lucide's bell icon, `Dialog` for Radix's. */
function exportName(id: string) {
  const icon = ICON.exec(id)?.[1];
  if (icon) return pascal(icon);
  const radix = RADIX.exec(id)?.[1];
  return radix ? pascal(radix) : undefined;
}

/** The importers of a barrel that import `name` from it (all those whose code is unknown). */
function usersOf(barrel: string, name: string, ctx: ChunkingContext): string[] {
  const imports = new RegExp(
    `import\\s*{[^}]*\\b${name}(Icon)?\\b[^}]*}\\s*from\\s*['"](lucide-react|radix-ui)['"]`,
  );
  return (ctx.getModuleInfo(barrel)?.importers ?? []).flatMap((importer) => {
    // lucide's main module re-exports its icons/index.
    if (BARREL.test(importer)) return usersOf(importer, name, ctx);
    const code = ctx.getModuleInfo(importer)?.code;
    return code == null || imports.test(code) ? [importer] : [];
  });
}

/**
 * The chunk boundaries a module sits behind: the entry and the lazily loaded modules that reach
 * it through static imports (itself, when it is loaded lazily).
 */
function boundaries(id: string, ctx: ChunkingContext) {
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (m: string) => {
    if (seen.has(m)) return;
    seen.add(m);
    const info = ctx.getModuleInfo(m);
    if (!info) return;
    if (info.isEntry || info.dynamicImporters.length > 0) found.add(m);
    for (const importer of info.importers) {
      const name = BARREL.test(importer) ? exportName(m) : undefined;
      for (const user of name ? usersOf(importer, name, ctx) : [importer]) walk(user);
    }
  };
  walk(id);
  return [...found];
}

/**
 * The `name` of a Rolldown code-splitting group for the modules the first visit of /dashboard
 * needs (`web` is the absolute path of src/web/, ending in a slash):
 * - 'signed-in' when only signed-in pages use the module;
 * - else one chunk per set of the other chunks that share it (`shared-auth-page`, ...), so no
 *   other page downloads a module it does not use;
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
    const names = others.map((b) => basename(b).replace(/\.tsx?$/, '')).sort();
    return `shared-${names.join('-')}`;
  };
}
