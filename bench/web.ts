// `npm run bench:web`: Lighthouse (mobile preset, simulated slow 4G and a 4x slower CPU) on /auth
// and on /dashboard signed in with data, RUNS times each in each theme (the system's light, then
// dark: Chromium with --force-dark-mode) against a production build served by
// `scripts/start.mjs`; prints the medians, fails when a median score is under MIN_SCORE, and
// checks through the DevTools protocol that Chromium would install the app. See bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumHint, findChromium } from '../scripts/find-chromium.mjs';
import { median } from './db.ts';
import { startWebApp, type WebApp } from './web-app.ts';
import { checkInstallable, type InstallCheck } from './web-installable.ts';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const CHROMIUM = findChromium();
if (!CHROMIUM) {
  console.error(chromiumHint());
  process.exit(1);
}
const PAGES = (process.env.BENCH_WEB_PAGES ?? '/auth,/dashboard').split(',');
const THEMES = (process.env.BENCH_WEB_THEMES ?? 'light,dark').split(',') as ('light' | 'dark')[];
/** Every category's median score must reach it, on every page in every theme. */
const MIN_SCORE = Number(process.env.BENCH_WEB_MIN_SCORE ?? 95);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

type Run = Record<string, number>;

const load = loadavg()[0] ?? 0;
console.log(`${cpus().length} CPUs, 1-minute load average ${load.toFixed(2)}`);
// BENCH_WEB_BUILDS=before=/tmp/a,after=/tmp/b compares production builds made earlier (`vite
// build --outDir ...`), one app each, run after run in turn, so that the other load on the
// machine hits them alike. Without it, the current sources are built and measured.
const BUILDS = (process.env.BENCH_WEB_BUILDS ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair) => {
    const [label = '', dir = ''] = pair.split('=');
    return { label, dir };
  });
const apps = new Map<string, WebApp>();
try {
  if (BUILDS.length === 0) apps.set('', await startWebApp());
  for (const { label, dir } of BUILDS) apps.set(label, await startWebApp(dir));
} catch (e) {
  for (const app of apps.values()) await app.stop();
  throw e;
}
/** A Chromium for one theme: the dark one is a system in dark mode, as a phone set to dark is. */
const launch = (theme: 'light' | 'dark') =>
  chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      ...(theme === 'dark' ? ['--force-dark-mode'] : []),
    ],
  });
let chrome: Awaited<ReturnType<typeof launch>> | undefined;
mkdirSync('bench/results', { recursive: true });
const REPORTS =
  process.env.BENCH_WEB_REPORTS ??
  `bench/results/web-reports-${new Date().toISOString().replace(/[:.]/g, '-')}`;
mkdirSync(REPORTS, { recursive: true });
console.log(`every run's report in ${REPORTS}`);
const results: Record<string, { runs: Run[]; failed: string[] }> = {};
const installable: Record<string, InstallCheck> = {};
try {
  for (const theme of THEMES) {
    chrome = await launch(theme);
    const port = chrome.port;
    for (const [label, app] of apps) {
      const check = await checkInstallable(port, `${app.url}/auth`);
      installable[`${label ? `${label} ` : ''}${theme}`] = check;
      if (check.dark !== (theme === 'dark'))
        throw new Error(`the ${theme} Chromium showed the app ${check.dark ? 'dark' : 'light'}`);
    }
    for (const page of PAGES) {
      const byApp = new Map([...apps.keys()].map((label) => [label, [] as Run[]]));
      const failed = new Set<string>();
      for (let i = 0; i < RUNS; i++)
        for (const [label, app] of apps) {
          const name = `${label ? `${label} ` : ''}${page} ${theme}`;
          const lhr = await audit(port, `${app.url}${page}`, headersFor(page, app));
          const file = `${label ? `${label}-` : ''}${page.replaceAll('/', '-').slice(1)}-${theme}`;
          writeFileSync(`bench/results/web-last-${file}.json`, JSON.stringify(lhr));
          // Every run's full report too, for reading what cost (LCP breakdown, long tasks, chains).
          writeFileSync(`${REPORTS}/${file}-${i + 1}.json`, JSON.stringify(lhr));
          if (!lhr.finalDisplayedUrl.endsWith(page))
            throw new Error(`${name} ended at ${lhr.finalDisplayedUrl} (not signed in?)`);
          const run: Run = {};
          for (const c of CATEGORIES) run[c] = Math.round((lhr.categories[c]?.score ?? 0) * 100);
          for (const [metric, id] of Object.entries(METRICS))
            run[metric] = lhr.audits[id]?.numericValue ?? Number.NaN;
          for (const c of CATEGORIES)
            for (const ref of lhr.categories[c]?.auditRefs ?? []) {
              const audit = lhr.audits[ref.id];
              if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
                failed.add(ref.id);
            }
          byApp.get(label)?.push(run);
          console.log(`${name} run ${i + 1}/${RUNS}: ${format(run)}`);
        }
      for (const [label, runs] of byApp)
        results[`${label ? `${label} ` : ''}${page} ${theme}`] = { runs, failed: [...failed] };
    }
    await chrome.kill();
    chrome = undefined;
  }
} finally {
  await chrome?.kill();
  for (const app of apps.values()) await app.stop();
}

