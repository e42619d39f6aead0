// Part of `npm run lint`: the rules about who may import what.
//
// 1. Features talk to each other only through their public modules:
//    - web (src/web/features/<name>/): its data hooks (`api/`), its React hooks
//      (`hooks/`) and the files at the top of its folder (pages, and the few
//      components meant to be shown elsewhere). `components/` and `lib/` are its own.
//    - server (src/server/features/<name>/): its `<name>.service.ts`.
// 2. No cycles between features (through public modules or not), and no cycles
//    between the app's modules, `import type` included: a type two modules share
//    goes in a third (e.g. `<feature>.deps.ts`) that both import.
// 3. The ledger (src/server/ledger/) uses no HTTP code and no feature.
// 4. No reading of better-auth's internals (`$context`, `internalAdapter`).
// 5. The web (src/web/) imports nothing from the server but its API types,
//    with `import type` only: src/server/http/api-types.ts.
// The app's composition (routes, main, CLI) sits outside the features and may
// import any of their modules; tests may too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ALIASES = {
  '#web/': 'src/web/',
  '#server/': 'src/server/',
  '#shared/': 'src/shared/',
  '#test/': 'test/',
};
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
const INTERNALS = /\$context\b|\binternalAdapter\b/;
/** `import type … from '…'` and `export type … from '…'`, ending where IMPORT's match ends. */
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s[^;'"]*?\bfrom\s+['"][^'"]+['"]/gm;
/** The one server module the web may import, and only its types. */
const WEB_API_TYPES = 'src/server/http/api-types.ts';

function* sourceFiles(root, dir) {
  if (!existsSync(join(root, dir))) return;
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* sourceFiles(root, path);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) yield path;
  }
}

/** Repository-relative path of an import, or null for a package. */
function target(root, from, spec) {
  for (const [alias, dir] of Object.entries(ALIASES))
    if (spec.startsWith(alias)) return dir + spec.slice(alias.length);
  if (spec.startsWith('.')) return relative(root, resolve(root, dirname(from), spec));
  return null;
}

/** `{ side, name, rest }` for a file inside a feature folder. */
function feature(path) {
  const m = /^src\/(web|server)\/features\/([^/]+)\/(.+)$/.exec(path);
  return m ? { side: m[1], name: m[2], rest: m[3] } : null;
}

function isPublic({ side, name, rest }) {
  if (side === 'server') return rest === `${name}.service.ts`;
  return rest.startsWith('api/') || rest.startsWith('hooks/') || !rest.includes('/');
}

const isTest = (path) => /\.test\.tsx?$/.test(path) || path.startsWith('test/');

/** Every broken rule in the repository at `root`, as one line each. */
export function check(root = repository) {
  const problems = [];
  const edges = new Map(); // "side/name" -> Set of "side/name"
  const modules = new Map(); // file -> Set of files (src/, tests left out)
  for (const dir of ['src', 'scripts', 'bench', 'e2e', 'test']) {
    for (const file of sourceFiles(root, dir)) {
      const text = readFileSync(join(root, file), 'utf8');
      if (file.startsWith('src/') && !isTest(file) && INTERNALS.test(text))
        problems.push(`${file}: reads better-auth internals ($context, internalAdapter)`);
      const typeOnlyEnds = new Set([...text.matchAll(TYPE_ONLY)].map((m) => m.index + m[0].length));
      for (const m of text.matchAll(IMPORT)) {
        const spec = m[1];
        const to = target(root, file, spec);
        if (!to) continue;
        if (file.startsWith('src/web/') && to.startsWith('src/server/')) {
          const typeOnly = typeOnlyEnds.has(m.index + m[0].length);
          if (to !== WEB_API_TYPES || !typeOnly)
            problems.push(
              `${file}: imports ${to}; the web may import only types from ${WEB_API_TYPES} (\`import type\`)`,
            );
        }
        if (file.startsWith('src/') && !isTest(file) && to.startsWith('src/')) {
          if (!modules.has(file)) modules.set(file, new Set());
          modules.get(file).add(to);
        }
        if (file.startsWith('src/server/ledger/') && !isTest(file)) {
          if (to.startsWith('src/server/http/') || to.startsWith('src/server/features/'))
            problems.push(`${file}: the ledger imports ${to}`);
        }
        const a = feature(file);
        const b = feature(to);
        if (!b || (a && a.side === b.side && a.name === b.name)) continue;
        if (a && !isTest(file) && !isPublic(b))
          problems.push(`${file}: imports ${to}, which is private to the ${b.name} feature`);
        if (a && !isTest(file)) {
          const key = `${a.side}/${a.name}`;
          if (!edges.has(key)) edges.set(key, new Set());
          edges.get(key).add(`${b.side}/${b.name}`);
        }
      }
    }
  }
  for (const cycle of cycles(edges))
    problems.push(`features import each other: ${cycle.join(' -> ')}`);
  for (const cycle of cycles(modules))
    problems.push(`modules import each other: ${cycle.join(' -> ')}`);
  return problems;
}

/** One cycle per strongly connected group of nodes (Tarjan). */
function cycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push([...group.reverse(), group[0]]);
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = check();
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`\n${problems.length} import rule(s) broken (scripts/check-imports.mjs)`);
    process.exit(1);
  }
}
