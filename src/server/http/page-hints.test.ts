import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageHtml } from './page-hints.ts';

const root = mkdtempSync(join(tmpdir(), 'owo-page-hints-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('pageHtml', () => {
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, 'index.html'), readFileSync('src/web/index.html', 'utf8'));
  writeFileSync(
    join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'main.tsx': { file: 'assets/index.js', isEntry: true },
      'user-routes.tsx': { file: 'assets/user-routes.js', imports: ['_signed-in.js'] },
      '_signed-in.js': { file: 'assets/signed-in.js', imports: ['main.tsx'] },
      'features/shell/app-shell.tsx': { file: 'assets/app-shell.js' },
      'features/dashboard/dashboard-page.tsx': { file: 'assets/dashboard-page.js' },
      'features/auth/auth-page.tsx': { file: 'assets/auth-page.js' },
    }),
  );
  const pages = pageHtml(root);
  const html = (path: string) => pages.get(path)?.identity.toString('utf8') ?? '';

  it("preloads a page's chunks and what they import, not the entry", () => {
    const dashboard = html('/dashboard');
    for (const file of ['user-routes', 'signed-in', 'app-shell', 'dashboard-page'])
      expect(dashboard).toContain(
        `<link rel="modulepreload" crossorigin href="/assets/${file}.js">`,
      );
    expect(dashboard).not.toContain('href="/assets/index.js"');
  });
});
