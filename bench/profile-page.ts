// `npx tsx bench/profile-page.ts [/auth]`: what a page's main thread does after its first paint
// on a slow phone, which is what Lighthouse's total blocking time counts. Opens the page once in
// Chromium with a 4x slower CPU (as Lighthouse's mobile preset), records a trace and a CPU
// profile together, and prints every task of 30 ms or more from just before the first
// contentful paint on, with the functions it spent its time in (inclusive). The app is a
// production build on a fresh database (bench/web-app.ts); BENCH_PROFILE_WEB=dir serves a build
// made earlier instead, e.g. one without minification, whose function names read:
//   NODE_ENV=production npx vite build --minify false --outDir ../../dist/web-dbg   (the root is src/web)
// Signed-in pages open with the demo user's session. See bench/README.md ("The web app").
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { startWebApp } from './web-app.ts';

type TraceEvent = {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
};
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};

const PATH = process.argv[2] ?? '/auth';
const MIN_TASK_MS = 30;
const TOP = 12;
const NATIVE = new Set([
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Commit',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'MinorGC',
  'MajorGC',
  'v8.compile',
  'v8.evaluateModule',
]);

const app = await startWebApp(process.env.BENCH_PROFILE_WEB);
const traceFile = join(tmpdir(), `owo-profile-${process.pid}.json`);
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (PATH !== '/auth') {
    const pairs = app.cookie.split('; ').map((pair) => pair.split('='));
    await context.addCookies(
      pairs.map(([name = '', value = '']) => ({ name, value, url: app.url })),
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await browser.startTracing(page, {
    path: traceFile,
    categories: [
      'v8.execute',
      'disabled-by-default-devtools.timeline.frame',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
    ],
  });
  await cdp.send('Profiler.start');
  await page.goto(app.url + PATH);
  await page.waitForTimeout(6000);
  const { profile } = await cdp.send('Profiler.stop');
  await browser.stopTracing();
  report(JSON.parse(readFileSync(traceFile, 'utf8')).traceEvents, profile);
} finally {
  await browser.close();
  rmSync(traceFile, { force: true });
  await app.stop();
}

function report(
  events: TraceEvent[],
  profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[]; startTime: number },
) {
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!nav || !fcp) throw new Error('no navigation or first paint in the trace');
  const ms = (ts: number) => ((ts - nav.ts) / 1000).toFixed(0);
  console.log(
    `${PATH}: first contentful paint at ${ms(fcp.ts)} ms (4x slower CPU, no network throttling)`,
  );
  const tasks = events.filter(
    (e) =>
      e.pid === nav.pid &&
      e.tid === nav.tid &&
      e.name === 'RunTask' &&
      (e.dur ?? 0) >= MIN_TASK_MS * 1000 &&
      e.ts > fcp.ts - 100_000,
  );
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const times: number[] = [];
  let t = profile.startTime; // the same clock as the trace's, in microseconds
  for (const d of profile.timeDeltas ?? []) {
    t += d;
    times.push(t);
  }
  for (const task of tasks) {
    const inclusive = new Map<string, number>();
    for (let i = 0; i < times.length; i++) {
      const at = times[i] ?? 0;
      if (at < task.ts || at > task.ts + (task.dur ?? 0)) continue;
      const dt = (times[i + 1] ?? at) - at;
      const seen = new Set<string>();
      for (let id: number | undefined = profile.samples?.[i]; id; id = parent.get(id)) {
        const { functionName, url, lineNumber } = nodes.get(id)?.callFrame ?? {
          functionName: '',
          url: '',
          lineNumber: 0,
        };
        if (functionName === '(root)' || functionName === '(program)') continue;
        const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
        if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
        seen.add(key);
      }
    }
    console.log(
      `\ntask at ${ms(task.ts)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms${task.ts < fcp.ts ? ' (begun before the paint)' : ''}`,
    );
    // The browser's own work in it (style, layout, paint, parsing, garbage collection).
    const native = new Map<string, number>();
    for (const e of events)
      if (
        e.pid === nav.pid &&
        e.tid === nav.tid &&
        NATIVE.has(e.name) &&
        e.ts >= task.ts &&
        e.ts < task.ts + (task.dur ?? 0)
      )
        native.set(e.name, (native.get(e.name) ?? 0) + (e.dur ?? 0));
    if (native.size)
      console.log(
        `  browser: ${[...native].map(([name, us]) => `${name} ${(us / 1000).toFixed(0)} ms`).join(', ')}`,
      );
    const sorted = [...inclusive].sort((a, b) => b[1] - a[1]);
    for (const [key, us] of sorted.slice(0, TOP))
      console.log(`  ${(us / 1000).toFixed(0).padStart(5)} ms  ${key}`);
    // React's own frames fill the top; the components (capitalised names) say whose work it was.
    const components = sorted.filter(([key]) => /^[A-Z][A-Za-z]+ /.test(key)).slice(0, TOP);
    if (components.length)
      console.log(
        `  components: ${components.map(([k, us]) => `${k.split(' ')[0]} ${(us / 1000).toFixed(0)} ms`).join(', ')}`,
      );
  }
}