/** /auth as a stranger sees it; every other page signed in. */
function headersFor(page: string, app: WebApp): Record<string, string> {
  return page === '/auth' ? {} : { Cookie: app.cookie };
}

/** One Lighthouse run; a run whose trace Chromium lost (it happens under load) is tried again. */
async function audit(port: number, url: string, extraHeaders: Record<string, string>, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      extraHeaders,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt >= tries) throw new Error(`${url}: ${error.message}`);
    console.log(`${url}: ${error.code}, trying again`);
  }
}

const medians: Record<string, Run> = {};
const short: string[] = [];
console.log(`\nMedians of ${RUNS} runs (load average ${load.toFixed(2)} at the start):`);
for (const [page, { runs, failed }] of Object.entries(results)) {
  const keys = Object.keys(runs[0] ?? {});
  const m = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k] ?? 0))]));
  medians[page] = m;
  console.log(`${page.padEnd(16)} ${format(m)}`);
  if (failed.length > 0)
    console.log(`${''.padEnd(16)} below 0.9 in some run: ${failed.join(', ')}`);
  for (const c of CATEGORIES)
    if ((m[c] ?? 0) < MIN_SCORE) short.push(`${page} ${c} ${m[c]} < ${MIN_SCORE}`);
}
console.log('\nInstallable (Page.getInstallabilityErrors on /auth):');
for (const [name, check] of Object.entries(installable)) {
  console.log(
    `${name.padEnd(16)} ${check.errors.length === 0 ? 'yes' : `NO: ${check.errors.join(', ')}`}, service worker ${check.controlled ? 'controls the page' : 'NOT in control'}`,
  );
  if (check.errors.length > 0 || !check.controlled) short.push(`${name} not installable`);
}
const file = `bench/results/web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(
  file,
  JSON.stringify(
    { load, cpus: cpus().length, runs: RUNS, minScore: MIN_SCORE, medians, installable, results },
    null,
    2,
  ),
);
console.log(`results in ${file}`);
console.log(
  short.length === 0
    ? `\nEvery median score is ${MIN_SCORE} or more, and the app is installable.`
    : `\nShort of the goal:\n${short.join('\n')}`,
);
if (short.length > 0) process.exitCode = 1;

function format(r: Run) {
  const ms = (v: number | undefined) => `${((v ?? 0) / 1000).toFixed(2)} s`;
  return [
    `performance ${r.performance}`,
    `accessibility ${r.accessibility}`,
    `best practices ${r['best-practices']}`,
    `SEO ${r.seo}`,
    `FCP ${ms(r.FCP)}`,
    `LCP ${ms(r.LCP)}`,
    `TBT ${Math.round(r.TBT ?? 0)} ms`,
    `CLS ${(r.CLS ?? 0).toFixed(3)}`,
  ].join(', ');
}
