import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { chromiumHint, findTestChromium } from './scripts/find-chromium.mjs';

// The real app (`npm start`) on its own port with a fresh embedded database,
// or on E2E_DATABASE_URL when set. A system Chromium (CHROMIUM_PATH, else
// Debian's chromium-headless-shell, else a full Chromium where it is usually
// installed); Playwright's own browser download does not work on every machine.
const CHROMIUM = findTestChromium();
if (!CHROMIUM) {
  console.error(chromiumHint());
  process.exit(1);
}
// The key to the server's /api/test/* seeding routes for this run only; set here in the
// runner's environment, so the workers it starts (and fixtures.ts there) have the same.
process.env.E2E_SEED_TOKEN ??= randomBytes(24).toString('hex');
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.test-data/e2e-${PORT}`;
// Its own build folder, so two runs on one machine never serve each other's half-built assets.
const WEB_DIR = `dist/web-e2e-${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // Its own results folder per port: a run clears its folder as it starts, and must
  // never delete another run's traces on the same machine.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  // Two browsers against one server: the suite's length stays within CI's budget on two cores.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    // To read what went wrong. Recording every test's trace to keep only the failures' cost a
    // third of the browser's processor time (96 -> 68 CPU-s on two specs), so CI records the
    // retry of a failed test (retries: 1), and a run on a desktop keeps each failure's own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // No service worker: each test's fresh browser would download every chunk of the app for the
    // worker's cache, on a shared server. e2e/installable.spec.ts allows it, and tests it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-site-isolation-trials',
        '--disable-features=site-per-process,IsolateOrigins,Translate,OptimizationHints,MediaRouter,PaintHolding,BackForwardCache',
        '--disable-smooth-scrolling',
        '--disable-background-timer-throttling',
        '--disable-renderer-backgrounding',
        '--disable-backgrounding-occluded-windows',
        '--disable-extensions',
        '--mute-audio',
        '--no-first-run',
        '--disable-gpu-compositing',
        '--disable-threaded-animation',
        '--disable-threaded-scrolling',
        '--disable-checker-imaging',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // A fresh data directory every run; npm start makes a production build
    // of the current sources when WEB_DIR holds none, and compiles the server
    // when SERVER_DIR holds none.
    command: `rm -rf ${DATA_DIR} && node scripts/start.mjs`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR,
      WEB_DIR,
      // Its own compiled server too, so that parallel runs never replace each other's.
      SERVER_DIR: `dist/server-e2e-${PORT}`,
      NODE_ENV: 'test',
      TEST_SEED_TOKEN: process.env.E2E_SEED_TOKEN,
      LOG_LEVEL: 'warn',
      BOT_CHECK: 'altcha',
      // Many accounts from one address in a few minutes; the limits have their own tests.
      RATE_LIMIT: 'off',
      // Never a developer's database, mail server or provider keys from the shell.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      SMTP_URL: '',
      TURNSTILE_SITE_KEY: '',
      TURNSTILE_SECRET_KEY: '',
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      DOJAH_APP_ID: '',
      DOJAH_SECRET_KEY: '',
      // The VTpass simulator's pending number (201000000000) is decided after 3 s and
      // its webhook makes the app requery, so a spec sees the bill turn on screen.
      // The background requery waits a minute, so an unclear bill (500000000000)
      // stays pending until an administrator's Process asks.
      VTPASS_SIM_PENDING_S: '3',
      BILLS_REQUERY_S: '60',
      VTPASS_API_KEY: '',
      VTPASS_PUBLIC_KEY: '',
      VTPASS_SECRET_KEY: '',
    },
  },
});
