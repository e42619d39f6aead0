import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasSessionCookie, pageHtml } from './page-hints.ts';

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

  it("asks for a signed-in page's data with its code, only in the page for a visitor with a session", () => {
    const fetchPreload = (url: string) =>
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`;
    const dashboard = pages.get('/dashboard');
    const signedIn = dashboard?.signedIn?.identity.toString('utf8') ?? '';
    for (const url of [
      '/api/auth/get-session',
      '/api/me',
      '/api/wallets',
      '/api/transactions?limit=5',
      '/api/me/limits',
    ]) {
      expect(signedIn).toContain(fetchPreload(url));
      expect(html('/dashboard')).not.toContain(url);
    }
    // The code is preloaded in both.
    expect(signedIn).toContain('href="/assets/dashboard-page.js"');
    // Any other signed-in page: the session and the profile (the shell reads it).
    const wallets = pages.get('/wallets')?.signedIn?.identity.toString('utf8') ?? '';
    expect(wallets).toContain(fetchPreload('/api/me'));
    expect(wallets).not.toContain('/api/wallets"');
    // A signed-out page has no such variant.
    expect(pages.get('/auth')?.signedIn).toBeUndefined();
  });

  it('asks for what /auth shows first (the session check, which bot check) with its code', () => {
    for (const url of ['/api/auth/get-session', '/api/config/public'])
      expect(html('/auth')).toContain(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`,
      );
    expect(html('/auth')).toContain('href="/assets/auth-page.js"');
    expect(html('/')).not.toContain('rel="preload" as="fetch"');
  });
});

describe('hasSessionCookie', () => {
  it("finds better-auth's session cookie, with or without the __Secure- prefix, among others", () => {
    expect(hasSessionCookie('better-auth.session_token=abc.def')).toBe(true);
    expect(hasSessionCookie('theme=dark; __Secure-better-auth.session_token=abc')).toBe(true);
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie('')).toBe(false);
    expect(hasSessionCookie('better-auth.session_token=')).toBe(false);
    expect(hasSessionCookie('x-better-auth.session_token=abc')).toBe(false);
    expect(hasSessionCookie('better-auth.session_data=abc')).toBe(false);
  });
});
