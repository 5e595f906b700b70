// App plugin: keeps the exact text of every JSON request body as request.rawBody beside the parsed one.
// Signed server-to-server calls (payment gateway webhooks, a game aggregator's wallet calls) are signed
// over the bytes they sent; re-serializing the parsed object would not reproduce them.
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received (UTF-8 text); undefined for requests without a JSON body. */
    rawBody?: string;
  }
}

export default fp(
  async (app) => {
    // Fastify's own parser keeps its guards (prototype poisoning, empty bodies) and error codes.
    const parseJson = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      parseJson(request, body as string, done);
    });
  },
  { name: 'raw-body', fastify: '5.x' },
);
