// What the mixed traffic of `npm run bench -- cluster` records (bench/cluster-sessions.ts
// sends it): each request's latency by kind, the answers that met a dead
// process and were sent again (a money request with the SAME Idempotency-Key),
// and every transfer, upload, bill and card deposit, for bench/cluster-checks.ts.
import type pg from 'pg';
import { SERVED_BY } from './haproxy.ts';
import type { BenchUser } from './http-transfers.ts';

export type TrafficContext = {
  /** HAProxy's URL (the app's PUBLIC_URL). */
  lb: string;
  /** Each app process's own URL, by HAProxy's server name. */
  apps: { name: string; url: string }[];
  users: BenchUser[];
  pool: pg.Pool;
  paystackSecret: string;
};

export type TransferRecord = {
  key: string;
  userId: string;
  status: number;
  /** Attempts that met a dead process before this answer. */
  failures: number;
  /** One of the transfers sent to the process just before it was killed. */
  atKill: boolean;
};
export type UploadRecord = {
  userId: string;
  cookie: string;
  document: Uint8Array<ArrayBuffer>;
  proof: Uint8Array<ArrayBuffer>;
  servedBy: string | null;
  readFrom: string | null;
  readOk: boolean;
};
export type BillRecord = { key: string; userId: string; pending: boolean; status: number };
export type DepositRecord = { reference: string; userId: string; verified: string | null };

export type Traffic = {
  transfers: TransferRecord[];
  uploads: UploadRecord[];
  bills: BillRecord[];
  deposits: DepositRecord[];
  /** Each attempt's latency in ms, by kind of request. */
  latencies: Record<string, number[]>;
  /** Attempts that met a dead process (and were sent again). */
  retried: Record<string, number>;
  /** Answers that were neither right nor retried, by kind. */
  wrong: Record<string, number>;
  sessions: { done: number; skipped: number };
};

export const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
const deadProcess = (status: number) => status === 502 || status === 503 || status === 504;

export function newTraffic(): Traffic {
  return {
    transfers: [],
    uploads: [],
    bills: [],
    deposits: [],
    latencies: {},
    retried: {},
    wrong: {},
    sessions: { done: 0, skipped: 0 },
  };
}

/** No request waits longer than HAProxy's `timeout server`: a hung process must not hang the run. */
export const timeout = () => AbortSignal.timeout(30_000);

/**
 * Sends `attempt` until it answers something other than a dead process's, or
 * `until` passes (then GAVE_UP). Each attempt is timed under `kind`.
 */
export async function retrying<T extends { status: number }>(
  t: Traffic,
  kind: string,
  until: number,
  attempt: () => Promise<T>,
): Promise<{ answer: T | null; failures: number }> {
  let failures = 0;
  for (;;) {
    const started = performance.now();
    const answer = await attempt().catch(() => null);
    timed(t, kind, started);
    if (answer && !deadProcess(answer.status)) return { answer, failures };
    failures++;
    bump(t.retried, kind);
    if (Date.now() > until) return { answer: null, failures };
    await sleep(100);
  }
}

/** Adds one to a count by kind; answers the new count. */
export function bump(counts: Record<string, number>, kind: string) {
  counts[kind] = (counts[kind] ?? 0) + 1;
  return counts[kind];
}

export function timed(t: Traffic, kind: string, since: number) {
  t.latencies[kind] ??= [];
  t.latencies[kind].push(performance.now() - since);
}

export function expect(t: Traffic, kind: string, status: number, ok: number[]) {
  if (ok.includes(status)) return true;
  if (bump(t.wrong, kind) === 1) console.error(`  ${kind} answered ${status} (first of its kind)`);
  return false;
}

/** A GET with the session's cookie through `base`; the status, body and HAProxy's server name. */
export async function get(base: string, path: string, cookie: string) {
  const res = await fetch(`${base}${path}`, { headers: { cookie }, signal: timeout() });
  const body = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, body, servedBy: res.headers.get(SERVED_BY) };
}
