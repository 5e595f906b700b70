// A job run on a timer for as long as the app lives (the sweeps: bonus expiry, card deposit expiry,
// outbox pruning). With app.leases (server/lib/leases.ts, every real app) a tick runs only on the instance
// holding the job's lease, so one instance at a time runs it, and another takes it over when that one
// dies or closes; each job also stays safe should two runs ever meet. This keeps one run at a time in this
// process, logs a failure and tries again on the next tick, never keeps the process alive, and waits for
// the run in progress when the app closes.
import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** For the log lines. */
  name: string;
  /** How often; 0 or less means the job is off. */
  intervalMs: number;
  /** One run; answers how many things it changed (logged when more than none). */
  run(): Promise<number>;
}

/** A job's run longer than this (and than its interval) is logged as a warning, with its length. */
const SLOW_RUN_MS = 5_000;

export function runPeriodically(app: FastifyInstance, job: PeriodicJob): void {
  if (job.intervalMs <= 0) return;
  // A bare host (a plugin's own test) has no keeper: then the job runs here, as on a single instance.
  const leases = app.hasDecorator('leases') ? app.leases : null;
  leases?.want(job.name);
  let running: Promise<unknown> | null = null;
  let closing = false;
  const tick = () => {
    if (running || closing) return;
    if (leases && !leases.holds(job.name)) return;
    const started = performance.now();
    running = job
      .run()
      .then((changed) => {
        const tookMs = Math.round(performance.now() - started);
        // A run longer than its own interval holds the database (PGlite: the only connection) for that long.
        if (tookMs > Math.max(SLOW_RUN_MS, job.intervalMs)) app.log.warn({ changed, tookMs }, `${job.name} took ${tookMs} ms`);
        else if (changed > 0) app.log.info({ changed }, `${job.name} changed ${changed}`);
      })
      .catch((err: unknown) => app.log.warn({ err }, `${job.name} failed; retrying on the next tick`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, job.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
