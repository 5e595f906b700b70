// The studio's server side outside the API contract: the crash round runner of this instance (app.studioCrash,
// started by crash activity, stopped with the app) and the game pages at /studio/<gameCode> (./pages.ts).
import fp from 'fastify-plugin';
import { CrashRunner } from './crash';
import { studioPages } from './pages';

declare module 'fastify' {
  interface FastifyInstance {
    studioCrash: CrashRunner;
  }
}

export default fp(
  async (app) => {
    const runner = new CrashRunner({ db: app.db, hub: app.hub, autoRun: true, log: app.log });
    app.decorate('studioCrash', runner);
    app.addHook('onClose', async () => {
      await runner.stop();
    });
    await app.register(studioPages);
  },
  { name: 'studio', fastify: '5.x' },
);
