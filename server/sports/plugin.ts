// Runs the built-in feed's simulator as a periodic job under the lease mechanism (one instance at a time,
// server/lib/periodic.ts). SPORTS_SIM_INTERVAL_MS (default 5000; 0 turns it off), SPORTS_MATCH_SECONDS
// (real seconds a simulated 90 minutes take, default 900) and SPORTS_MARGIN tune it.
// The live job (issue 18, ./live-feed.ts) plays the running football matches in play, decides the live
// bets whose delay is over and performs auto cash outs: SPORTS_LIVE_INTERVAL_MS (default 1000; off when
// the simulator is off, so tests that drive the feed by hand are not raced).
// SPORTS_FEED=recorded:<file> also replays a recorded third-party feed (./feeds/the-odds-api.ts) from the
// server's start, every SPORTS_FEED_INTERVAL_MS (default 5000), beside the simulator.
import fp from 'fastify-plugin';
import { runPeriodically } from '../lib/periodic';
import { decideDueBets } from './bet-delay';
import { runAutoCashOuts } from './cashout';
import { sportsMargin } from './limits';
import { applyFeedMessage } from './book';
import { prepareCatalogue, readRecording, RecordedOddsApiFeed } from './feeds/the-odds-api';
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
    const feed = process.env.SPORTS_FEED ?? '';
    if (feed.startsWith('recorded:')) {
      const recording = readRecording(feed.slice('recorded:'.length));
      const adapter = new RecordedOddsApiFeed(recording, new Date());
      let prepared = false;
      const feedInterval = Number(process.env.SPORTS_FEED_INTERVAL_MS ?? 5_000);
      runPeriodically(app, {
        name: 'sports recorded feed',
        intervalMs: Number.isFinite(feedInterval) && feedInterval > 0 ? feedInterval : 5_000,
        run: async () => {
          if (!prepared) await prepareCatalogue(app.db, recording);
          prepared = true;
          let changed = 0;
          for (const message of await adapter.poll(new Date())) changed += await applyFeedMessage({ db: app.db, hub: app.hub }, message);
          return changed;
        },
      });
    }
  },
  { name: 'sports', fastify: '5.x', dependencies: ['context', 'hub-wiring'] },
);
