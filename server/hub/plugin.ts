// The real-time hub as a Fastify plugin: SignalR's negotiate endpoint and WebSocket transport at
// `path`, authenticated by the session token, Origin-checked, and `fastify.hub` for pushing
// NotifyMessage invocations to a player or to everyone, and for closing a revoked session's
// connections, on every instance that shares the bus. With `guests`, a visitor without a session
// token connects too, and hears only the broadcasts named there (README.md, "Guests").
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { HubBus, HubEvent } from './bus';
import { type HubClock, type HubTimer, systemClock } from './clock';
import { HubConnection, type HubIdentity } from './connection';
import { createConnectionTokens } from './connection-token';
import { addressKey, createMemoryGuestLimits, type GuestLimits } from './guest-limits';
import { invocation, writeMessage } from './protocol';

export type { HubIdentity } from './connection';

/** The client-side method every push invokes; see README.md for its two arguments. */
export const NOTIFY_TARGET = 'NotifyMessage';

export interface HubPluginOptions {
  /** Where the hub lives; negotiate is `${path}/negotiate`. */
  path?: string;
  /**
   * Resolves a session token (and the fingerprint the client sent) to the session it belongs to,
   * or null when it is unknown, expired or revoked. A throw is treated as "cannot tell now" (503).
   */
  authenticate(token: string, fingerprint: string | undefined): Promise<HubIdentity | null>;
  /**
   * Origins allowed besides the server's own. Requests without an Origin header (not from a
   * browser, so not open to cross-site abuse) are allowed; they still need a valid token.
   */
  allowedOrigins?: string[] | ((origin: string) => boolean);
  bus: HubBus;
  /** Ping interval when nothing else was sent (the client drops the link after 30 s of silence). */
  keepAliveMs?: number;
  /** Close a connection whose client sent nothing for this long (the client pings every 15 s). */
  clientTimeoutMs?: number;
  handshakeTimeoutMs?: number;
  /** How long a negotiated connection token stays valid for opening its socket. */
  negotiationTtlMs?: number;
  /**
   * Signs connection tokens. Instances behind a load balancer without sticky sessions must share
   * it (negotiate and the socket may reach different instances); by default each process makes its own.
   */
  connectionTokenSecret?: string | Buffer;
  /** Largest hub record accepted from a client, in bytes (also the WebSocket frame limit when this plugin registers @fastify/websocket). */
  maxMessageBytes?: number;
  /** Outgoing bytes a client may leave unread before it is dropped as too slow. */
  maxBufferedBytes?: number;
  /** The clock of the timeouts, pings and credential expiries: the system's unless a test moves time itself. */
  clock?: HubClock;
  /**
   * Open sockets one login session may hold on this instance (its tabs and game pages); 0: no cap.
   * The one over the cap completes its handshake and is closed with a Close message naming the cap,
   * without reconnect; past twice the cap the upgrade itself is refused with a 429 envelope. Default 10.
   */
  maxConnectionsPerSession?: number;
  /** The same per client address (`request.ip`, which honours trustProxy). Default 50. */
  maxConnectionsPerAddress?: number;
  /** Lets visitors without a session token listen to some broadcasts; absent: they get 401 as before. */
  guests?: HubGuestOptions;
}

/** Guest (signed-out) connections: receive-only, limited per address. */
export interface HubGuestOptions {
  /**
   * The publishToAll commands a guest receives (public prices and scores). Anything else, every
   * publishToPlayer and every other broadcast, never reaches a guest: a broadcast added later stays
   * off guests until it is named here.
   */
  commands: readonly string[];
  /** Where the per-address counts live: Redis with several instances, this process by default. */
  limits?: GuestLimits;
  /** Guest connections one address (an IPv6 /64) may hold at once, across instances sharing `limits`. Default 20. */
  maxConnectionsPerAddress?: number;
  /** Negotiations (and sockets opened without one) one address may start per clock minute. Default 60. */
  maxNegotiationsPerMinute?: number;
  /**
   * A guest connection is closed after this long (less up to a tenth, so a crowd does not come back
   * at once), allowing reconnection: a live tab comes back through negotiate and its limits, a
   * forgotten one stops holding a slot when its client gives up. Default one hour.
   */
  maxLifetimeMs?: number;
  /** A guest socket that sends no handshake within this long is dropped. Default 5 s. */
  handshakeTimeoutMs?: number;
}

