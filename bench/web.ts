// `npm run bench:web`: Lighthouse (mobile preset, simulated slow 4G and a 4x slower CPU) on /auth
// and on /dashboard signed in with data, RUNS times each against a production build served by
// `scripts/start.mjs`; prints the medians. See bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumHint, findChromium } from '../scripts/find-chromium.mjs';
import { median } from './db.ts';
import { startWebApp } from './web-app.ts';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const CHROMIUM = findChromium();
if (!CHROMIUM) {
  console.error(chromiumHint());
  process.exit(1);
}
const PAGES = (process.env.BENCH_WEB_PAGES ?? '/auth,/dashboard').split(',');
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
const app = await startWebApp();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
mkdirSync('bench/results', { recursive: true });
const results: Record<string, { runs: Run[]; failed: string[] }> = {};
try {
  for (const page of PAGES) {
    const runs: Run[] = [];
    const failed = new Set<string>();
    for (let i = 0; i < RUNS; i++) {
      const lhr = await audit(`${app.url}${page}`, headersFor(page));
      writeFileSync(`bench/results/web-last${page.replaceAll('/', '-')}.json`, JSON.stringify(lhr));
      if (!lhr.finalDisplayedUrl.endsWith(page))
        throw new Error(`${page} ended at ${lhr.finalDisplayedUrl} (not signed in?)`);
      const run: Run = {};
      for (const c of CATEGORIES) run[c] = Math.round((lhr.categories[c]?.score ?? 0) * 100);
      for (const [name, id] of Object.entries(METRICS))
        run[name] = lhr.audits[id]?.numericValue ?? Number.NaN;
      for (const c of CATEGORIES)
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
            failed.add(ref.id);
        }
      runs.push(run);
      console.log(`${page} run ${i + 1}/${RUNS}: ${format(run)}`);
    }
    results[page] = { runs, failed: [...failed] };
  }
} finally {
  await chrome.kill();
  await app.stop();
}

/** /auth as a stranger sees it; every other page signed in. */
function headersFor(page: string): Record<string, string> {
  return page === '/auth' ? {} : { Cookie: app.cookie };
}

/** One Lighthouse run; a run whose trace Chromium lost (it happens under load) is tried again. */
async function audit(url: string, extraHeaders: Record<string, string>, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
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
console.log(`\nMedians of ${RUNS} runs (load average ${load.toFixed(2)} at the start):`);
for (const [page, { runs, failed }] of Object.entries(results)) {
  const keys = Object.keys(runs[0] ?? {});
  medians[page] = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k] ?? 0))]));
  console.log(`${page.padEnd(11)} ${format(medians[page])}`);
  if (failed.length > 0)
    console.log(`${''.padEnd(11)} below 0.9 in some run: ${failed.join(', ')}`);
}
const file = `bench/results/web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(
  file,
  JSON.stringify({ load, cpus: cpus().length, runs: RUNS, medians, results }, null, 2),
);
console.log(`results in ${file}`);

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
