// Runs the built-in feed's simulator as a periodic job under the lease mechanism (one instance at a time,
// server/lib/periodic.ts). SPORTS_SIM_INTERVAL_MS (default 5000; 0 turns it off), SPORTS_MATCH_SECONDS
// (real seconds a simulated 90 minutes take, default 900) and SPORTS_MARGIN tune it.
// The live job (issue 18, ./live-feed.ts) plays the running football matches in play, decides the live
// bets whose delay is over and performs auto cash outs: SPORTS_LIVE_INTERVAL_MS (default 1000; off when
// the simulator is off, so tests that drive the feed by hand are not raced).
import fp from 'fastify-plugin';
import { runPeriodically } from '../lib/periodic';
import { decideDueBets } from './bet-delay';
import { runAutoCashOuts } from './cashout';
import { sportsMargin } from './limits';
import { liveTick } from './live-feed';
import { DEFAULT_SIMULATOR, simulatorTick } from './simulator-feed';

export const sportsPlugin = fp(
  async (app) => {
    const interval = Number(process.env.SPORTS_SIM_INTERVAL_MS ?? 5_000);
    const matchSeconds = Number(process.env.SPORTS_MATCH_SECONDS ?? 900);
    const simOn = Number.isFinite(interval) && interval > 0;
    const liveInterval = Number(process.env.SPORTS_LIVE_INTERVAL_MS ?? (simOn ? 1_000 : 0));
    const liveOn = Number.isFinite(liveInterval) && liveInterval > 0;
    const options = {
      ...DEFAULT_SIMULATOR,
      margin: sportsMargin(),
      matchMs: Number.isFinite(matchSeconds) && matchSeconds > 0 ? matchSeconds * 1000 : DEFAULT_SIMULATOR.matchMs,
      live: liveOn,
    };
    runPeriodically(app, {
      name: 'sports simulator',
      intervalMs: Number.isFinite(interval) ? interval : 5_000,
      run: () => simulatorTick({ db: app.db, hub: app.hub }, options),
    });
    runPeriodically(app, {
      name: 'sports live',
      intervalMs: liveOn ? liveInterval : 0,
      run: async () => {
        const deps = { db: app.db, hub: app.hub };
        return (await liveTick(deps, { matchMs: options.matchMs })) + (await decideDueBets(deps)) + (await runAutoCashOuts(deps));
      },
    });
  },
  { name: 'sports', fastify: '5.x', dependencies: ['context', 'hub-wiring'] },
);
