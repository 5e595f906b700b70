// App plugin: app.metrics, this instance's in-process counters (server/lib/metrics.ts).
import fp from 'fastify-plugin';
import { createMetrics, type Metrics } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export default fp(
  async (app) => {
    app.decorate('metrics', createMetrics());
  },
  { name: 'metrics', fastify: '5.x' },
);
