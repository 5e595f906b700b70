// App plugin: the browser-facing security headers on every answer (Referrer-Policy, Permissions-Policy,
// X-Content-Type-Options, HSTS when PUBLIC_URL is https) and a Content-Security-Policy on every HTML
// answer: the app's document gets the full policy (server/security/csp.ts) from `app.csp.forDocument`,
// our studio pages theirs from `app.csp.forStudio`, and any other HTML a strict one made from its own
// inline <style> elements. Also the body parsers of violation reports (POST /api/csp-report).
//
// The frame and chat origins live in the database (game_providers.settings, app_settings), so every
// instance reads the same ones and an operator's change needs no restart; they are cached for a few
// seconds per instance, like the bootstrap.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TtlCache } from '../content/cache';
import { appSettings, gameProviders } from '../db/schema';
import {
  HSTS,
  PERMISSIONS_POLICY,
  chatOrigins,
  documentPolicy,
  fallbackPolicy,
  inlineStyleHashes,
  providerFrameOrigins,
  studioPolicy,
  type PolicySources,
} from '../security/csp';

/** The live chat's default script addresses: the same as machines/live-chat's (a test holds them equal). */
export const CHAT_DEFAULTS = {
  scriptUrl: 'https://vue.comm100.com/livechat.ashx?siteId=',
  standbyUrl: 'https://standby.comm100vue.com/livechat.ashx?siteId=',
};

const CHAT_KEYS = ['chat-site-id', 'chat-div-id', 'chat-script-url', 'chat-standby-url'];
const SOURCES_TTL_MS = 5_000;

export interface CspPolicies {
  /** The policy of the app's document whose inline <style> elements hash to `styleHashes`. */
  forDocument(styleHashes: readonly string[]): Promise<string>;
  /** The policy of a studio game page whose inline <style> elements hash to `styleHashes`. */
  forStudio(styleHashes: readonly string[]): string;
  /** The frame, chat and ancestor origins in force now (cached a few seconds). */
  sources(): Promise<PolicySources>;
  /** Forgets the cached origins (tests, after changing settings). */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    csp: CspPolicies;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const cache = new TtlCache<PolicySources>(SOURCES_TTL_MS);

    async function loadSources(): Promise<PolicySources> {
      const [providers, chat] = await Promise.all([
        app.db
          .select({ settings: gameProviders.settings })
          .from(gameProviders)
          .where(and(eq(gameProviders.enabled, true), isNotNull(gameProviders.settings))),
        app.db
          .select({ key: appSettings.key, url: appSettings.url })
          .from(appSettings)
          .where(and(eq(appSettings.enabled, true), inArray(appSettings.key, CHAT_KEYS))),
      ]);
      return {
        frameOrigins: [...providers.flatMap((row) => providerFrameOrigins(row.settings ?? null)), ...config.csp.frameOrigins].sort(),
        chatOrigins: chatOrigins(Object.fromEntries(chat.map((row) => [row.key, row.url])), CHAT_DEFAULTS),
        frameAncestors: config.csp.frameAncestors,
      };
    }

    const csp: CspPolicies = {
      sources: () => cache.get('sources', loadSources),
      async forDocument(styleHashes) {
        return documentPolicy(await csp.sources(), styleHashes);
      },
      forStudio: (styleHashes) => studioPolicy(styleHashes, config.csp.frameAncestors),
      invalidate: () => cache.clear(),
    };
    app.decorate('csp', csp);

    const hsts = config.publicUrl?.startsWith('https://') === true;

    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('referrer-policy')) void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      void reply.header('permissions-policy', PERMISSIONS_POLICY);
      void reply.header('x-content-type-options', 'nosniff');
      if (hsts) void reply.header('strict-transport-security', HSTS);

      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
        const html = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) && !reply.hasHeader('content-encoding') ? payload.toString('utf8') : '';
        const docs = request.url === '/api/docs' || request.url.startsWith('/api/docs/');
        void reply.header('content-security-policy', fallbackPolicy(inlineStyleHashes(html), { inlineStyles: docs }));
      }
      return payload;
    });

    // Violation reports: report-uri posts application/csp-report, the Reporting API application/reports+json.
    app.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        // Not JSON: the handler answers it as a malformed report.
        done(null, null);
      }
    });
  },
  { name: 'security-headers', fastify: '5.x', dependencies: ['context'] },
);
