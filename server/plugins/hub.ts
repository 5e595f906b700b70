// App plugin: the real-time hub at /hub/frnotify, open to guests for the book's public broadcasts, and
// authenticated by the player's session token, an
// operator's token (the back office's live queues) or a studio game page's launch token (the same player and login session, server/studio/session.ts). With
// REDIS_URL every instance shares one Redis bus (a message raised on one reaches players on all);
// without it the in-process bus serves a single instance. Connection tokens are signed with a secret
// kept in the database, so negotiate and the socket may land on different instances.
import fp from 'fastify-plugin';
import { resolveSession } from '../auth/sessions';
import { createMemoryGuestLimits, createMemoryHubBus, createRedisGuestLimits, createRedisHubBus, hubPlugin, type HubBus } from '../hub';
import { sharedSecret } from '../lib/shared-secret';
import { OPS_HUB_AUDIENCE } from '../operators/live';
import { resolveOperatorSession } from '../operators/sessions';
import { studioHubIdentity } from '../studio/session';

export const HUB_PATH = '/hub/frnotify';

/** The broadcasts a guest receives: the sportsbook's public prices, market states, scores and clocks. */
export const GUEST_COMMANDS = ['SportsOdds', 'SportsEvent', 'SportsLive'] as const;

export default fp(
  async (app) => {
    const bus: HubBus = app.config.redisUrl ? createRedisHubBus({ url: app.config.redisUrl }) : createMemoryHubBus();
    // Guests' per-address counts: in Redis when instances share one, so the cap holds across them.
    const guestLimits = app.config.redisUrl ? createRedisGuestLimits({ url: app.config.redisUrl }) : createMemoryGuestLimits();
    app.addHook('onClose', async () => {
      await bus.close();
      await guestLimits.close();
    });
    await app.register(hubPlugin, {
      path: HUB_PATH,
      bus,
      allowedOrigins: app.config.allowedOrigins,
      // Per instance: a socket lives on one process. Several instances multiply them (see server/hub/README.md).
      maxConnectionsPerSession: app.config.hubLimits.perSession,
      maxConnectionsPerAddress: app.config.hubLimits.perAddress,
      connectionTokenSecret: await sharedSecret(app.db, 'hub-connection-token'),
      // A visitor without a session hears the book's public prices and scores (the up/down marks on
      // /spor and /livespor) and nothing else; docs/decisions.md, "Guests on the hub".
      guests: {
        commands: GUEST_COMMANDS,
        limits: guestLimits,
        maxConnectionsPerAddress: app.config.hubLimits.guestsPerAddress,
        maxNegotiationsPerMinute: app.config.hubLimits.guestNegotiationsPerMinute,
        maxLifetimeMs: Math.max(1, app.config.hubLimits.guestLifetimeMinutes || 60) * 60_000,
      },
      async authenticate(token) {
        const session = await resolveSession(app.db, token, new Date(), { defaults: app.config.session, touch: false });
        if (session) return { playerId: session.id, sessionId: session.sessionId };
        // An operator's back office listens for queue changes (server/operators/live.ts).
        const operator = await resolveOperatorSession(app.db, token);
        if (operator) return { playerId: OPS_HUB_AUDIENCE, sessionId: operator.sessionId, tags: ['ops'] };
        // Our game pages hold a launch token, not the session token; it stands for the session that launched them.
        return studioHubIdentity(app.db, token);
      },
    });
  },
  { name: 'hub-wiring', fastify: '5.x', dependencies: ['context'] },
);
