// Runs the built-in feed's simulator as a periodic job under the lease mechanism (one instance at a time,
// server/lib/periodic.ts). SPORTS_SIM_INTERVAL_MS (default 5000; 0 turns it off), SPORTS_MATCH_SECONDS
// (real seconds a simulated 90 minutes take, default 900) and SPORTS_MARGIN tune it.
import fp from 'fastify-plugin';
import { runPeriodically } from '../lib/periodic';
import { sportsMargin } from './limits';
import { DEFAULT_SIMULATOR, simulatorTick } from './simulator-feed';

export const sportsPlugin = fp(
  async (app) => {
    const interval = Number(process.env.SPORTS_SIM_INTERVAL_MS ?? 5_000);
    const matchSeconds = Number(process.env.SPORTS_MATCH_SECONDS ?? 900);
    const options = {
      ...DEFAULT_SIMULATOR,
      margin: sportsMargin(),
      matchMs: Number.isFinite(matchSeconds) && matchSeconds > 0 ? matchSeconds * 1000 : DEFAULT_SIMULATOR.matchMs,
    };
    runPeriodically(app, {
      name: 'sports simulator',
      intervalMs: Number.isFinite(interval) ? interval : 5_000,
      run: () => simulatorTick({ db: app.db, hub: app.hub }, options),
    });
  },
  { name: 'sports', fastify: '5.x', dependencies: ['context', 'hub-wiring'] },
);
