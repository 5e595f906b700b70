// App plugin of the accounts area: app.messaging (the SMS and e-mail drivers the settings choose),
// app.rateLimiter (in Redis with REDIS_URL, else in the database) and, in development only, the outbox
// page at /dev/outbox.
import fp from 'fastify-plugin';
import { createDbRateLimiter, createRedisRateLimiter, type RateLimiter } from '../lib/rate-limit';
import { createMessaging, type Messaging } from '../messaging';
import { outboxPage } from '../messaging/outbox-page';

declare module 'fastify' {
  interface FastifyInstance {
    messaging: Messaging;
    rateLimiter: RateLimiter;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const limiter = config.redisUrl ? createRedisRateLimiter({ url: config.redisUrl }) : createDbRateLimiter(app.db);
    const messaging = createMessaging({ config, db: app.db, log: app.log });
    app.decorate('rateLimiter', limiter);
    app.decorate('messaging', messaging);
    app.addHook('onClose', async () => {
      await Promise.all([limiter.close(), messaging.close()]);
    });

    if (!config.piiKey) {
      app.log[config.production ? 'warn' : 'info'](
        'PII_KEY is not set: personal data is encrypted with a generated key kept in the database (not for production)',
      );
    }
    if (config.production && (messaging.drivers.sms.name === 'outbox' || messaging.drivers.email.name === 'outbox')) {
      app.log.warn(
        { sms: messaging.drivers.sms.name, email: messaging.drivers.email.name },
        'SMS or e-mail goes to the outbox table only: set SMS_HTTP_URL and SMTP_URL so players receive their codes',
      );
    }
    if (config.outboxPage && !config.production) {
      await app.register(outboxPage);
      app.log.info('development outbox page at /dev/outbox (shows the codes sent; never enabled in production)');
    }
  },
  { name: 'accounts', fastify: '5.x', dependencies: ['context'] },
);
