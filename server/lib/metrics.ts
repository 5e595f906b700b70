// In-process counters: cheap to bump on paths an attacker can drive (a refused webhook, a rate-limited
// caller), where writing a row each would hand them a write amplifier. Each instance counts its own since
// it started; the operator API (GET /api/ops/metrics) shows them, and GET /metrics hands them to
// Prometheus (server/ops-probe), which sums instances.
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';

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

// The same counters and the process's own figures for Prometheus (GET /metrics, server/ops-probe): one
// registry per process, since a process is what a scraper sees as an instance. Counters bumped deep in a
// service (a bet placed or settled) live here, so the service needs no handle on the app to count.

export const processRegistry = new Registry();

const bets = new Counter({
  name: 'casino_bets_total',
  help: 'Bets by game and stage: placed (the stake taken) and settled (the round paid or lost).',
  labelNames: ['game', 'stage'] as const,
  registers: [processRegistry],
});

/** Counts a bet placed or settled (studio rounds now; the sportsbook's bets use the same counter). */
export function countBet(stage: 'placed' | 'settled', game: string): void {
  bets.inc({ game, stage });
}

let defaultsStarted = false;
/** Event-loop delay, memory, CPU, handles: started once per process, by the first app that serves /metrics. */
export function startProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: processRegistry, prefix: 'casino_', eventLoopMonitoringPrecision: 10 });
}

/** The Prometheus name of an in-process counter: `payment.webhook.refused` → `casino_payment_webhook_refused_total`. */
export function promName(name: string): string {
  return `casino_${name.replace(/[^A-Za-z0-9_]/g, '_')}_total`;
}
