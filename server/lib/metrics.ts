// In-process counters: cheap to bump on paths an attacker can drive (a refused webhook, a rate-limited
// caller), where writing a row each would hand them a write amplifier. Each instance counts its own since
// it started; the operator API (GET /api/ops/metrics) shows them, and a scraper sums instances.
export type MetricLabels = Record<string, string>;

export interface CounterValue {
  name: string;
  labels: MetricLabels;
  value: number;
}

export interface Metrics {
  readonly startedAt: Date;
  increment(name: string, labels?: MetricLabels, by?: number): void;
  /** The value of one counter (0 when never bumped). */
  value(name: string, labels?: MetricLabels): number;
  /** Every counter, sorted by name and labels. */
  snapshot(): CounterValue[];
}

/** Series a counter may grow to, so labels taken from requests cannot grow the map without bound. */
const MAX_SERIES = 1_000;

function seriesKey(name: string, labels: MetricLabels): string {
  return JSON.stringify([name, Object.entries(labels).sort(([a], [b]) => a.localeCompare(b))]);
}

export function createMetrics(now: Date = new Date()): Metrics {
  const series = new Map<string, CounterValue>();
  return {
    startedAt: now,
    increment(name, labels = {}, by = 1) {
      const key = seriesKey(name, labels);
      const found = series.get(key);
      if (found) {
        found.value += by;
        return;
      }
      if (series.size >= MAX_SERIES) {
        this.increment('metrics.series.dropped', {}, by);
        return;
      }
      series.set(key, { name, labels: { ...labels }, value: by });
    },
    value(name, labels = {}) {
      return series.get(seriesKey(name, labels))?.value ?? 0;
    },
    snapshot() {
      return [...series.values()]
        .map((counter) => ({ name: counter.name, labels: { ...counter.labels }, value: counter.value }))
        .sort((a, b) => seriesKey(a.name, a.labels).localeCompare(seriesKey(b.name, b.labels)));
    },
  };
}
