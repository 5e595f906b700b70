// The studio's server side outside the API contract: the crash round runner of this instance (app.studioCrash,
// started by crash activity, stopped with the app) and the game pages at /studio/<gameCode> (./pages.ts).
// A crash page that follows the rounds over the hub makes no calls while it watches, so its open hub
// connection (tagged by its launch token, see session.ts) counts as activity.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CrashRunner, crashBettingMsFromEnv } from './crash';
import { CRASH_WATCHER_TAG, KENO_WATCHER_TAG, LIVE_ROULETTE_WATCHER_TAG, TOMBALA_WATCHER_TAG } from './session';
import { KenoRunner } from './keno/draws';
import { LiveRouletteRunner } from './live-roulette/spins';
import { liveRouletteTimesFromEnv } from './live-roulette/schedule';
import { kenoTimesFromEnv } from './keno/schedule';
import { defaultRoomsFromEnv, TombalaRunner } from './tombala/rooms';
import { studioPages } from './pages';

declare module 'fastify' {
  interface FastifyInstance {
    studioCrash: CrashRunner;
    studioTombala: TombalaRunner;
    studioKeno: KenoRunner;
    studioLiveRoulette: LiveRouletteRunner;
  }
}

/** Well inside the runner's idle stop (IDLE_STOP_MS), so watched rounds never pause. */
export const WATCHER_CHECK_MS = 10_000;

/** Touches the runner while this instance holds a crash page's hub connection; answers the stop function. */
export function keepRunningWhileWatched(
  hub: Pick<FastifyInstance['hub'], 'countTagged'>,
  runner: Pick<CrashRunner, 'touch'>,
  everyMs: number = WATCHER_CHECK_MS,
  tag: string = CRASH_WATCHER_TAG,
): () => void {
  const timer = setInterval(() => {
    if (hub.countTagged(tag) > 0) runner.touch();
  }, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}

export default fp(
  async (app) => {
    // The crash rounds' betting time: its default unless the environment changes it (crash.ts).
    const runner = new CrashRunner({ db: app.db, hub: app.hub, autoRun: true, log: app.log, bettingMs: crashBettingMsFromEnv(process.env) });
    app.decorate('studioCrash', runner);
    const stopWatching = keepRunningWhileWatched(app.hub, runner);
    // Tombala's rooms of a fresh database: their default times unless the environment shortens them (rooms.ts).
    const tombala = new TombalaRunner({ db: app.db, hub: app.hub, autoRun: true, log: app.log, rooms: defaultRoomsFromEnv(process.env) });
    app.decorate('studioTombala', tombala);
    const stopWatchingTombala = keepRunningWhileWatched(app.hub, tombala, WATCHER_CHECK_MS, TOMBALA_WATCHER_TAG);
    // Keno's times: the timetable's defaults unless the environment shortens them (schedule.ts).
    const keno = new KenoRunner({ db: app.db, hub: app.hub, autoRun: true, log: app.log, times: kenoTimesFromEnv(process.env) });
    app.decorate('studioKeno', keno);
    const stopWatchingKeno = keepRunningWhileWatched(app.hub, keno, WATCHER_CHECK_MS, KENO_WATCHER_TAG);
    // The automated roulette table's times: the timetable's defaults unless the environment shortens them.
    const liveRoulette = new LiveRouletteRunner({ db: app.db, hub: app.hub, autoRun: true, log: app.log, times: liveRouletteTimesFromEnv(process.env) });
    app.decorate('studioLiveRoulette', liveRoulette);
    const stopWatchingLiveRoulette = keepRunningWhileWatched(app.hub, liveRoulette, WATCHER_CHECK_MS, LIVE_ROULETTE_WATCHER_TAG);
    app.addHook('onClose', async () => {
      stopWatching();
      stopWatchingTombala();
      stopWatchingKeno();
      stopWatchingLiveRoulette();
      await Promise.all([runner.stop(), tombala.stop(), keno.stop(), liveRoulette.stop()]);
    });
    await app.register(studioPages);
  },
  { name: 'studio', fastify: '5.x' },
);