/** The session id guest connection tokens are bound to: no real session id is empty-prefixed like this. */
const GUEST_SESSION = '\u0000guest';

export interface Hub {
  /** Sends NotifyMessage(command, message) to every connection of the player, on every instance. Resolves false (and logs) when the bus refused. */
  publishToPlayer(playerId: string, command: string, message: unknown): Promise<boolean>;
  /** Sends NotifyMessage(command, message) to every connection on every instance. */
  publishToAll(command: string, message: unknown): Promise<boolean>;
  /** Closes the session's connections everywhere with a Close message that forbids reconnecting. */
  revokeSession(sessionId: string): Promise<boolean>;
  /** Connections on this instance that completed the handshake. */
  readonly connectionCount: number;
  /** NotifyMessage records this instance wrote to its connections since it started (GET /metrics). */
  readonly messagesPushed: number;
  /** Handshaken connections on this instance whose identity carries `tag` (see HubIdentity.tags). */
  countTagged(tag: string): number;
  /** Of the handshaken connections on this instance, the guests'. */
  readonly guestCount: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}

const MAX_TOKEN_LENGTH = 1024;
const MAX_FINGERPRINT_LENGTH = 256;
/** A revocation can race a socket that authenticated a moment earlier; remembered this long. */
const REVOKED_MEMORY_MS = 60_000;

class HttpRefusal {
  constructor(
    readonly status: number,
    readonly message: string,
    /** Seconds, for a 429's Retry-After. */
    readonly retryAfter?: number,
  ) {}
}

function queryString(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match) return match[1];
  }
  // Browsers cannot set headers on a WebSocket, so the SignalR client puts the token in the query.
  return queryString(request, 'access_token');
}

function newId(): string {
  return randomBytes(16).toString('base64url');
}

function refuse(reply: FastifyReply, refusal: HttpRefusal): FastifyReply {
  if (refusal.retryAfter !== undefined) reply.header('retry-after', String(refusal.retryAfter));
  return reply.code(refusal.status).send({ success: false, message: refusal.message, data: null });
}

