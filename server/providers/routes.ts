// App plugin: the routes game providers call on us (server-to-server), outside the player API because
// they speak each provider's own protocol instead of the { success, message, data } envelope. Today:
// Hub88's Wallet API under /providers/hub88/ (the operator registers https://<site>/providers/hub88 as its
// wallet endpoint). Bodies are kept as received, since signatures cover the exact bytes.
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { gameProviders } from '../db/schema/casino';
import { publishWalletChange } from '../realtime/publish';
import { readHub88Settings } from './hub88/adapter';
import { SIGNATURE_HEADER } from './hub88/signature';
import { HUB88_CALLS, handleHub88Call, type Hub88Answer } from './hub88/wallet';

declare module 'fastify' {
  interface FastifyRequest {
    providerBody?: string;
  }
}

const providerRoutes: FastifyPluginAsync = async (app) => {
  // Only inside this plugin: the JSON body as text, parsed by the handlers after the signature check.
  if (app.hasContentTypeParser('application/json')) app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.providerBody = body as string;
    done(null, null);
  });

  // A provider retries on failures, and expects its own answer shape even for ours.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const clientError = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
    if (!clientError) request.log.error({ err: error }, 'provider callback failed');
    const answer: Hub88Answer = { status: clientError ? 'RS_ERROR_WRONG_SYNTAX' : 'RS_ERROR_UNKNOWN' };
    void reply.code(200).header('cache-control', 'no-store').send(answer);
  });

  for (const call of HUB88_CALLS) {
    app.post(`/hub88/${call}`, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const [provider] = await app.db
        .select({ enabled: gameProviders.enabled, settings: gameProviders.settings })
        .from(gameProviders)
        .where(eq(gameProviders.code, 'hub88'));
      const settings = provider?.enabled ? readHub88Settings(provider.settings ?? null) : null;
      if (!settings?.ok) return { status: 'RS_ERROR_INVALID_PARTNER' } satisfies Hub88Answer;
      const signature = request.headers[SIGNATURE_HEADER];
      const outcome = await handleHub88Call(
        app.db,
        settings.settings,
        call,
        request.providerBody ?? '',
        Array.isArray(signature) ? signature[0] : signature,
      );
      if (outcome.changed) void publishWalletChange(app.hub, app.db, outcome.changed);
      return outcome.answer;
    });
  }
};

export default providerRoutes;
