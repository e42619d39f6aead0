import { closeSync, fdatasyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './db.ts';

/**
 * Median time of an 8 kB write + fdatasync, in ms: what a commit waits for. The
 * machines are shared, so a busy disk shows here and explains slow runs.
 */
export function flushLatencyMs(samples = 100): number {
  const dir = mkdtempSync(join(tmpdir(), 'owo-bench-flush-'));
  const fd = openSync(join(dir, 'probe'), 'w');
  const page = Buffer.alloc(8192, 1);
  const times: number[] = [];
  try {
    for (let i = 0; i < samples; i++) {
      const t = performance.now();
      writeSync(fd, page, 0, page.length, 0);
      fdatasyncSync(fd);
      times.push(performance.now() - t);
    }
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
  return Number(median(times).toFixed(3));
}