async function hubPluginImpl(fastify: FastifyInstance, options: HubPluginOptions): Promise<void> {
  const path = (options.path ?? '/hub/frnotify').replace(/\/+$/, '');
  const timings = {
    keepAliveMs: options.keepAliveMs ?? 15_000,
    clientTimeoutMs: options.clientTimeoutMs ?? 30_000,
    handshakeTimeoutMs: options.handshakeTimeoutMs ?? 15_000,
    maxRecordChars: options.maxMessageBytes ?? 32 * 1024,
    maxBufferedBytes: options.maxBufferedBytes ?? 1024 * 1024,
    clock: options.clock ?? systemClock,
  };
  const tokens = createConnectionTokens(options.connectionTokenSecret ?? randomBytes(32), options.negotiationTtlMs ?? 30_000);
  const { bus, authenticate, allowedOrigins } = options;
  const log = fastify.log.child({ module: 'hub' });
  const caps = {
    session: options.maxConnectionsPerSession ?? 10,
    address: options.maxConnectionsPerAddress ?? 50,
  };
  /** Sockets open on this instance (handshake done or not, refused ones until they close) per session and per address. */
  const socketsBySession = new Map<string, number>();
  const socketsByAddress = new Map<string, number>();
  const count = (map: Map<string, number>, key: string, delta: number) => {
    const next = (map.get(key) ?? 0) + delta;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };
  /** Why a new socket of this session from this address may not stay, or null when it may. */
  function overCap(sessionId: string, address: string, factor: number): string | null {
    if (caps.session > 0 && (socketsBySession.get(sessionId) ?? 0) >= caps.session * factor) {
      return `Too many connections for this session (at most ${caps.session}).`;
    }
    if (caps.address > 0 && (socketsByAddress.get(address) ?? 0) >= caps.address * factor) {
      return `Too many connections from this address (at most ${caps.address}).`;
    }
    return null;
  }

  const guestOptions = options.guests
    ? {
        commands: new Set(options.guests.commands),
        limits: options.guests.limits ?? createMemoryGuestLimits(),
        /** Whether this plugin made the store (and so closes it). */
        ownLimits: options.guests.limits === undefined,
        perAddress: options.guests.maxConnectionsPerAddress ?? 20,
        perMinute: options.guests.maxNegotiationsPerMinute ?? 60,
        lifetimeMs: options.guests.maxLifetimeMs ?? 3_600_000,
        timings: { ...timings, handshakeTimeoutMs: options.guests.handshakeTimeoutMs ?? 5_000 },
      }
    : null;
  /** Handshaken guest connections: kept apart from `connections`, so no player's push can reach them. */
  const guests = new Set<HubConnection>();
  /** Every guest socket's slot in the per-address count (handshake done or not), renewed while it lives. */
  const guestSlots = new Map<HubConnection, { address: string; connectionId: string }>();

  const connections = new Set<HubConnection>();
  /** Every socket of this instance by connection id, handshake done or not. */
  const byId = new Map<string, HubConnection>();
  const byPlayer = new Map<string, Set<HubConnection>>();
  const bySession = new Map<string, Set<HubConnection>>();
  const byTag = new Map<string, Set<HubConnection>>();
  /** Closes connections whose credential expires (HubIdentity.expiresAt) at that moment. */
  const expiryTimers = new Map<HubConnection, HubTimer>();
  const recentlyRevoked = new Map<string, NodeJS.Timeout>();
  /** The identity preValidation established for an upgrade request, read by the socket handler. */
  const upgraded = new WeakMap<FastifyRequest, { identity: HubIdentity; connectionId: string; guestAddress?: string }>();

  function index(map: Map<string, Set<HubConnection>>, key: string, connection: HubConnection, add: boolean) {
    let set = map.get(key);
    if (add) {
      if (!set) map.set(key, (set = new Set()));
      set.add(connection);
    } else if (set) {
      set.delete(connection);
      if (set.size === 0) map.delete(key);
    }
  }

  function originAllowed(request: FastifyRequest): boolean {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    try {
      if (new URL(origin).host === request.host) return true;
    } catch {
      // An Origin that is not a URL ("null" from a sandboxed frame) is never same-origin.
    }
    if (Array.isArray(allowedOrigins)) return allowedOrigins.includes(origin);
    if (typeof allowedOrigins === 'function') return allowedOrigins(origin) === true;
    return false;
  }

  /** Origin, token, fingerprint and session: everything both endpoints require. */
  async function identify(request: FastifyRequest): Promise<HubIdentity> {
    if (!originAllowed(request)) throw new HttpRefusal(403, 'Origin not allowed.');
    const token = bearerToken(request);
    // No token at all is a guest (when guests are let in); a token that fails is still a 401, so a
    // client whose session ended learns it instead of quietly listening as a guest.
    if (!token && guestOptions) return { playerId: '', sessionId: GUEST_SESSION, guest: true };
    if (!token || token.length > MAX_TOKEN_LENGTH) throw new HttpRefusal(401, 'Authentication required.');
    const fingerprint = queryString(request, 'fingerprint') || undefined;
    if (fingerprint !== undefined && fingerprint.length > MAX_FINGERPRINT_LENGTH) {
      throw new HttpRefusal(400, 'Invalid fingerprint.');
    }
    let identity: HubIdentity | null;
    try {
      identity = await authenticate(token, fingerprint);
    } catch (error) {
      log.warn({ err: error }, 'hub authentication failed');
      throw new HttpRefusal(503, 'Authentication unavailable.');
    }
    if (!identity || recentlyRevoked.has(identity.sessionId)) throw new HttpRefusal(401, 'Authentication required.');
    return identity;
  }

  /** A guest limit the store could not check is "cannot tell now", as a failing session store is. */
  async function guestLimit<T>(check: () => Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (error) {
      log.warn({ err: error }, 'hub guest limits unavailable');
      throw new HttpRefusal(503, 'Guest connections unavailable.');
    }
  }

  /** Counts a guest's negotiation (or socket without one) and refuses past the per-minute cap. */
  async function admitGuestNegotiation(address: string): Promise<void> {
    const g = guestOptions!;
    const now = timings.clock.now();
    if (g.perMinute > 0 && !(await guestLimit(() => g.limits.negotiation(address, g.perMinute, now)))) {
      throw new HttpRefusal(429, `Too many hub negotiations from this address (at most ${g.perMinute} a minute).`, 60 - Math.floor((now % 60_000) / 1000));
    }
  }

  const guestCapMessage = () => `Too many guest connections from this address (at most ${guestOptions!.perAddress}).`;

  function corsFor(request: FastifyRequest, reply: FastifyReply) {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
  }

  let messagesPushed = 0;
  function onBusEvent(event: HubEvent) {
    switch (event.kind) {
      case 'player': {
        const targets = byPlayer.get(event.playerId);
        if (!targets) return;
        const record = writeMessage(invocation(NOTIFY_TARGET, [event.command, event.message]));
        for (const connection of targets) if (connection.sendRecord(record)) messagesPushed++;
        return;
      }
      case 'all': {
        const record = writeMessage(invocation(NOTIFY_TARGET, [event.command, event.message]));
        for (const connection of connections) if (connection.sendRecord(record)) messagesPushed++;
        if (guestOptions?.commands.has(event.command)) {
          for (const connection of guests) if (connection.sendRecord(record)) messagesPushed++;
        }
        return;
      }
      case 'revoke': {
        const previous = recentlyRevoked.get(event.sessionId);
        if (previous) clearTimeout(previous);
        const timer = setTimeout(() => recentlyRevoked.delete(event.sessionId), REVOKED_MEMORY_MS);
        timer.unref();
        recentlyRevoked.set(event.sessionId, timer);
        for (const connection of [...(bySession.get(event.sessionId) ?? [])]) {
          connection.closeWith('Session revoked.', false);
        }
        return;
      }
    }
  }

  async function publish(event: HubEvent): Promise<boolean> {
    try {
      await bus.publish(event);
      return true;
    } catch (error) {
      log.warn({ err: error, kind: event.kind }, 'hub publish failed');
      return false;
    }
  }

  const hub: Hub = {
    publishToPlayer: (playerId, command, message) => publish({ kind: 'player', playerId, command, message }),
    publishToAll: (command, message) => publish({ kind: 'all', command, message }),
    revokeSession: (sessionId) => publish({ kind: 'revoke', sessionId }),
    get connectionCount() {
      return connections.size + guests.size;
    },
    get guestCount() {
      return guests.size;
    },
    get messagesPushed() {
      return messagesPushed;
    },
    countTagged(tag) {
      return byTag.get(tag)?.size ?? 0;
    },
  };
  fastify.decorate('hub', hub);

  const unsubscribe = await bus.subscribe(onBusEvent);

  // Runs before @fastify/websocket's own preClose (when this plugin registers it, below) so that
  // clients hear a Close allowing reconnection, and reconnect to another instance or this one
  // once it is back, instead of seeing a bare socket close.
  fastify.addHook('preClose', async () => {
    for (const connection of [...connections, ...guests]) connection.closeWith('Server is shutting down.', true, 1001);
  });
  // Guest slots are leases: renewed here while their sockets live, they lapse on their own when this
  // instance dies without releasing them.
  const renewal = guestOptions
    ? setInterval(() => {
        guestOptions.limits.renew([...guestSlots.values()], timings.clock.now()).catch((error) => log.warn({ err: error }, 'hub guest slots not renewed'));
      }, Math.max(1000, Math.floor(guestOptions.limits.leaseMs / 3)))
    : null;
  renewal?.unref();
  fastify.addHook('onClose', async () => {
    if (renewal) clearInterval(renewal);
    if (guestOptions?.ownLimits) await guestOptions.limits.close();
    await unsubscribe();
    for (const timer of recentlyRevoked.values()) clearTimeout(timer);
    recentlyRevoked.clear();
  });

  if (!fastify.hasDecorator('websocketServer')) {
    await fastify.register(websocket, {
      options: { maxPayload: timings.maxRecordChars },
      // An unclean client disconnect is routine for a hub; it is not an application error.
      errorHandler(error, socket) {
        log.debug({ err: error }, 'hub socket error');
        socket.terminate();
      },
    });
  }

  // Routes live in their own context so the body parsing below stays local to them.
  await fastify.register(async (routes) => {
    // The client posts an empty negotiate body, with whatever content type its HTTP stack picks;
    // nothing in it is read, so any type is accepted and left unparsed.
    routes.removeAllContentTypeParsers();
    routes.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));

    routes.options(`${path}/negotiate`, async (request, reply) => {
      if (!originAllowed(request) || request.headers.origin === undefined) return reply.code(403).send();
      corsFor(request, reply);
      const requested = request.headers['access-control-request-headers'];
      reply.header('access-control-allow-methods', 'POST');
      if (typeof requested === 'string' && requested.length <= 1024) reply.header('access-control-allow-headers', requested);
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    });

    routes.post(`${path}/negotiate`, { bodyLimit: 1024 }, async (request, reply) => {
      let identity: HubIdentity;
      try {
        identity = await identify(request);
      } catch (error) {
        if (error instanceof HttpRefusal) {
          if (error.status !== 403) corsFor(request, reply);
          return refuse(reply, error);
        }
        throw error;
      }
      if (identity.guest) {
        const address = addressKey(request.ip);
        try {
          await admitGuestNegotiation(address);
          // Refused here already when the address is full, so the client's start fails with the reason
          // before it opens a socket; the socket's atomic take of a slot is what actually holds the cap.
          const g = guestOptions!;
          if (g.perAddress > 0 && (await guestLimit(() => g.limits.held(address, timings.clock.now()))) >= g.perAddress) {
            throw new HttpRefusal(429, guestCapMessage(), 60);
          }
        } catch (error) {
          if (error instanceof HttpRefusal) {
            corsFor(request, reply);
            log.warn({ address }, `hub guest negotiate refused: ${error.message}`);
            return refuse(reply, error);
          }
          throw error;
        }
      }
      corsFor(request, reply);
      // negotiateVersion absent means 0 (TransportProtocols.md); this server speaks at most 1.
      const requestedVersion = Number.parseInt(queryString(request, 'negotiateVersion') ?? '0', 10);
      const version = Number.isFinite(requestedVersion) && requestedVersion >= 1 ? 1 : 0;
      const { connectionId, connectionToken } = tokens.issue(identity.sessionId);
      const availableTransports = [{ transport: 'WebSockets', transferFormats: ['Text'] }];
      if (version === 0) {
        // Version 0 clients put the connection id in the socket URL, so it must be the token.
        return reply.send({ negotiateVersion: 0, connectionId: connectionToken, availableTransports });
      }
      return reply.send({ negotiateVersion: 1, connectionId, connectionToken, availableTransports });
    });

    routes.get(
      path,
      {
        websocket: true,
        // The upgrade URL carries the access token; request logs at info level would write it out.
        logLevel: 'warn',
        async preValidation(request, reply) {
          if (!request.ws) return; // a plain GET meets @fastify/websocket's 404
          try {
            const identity = await identify(request);
            const id = queryString(request, 'id');
            const guestAddress = identity.guest ? addressKey(request.ip) : undefined;
            let connectionId: string;
            if (id === undefined) {
              // A guest skipping negotiate still counts as one, or the per-minute cap would be bypassed so.
              if (guestAddress !== undefined) await admitGuestNegotiation(guestAddress);
              // No negotiate first (a client with skipNegotiation): a fresh connection, as the transport document allows.
              connectionId = newId();
            } else {
              const known = tokens.verify(id, identity.sessionId);
              if (known === null) throw new HttpRefusal(404, 'Unknown connection id.');
              // One socket per negotiated connection (TransportProtocols.md: 409 for a second).
              if (byId.has(known)) throw new HttpRefusal(409, 'Connection already has a socket.');
              connectionId = known;
            }
            // Far past a cap (a flood), no socket is made at all; just past it, the socket below says why it closes.
            if (guestAddress !== undefined) {
              // Guests are counted apart from players, across instances, and refused before any socket exists.
              const g = guestOptions!;
              if (g.perAddress > 0 && !(await guestLimit(() => g.limits.acquire(guestAddress, connectionId, g.perAddress, timings.clock.now())))) {
                log.warn({ address: guestAddress }, `hub guest upgrade refused: ${guestCapMessage()}`);
                throw new HttpRefusal(429, guestCapMessage(), 60);
              }
              upgraded.set(request, { identity, connectionId, guestAddress });
              return;
            }
            const flood = overCap(identity.sessionId, request.ip, 2);
            if (flood !== null) {
              log.warn({ playerId: identity.playerId, address: request.ip }, `hub upgrade refused: ${flood}`);
              throw new HttpRefusal(429, flood);
            }
            upgraded.set(request, { identity, connectionId });
          } catch (error) {
            if (error instanceof HttpRefusal) return refuse(reply, error);
            throw error;
          }
        },
      },
      (socket, request) => {
        const accepted = upgraded.get(request);
        if (!accepted) {
          socket.close(1008);
          return;
        }
        const { identity, connectionId, guestAddress } = accepted;
        const releaseSlot = () => {
          if (guestAddress === undefined || guestOptions!.perAddress <= 0) return;
          guestOptions!.limits.release(guestAddress, connectionId).catch((error) => log.warn({ err: error }, 'hub guest slot not released'));
        };
        if (byId.has(connectionId)) {
          // Two upgrades with one token passed the check together; the first one keeps it.
          releaseSlot();
          socket.close(1008);
          return;
        }
        if (guestAddress !== undefined) {
          const g = guestOptions!;
          const guestConnection = new HubConnection(
            connectionId,
            identity,
            socket,
            g.timings,
            {
              onReady(connection) {
                guests.add(connection);
                // Up to a tenth earlier than the lifetime, so connections made together do not all return together.
                const lifetime = Math.min(Math.floor(g.lifetimeMs * (1 - Math.random() / 10)), 2 ** 31 - 1);
                const timer = timings.clock.setTimeout(() => connection.closeWith('Connection lifetime ended.', true), lifetime);
                expiryTimers.set(connection, timer);
                log.info({ connectionId, address: guestAddress }, 'hub guest connection open');
              },
              onClosed(connection) {
                guestSlots.delete(connection);
                releaseSlot();
                if (byId.get(connectionId) === connection) byId.delete(connectionId);
                if (!guests.delete(connection)) return;
                timings.clock.clearTimeout(expiryTimers.get(connection));
                expiryTimers.delete(connection);
                log.info({ connectionId }, 'hub guest connection closed');
              },
            },
            log,
          );
          byId.set(connectionId, guestConnection);
          guestSlots.set(guestConnection, { address: guestAddress, connectionId });
          return;
        }
        // Counted here, where sockets arrive one at a time, so concurrent upgrades cannot slip past a cap.
        const address = request.ip;
        const refusal = overCap(identity.sessionId, address, 1);
        count(socketsBySession, identity.sessionId, 1);
        count(socketsByAddress, address, 1);
        const hubConnection = new HubConnection(
          connectionId,
          identity,
          socket,
          timings,
          {
            onReady(connection) {
              if (recentlyRevoked.has(identity.sessionId)) {
                connection.closeWith('Session revoked.', false);
                return;
              }
              if (refusal !== null) {
                // No reconnect: a client told to retry would only meet the same cap again.
                log.warn({ connectionId, playerId: identity.playerId, address }, `hub connection refused: ${refusal}`);
                connection.closeWith(refusal, false, 1008);
                return;
              }
              connections.add(connection);
              index(byPlayer, identity.playerId, connection, true);
              index(bySession, identity.sessionId, connection, true);
              for (const tag of identity.tags ?? []) index(byTag, tag, connection, true);
              if (identity.expiresAt) {
                // setTimeout holds at most ~24.8 days; a credential living longer is checked again on reconnect.
                const inMs = Math.min(Math.max(identity.expiresAt.getTime() - timings.clock.now(), 0), 2 ** 31 - 1);
                const timer = timings.clock.setTimeout(() => connection.closeWith('Authorization expired.', false), inMs);
                expiryTimers.set(connection, timer);
              }
              log.info({ connectionId, playerId: identity.playerId }, 'hub connection open');
            },
            onClosed(connection) {
              count(socketsBySession, identity.sessionId, -1);
              count(socketsByAddress, address, -1);
              if (byId.get(connectionId) === connection) byId.delete(connectionId);
              if (!connections.delete(connection)) return;
              index(byPlayer, identity.playerId, connection, false);
              index(bySession, identity.sessionId, connection, false);
              for (const tag of identity.tags ?? []) index(byTag, tag, connection, false);
              timings.clock.clearTimeout(expiryTimers.get(connection));
              expiryTimers.delete(connection);
              log.info({ connectionId, playerId: identity.playerId }, 'hub connection closed');
            },
          },
          log,
        );
        byId.set(connectionId, hubConnection);
      },
    );
  });
}

/**
 * Register once per app: `app.register(hubPlugin, { authenticate, bus })`. Registers
 * @fastify/websocket itself unless the app already did.
 */
export const hubPlugin = fp(hubPluginImpl, { fastify: '5.x', name: 'hub' });
