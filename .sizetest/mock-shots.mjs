// Screenshots against a mocked API (while the server is not runnable yet).
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join, extname } from 'node:path';
import { chromium } from '@playwright/test';
import { createChallenge } from 'altcha-lib';

const DIST = 'dist/web';
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };
const signedIn = { value: false };
const json = (res, body, status = 200) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(body)); };
const server = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://x');
  const p = url.pathname;
  if (p === '/api/auth/get-session') return json(res, signedIn.value ? { session: { id: 's', userId: 'u1', expiresAt: '2030-01-01' }, user: { id: 'u1', email: 'ada.obi@example.com', name: '', emailVerified: true } } : null);
  if (p === '/api/config/public') return json(res, { bot_check: 'altcha', turnstile_site_key: null, google: process.env.GOOGLE === '1', bank: { account_number: '0', bank_name: 'b', account_name: 'a' }, support: { email: 'e', phone: 'p' } });
  if (p === '/api/bot-check/challenge') return json(res, await createChallenge({ hmacKey: 'k', maxNumber: 50000 }));
  if (p === '/api/wallets') return json(res, [
    { id: 1, currency: 'NGN', balance: 15005050, is_primary: true, currency_symbol: '₦', currency_name: 'Naira', created_at: '', updated_at: '' },
    { id: 2, currency: 'USD', balance: 12500, is_primary: false, currency_symbol: '$', currency_name: 'US Dollar', created_at: '', updated_at: '' },
    { id: 3, currency: 'CNY', balance: 0, is_primary: false, currency_symbol: '¥', currency_name: 'Chinese Yuan', created_at: '', updated_at: '' },
  ]);
  if (p === '/api/me') return json(res, { id: 'u1', is_admin: false });
  if (p.startsWith('/api/')) return json(res, { error: { code: 'NOT_FOUND', message: 'x' } }, 404);
  const file = join(DIST, p);
  if (p !== '/' && existsSync(file)) { res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }); return res.end(readFileSync(file)); }
  res.writeHead(200, { 'content-type': 'text/html' }); res.end(readFileSync(join(DIST, 'index.html')));
});
await new Promise((r) => server.listen(3198, '127.0.0.1', r));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
const base = 'http://127.0.0.1:3198';
for (const [w, h] of [[390, 844], [1440, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  const shot = async (name) => { await page.waitForTimeout(600); await page.screenshot({ path: `/tmp/shots/mock-${name}-${w}.png`, fullPage: true }); };
  signedIn.value = false;
  await page.goto(base + '/'); await shot('landing');
  await page.goto(base + '/auth'); await page.waitForTimeout(2500); await shot('auth-signin');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click(); await page.waitForTimeout(800); await shot('auth-signin-errors');
  await page.getByRole('button', { name: "Don't have an account yet? Sign Up" }).click(); await shot('auth-signup');
  await page.getByRole('button', { name: 'Already have an account? Sign In' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click(); await page.waitForTimeout(1500); await shot('auth-forgot');
  await page.goto(base + '/auth?type=recovery&token=abc'); await shot('auth-recovery');
  await page.goto(base + '/nope'); await shot('404');
  signedIn.value = true;
  await page.goto(base + '/dashboard'); await shot('dashboard');
  await ctx.close();
}
await browser.close(); server.close();
