// Requests at a fixed count from a fixed number of client loops: throughput and latency.

export type Run = {
  ok: number;
  failed: number;
  seconds: number;
  per_second: number;
  p50_ms: number;
  p99_ms: number;
};

/** The p-th percentile of latencies sorted ascending (0 for none). */
export const pct = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;

/** `total` requests from `clients` loops; each request's latency. */
export async function fixedCount(
  total: number,
  clients: number,
  send: (i: number) => Promise<number>,
) {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < total; i = next++) {
        const t = performance.now();
        const status = await send(i).catch((e: unknown) => e as Error);
        latencies.push(performance.now() - t);
        if (typeof status !== 'number' || status < 200 || status > 299) {
          const what = typeof status === 'number' ? `answered ${status}` : `failed: ${status}`;
          if (failed++ === 0) console.error(`a request ${what}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ok = total - failed;
  return {
    ok,
    failed,
    seconds: Number(seconds.toFixed(2)),
    per_second: Math.round(ok / seconds),
    p50_ms: Number(pct(latencies, 50).toFixed(1)),
    p99_ms: Number(pct(latencies, 99).toFixed(1)),
  } satisfies Run;
}
