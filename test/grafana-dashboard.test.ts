import { readFileSync } from 'node:fs';
import { parser } from '@prometheus-io/lezer-promql';
import pg from 'pg';
import { Histogram } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '#server/metrics/metrics.ts';

// docs/grafana-dashboard.json: importable (Grafana's dashboard model, the
// Prometheus data source as an input chosen at import), every query valid
// PromQL, and every series it reads one that GET /metrics exports.

type Target = { expr: string; datasource: { uid: string } };
type Panel = { type: string; title: string; datasource?: { uid: string }; targets?: Target[] };
const dashboard = JSON.parse(readFileSync('docs/grafana-dashboard.json', 'utf8')) as {
  __inputs: { name: string; type: string; pluginId: string }[];
  uid: string;
  title: string;
  schemaVersion: number;
  panels: Panel[];
};
/** How the dashboard names the data source picked at import (Grafana's syntax, not ours). */
const DS_UID = ['$', '{DS_PROMETHEUS}'].join('');
const targets = dashboard.panels.flatMap((p) => p.targets ?? []);

/** The series a registry exports, with a histogram's _bucket, _sum and _count. */
function exportedSeries() {
  const metrics = createMetrics({ pool: new pg.Pool({ max: 1 }), config: {} });
  return new Set(
    metrics.registry
      .getMetricsAsArray()
      .flatMap((m) =>
        m instanceof Histogram
          ? [`${m.name}_bucket`, `${m.name}_sum`, `${m.name}_count`]
          : [m.name],
      ),
  );
}

describe('the Grafana dashboard', () => {
  it('asks for its Prometheus data source on import, and every panel uses it', () => {
    expect(dashboard.__inputs).toEqual([
      expect.objectContaining({
        name: 'DS_PROMETHEUS',
        type: 'datasource',
        pluginId: 'prometheus',
      }),
    ]);
    expect(dashboard).toMatchObject({ uid: 'owo-app', title: 'Owo' });
    expect(dashboard.schemaVersion).toBeGreaterThan(30);
    for (const p of dashboard.panels.filter((p) => p.type !== 'row'))
      expect(p.datasource?.uid, p.title).toBe(DS_UID);
    for (const t of targets) expect(t.datasource.uid).toBe(DS_UID);
    expect(targets.length).toBeGreaterThan(12);
  });

  it('queries in valid PromQL, and only series the app exports', () => {
    const exported = exportedSeries();
    for (const { expr } of targets) {
      // Grafana puts its variables in before Prometheus sees the query.
      const query = expr.replaceAll('$__rate_interval', '1m').replaceAll('$instance', '.*');
      let broken = false;
      parser.parse(query).iterate({
        enter: (node) => {
          if (node.type.isError) broken = true;
        },
      });
      expect(broken, query).toBe(false);
      for (const name of query.match(/\b(?:owo|process|nodejs)_[a-z0-9_]+/g) ?? [])
        expect(exported.has(name), `${name} in ${query}`).toBe(true);
    }
  });

  it('shows what the operator watches', () => {
    const all = targets.map((t) => t.expr).join('\n');
    for (const series of [
      'histogram_quantile(0.5',
      'histogram_quantile(0.99',
      'status=~"5.."',
      'owo_ledger_postings_total',
      'owo_job_queue_size',
      'owo_job_queue_failed',
      'owo_provider_calls_total',
      'owo_db_pool_waiting',
    ])
      expect(all).toContain(series);
  });
});
