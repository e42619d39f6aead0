import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { observePostings } from '#server/ledger/observe.ts';
import { observeProviderCalls } from '#server/providers/http-client.ts';
import { jobGauges, poolGauges } from './collectors.ts';

/**
 * What Prometheus reads at GET /metrics, for one app (its own registry: a test
 * process runs several apps). Counted as things happen: requests, ledger
 * postings, provider calls. Read when scraped: database pools, job queues.
 */
export type AppMetrics = {
  registry: Registry;
  /** One answered request: its method, the route pattern that answered it, status and duration. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The job queue whose depth and failures to report (the process that runs the jobs). */
  watchJobs(boss: PgBoss | null): void;
};

export type MetricsSources = {
  pool: pg.Pool;
  replicaPool?: pg.Pool | null;
  /** The app's configuration: the providers' clients are kept per configuration. */
  config: object;
};

const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const PROVIDER_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'owo_http_request_duration_seconds',
    help: 'Time to answer a request, by method, matched route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const postings = new Counter({
    name: 'owo_ledger_postings_total',
    help: 'Ledger postings by transaction kind and outcome (posted, replayed, refused, failed)',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const providerCalls = new Counter({
    name: 'owo_provider_calls_total',
    help: 'Calls to outside providers by provider and outcome (HTTP status class, timeout, error)',
    labelNames: ['provider', 'outcome'] as const,
    registers,
  });
  const providerTime = new Histogram({
    name: 'owo_provider_call_duration_seconds',
    help: 'Time an outside provider took to answer, by provider',
    labelNames: ['provider'] as const,
    buckets: PROVIDER_BUCKETS,
    registers,
  });
  const pools = {
    primary: sources.pool,
    ...(sources.replicaPool && { replica: sources.replicaPool }),
  };
  poolGauges(registers, pools);
  const jobs = jobGauges(registers, sources.pool);

  observePostings(sources.pool, (kind, outcome) => postings.inc({ kind, outcome }));
  observeProviderCalls(sources.config, (provider, outcome, seconds) => {
    providerCalls.inc({ provider, outcome });
    providerTime.observe({ provider }, seconds);
  });

  // Labelled children kept by method, route and status: a request finds its own
  // through three map lookups, without building a label object or key first.
  const children = new Map<string, Map<string, Map<number, (seconds: number) => void>>>();
  const observeRequest = (method: string, route: string, status: number, seconds: number) => {
    const m = METHODS.has(method) ? method : 'OTHER';
    let byRoute = children.get(m);
    if (!byRoute) {
      byRoute = new Map();
      children.set(m, byRoute);
    }
    let byStatus = byRoute.get(route);
    if (!byStatus) {
      byStatus = new Map();
      byRoute.set(route, byStatus);
    }
    let observe = byStatus.get(status);
    if (!observe) {
      const child = requests.labels(m, route, String(status));
      observe = (s) => child.observe(s);
      byStatus.set(status, observe);
    }
    observe(seconds);
  };

  return { registry, observeRequest, watchJobs: jobs.watch };
}
