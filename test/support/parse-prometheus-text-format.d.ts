// The parser has no types of its own; what the metrics tests read of its answer.
declare module 'parse-prometheus-text-format' {
  export type Sample = {
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  };
  export type Family = { name: string; help: string; type: string; metrics: Sample[] };
  /** Throws on a line that is not Prometheus's text format. */
  export default function parsePrometheusTextFormat(text: string): Family[];
}
