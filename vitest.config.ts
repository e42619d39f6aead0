import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '#shared': dir('./src/shared'),
      '#server': dir('./src/server'),
      '#web': dir('./src/web'),
      '#test': dir('./test'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker per core less one: a single worker on two
    // cores. The tests mostly wait (on PostgreSQL, the simulators' HTTP, retry
    // timers), so three files at once use the machine better.
    maxWorkers: 3,
    // The files of a worker share the packages they import: importing them afresh for each of
    // 224 files was a third of the suite's time on a slow machine (import 749 s of 2,095 s
    // summed). Our own modules are still fresh for each file (test/fresh-modules.ts), and what a
    // file changes for itself is undone after each test (environment variables, globals).
    isolate: false,
    setupFiles: ['./test/fresh-modules.ts'],
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
