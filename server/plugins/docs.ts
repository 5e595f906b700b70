// External plugin: the API reference at /api/docs, rendered by Swagger UI from the contract itself
// (static mode: the document is served as written, never regenerated from routes).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export interface DocsOptions {
  document: Record<string, unknown>;
}

export default fp<DocsOptions>(
  async (app, { document }) => {
    // The contract's server is the relative base ./api, which Swagger UI would resolve against
    // /api/docs/; the absolute /api makes "Try it out" reach the real routes.
    const served = { ...document, servers: [{ url: '/api', description: 'This server' }] };
    await app.register(swagger, { mode: 'static', specification: { document: served as never } });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });
  },
  { name: 'docs', fastify: '5.x' },
);
