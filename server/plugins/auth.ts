// App plugin: request.player and request.operator, and app.authenticate(mode), the onRequest hook the
// contract router puts on operations the contract secures with bearerAuth (players) or operatorAuth
// (operators: server/operators). A missing, unknown, revoked, idle or too old token answers 401. Every
// answer to a logged-in player carries X-Session-Expires-At, when the session ends unless used again;
// a call sent with `x-session-activity: background` (the app's own polling) does not count as activity.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveSession, type AuthenticatedPlayer } from '../auth/sessions';
import { bearerToken } from '../auth/tokens';
import type { SecurityMode } from '../contract/document';
import { ApiError } from '../lib/api-error';
import { resolveOperatorSession, type AuthenticatedOperator } from '../operators/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in player of this request, or null (guest, or an operation that does not look). */
    player: AuthenticatedPlayer | null;
    /** The operator of an operatorAuth operation (always set there); null everywhere else. */
    operator: AuthenticatedOperator | null;
  }
  interface FastifyInstance {
    authenticate(mode: Exclude<SecurityMode, 'none'>): (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
  }
}

export const SESSION_EXPIRES_HEADER = 'x-session-expires-at';

export default fp(
  async (app) => {
    app.decorateRequest('player', null);
    app.decorateRequest('operator', null);
    app.decorate('authenticate', (mode: Exclude<SecurityMode, 'none'>) => async (request: FastifyRequest, reply?: FastifyReply) => {
      const token = bearerToken(request.headers.authorization);
      if (mode === 'operator') {
        // Operator tokens live in their own table: a player's token finds nothing there, and vice versa.
        const operator = token ? await resolveOperatorSession(app.db, token) : null;
        if (!operator) throw new ApiError(401, 'errors.unauthorized');
        request.operator = operator;
        return;
      }
      const touch = request.headers['x-session-activity'] !== 'background';
      const player = token ? await resolveSession(app.db, token, new Date(), { defaults: app.config.session, touch }) : null;
      if (!player && mode === 'required') throw new ApiError(401, 'errors.unauthorized');
      request.player = player;
      if (player) reply?.header(SESSION_EXPIRES_HEADER, player.expiresAt.toISOString());
    });
  },
  { name: 'auth', fastify: '5.x', dependencies: ['context'] },
);
