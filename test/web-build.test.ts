import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIsCurrent, buildWeb, STAMP_FILE, sourceStamp } from '../scripts/web-build.mjs';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A project with one file of each build input, and where its build goes. */
function project() {
  const root = mkdtempSync(join(tmpdir(), 'owo-build-'));
  roots.push(root);
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('src/web/index.html', '<div id="root"></div>');
  write('src/web/main.tsx', 'export const a = 1;');
  write('src/shared/money.ts', 'export const b = 2;');
  write('vite.config.ts', 'export default {};');
  write('tsconfig.json', '{}');
  write('package-lock.json', '{"lockfileVersion":3}');
  const webDir = join(root, 'dist', 'web');
  /** What a build leaves: index.html, and a stamp when npm start made it. */
  const built = (stamp?: string) => {
    write('dist/web/index.html', '<script src="/assets/app.js"></script>');
    if (stamp !== undefined) write(`dist/web/${STAMP_FILE}`, `${stamp}\n`);
    // Newer than every source: the old date comparison took any such build as current.
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(webDir, 'index.html'), later, later);
  };
  return { root, webDir, write, built };
}

describe('whether npm start must build the web app', () => {
  it('builds when there is no build', () => {
    const { root, webDir } = project();
    expect(buildIsCurrent(webDir, root)).toBe(false);
  });

  it('rebuilds a build it did not stamp, such as a development build, however new', () => {
    const { root, webDir, built } = project();
    built();
    expect(buildIsCurrent(webDir, root)).toBe(false);
  });

  it('keeps a production build of the current sources', () => {
    const { root, webDir, built } = project();
    built(sourceStamp(root));
    expect(buildIsCurrent(webDir, root)).toBe(true);
  });

  it('rebuilds when a source, the configuration or the lockfile changed, whatever the dates', () => {
    for (const input of ['src/shared/money.ts', 'vite.config.ts', 'package-lock.json']) {
      const { root, webDir, write, built } = project();
      built(sourceStamp(root));
      write(input, `${readFileSync(join(root, input), 'utf8')} `);
      const earlier = new Date(Date.now() - 3_600_000);
      utimesSync(join(root, input), earlier, earlier);
      expect(buildIsCurrent(webDir, root), input).toBe(false);
    }
  });

  it('builds React for production even when the shell says NODE_ENV=development', () => {
    const webDir = project().webDir;
    const shell = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      expect(buildWeb(webDir)).toBe(0);
    } finally {
      process.env.NODE_ENV = shell;
    }
    expect(buildIsCurrent(webDir)).toBe(true);
    const scripts = readdirSync(join(webDir, 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // The development JSX runtime (jsxDEV) is in every component of a development build.
    for (const f of scripts)
      expect(readFileSync(join(webDir, 'assets', f), 'utf8'), f).not.toContain('jsxDEV');
  }, 120_000);
});
