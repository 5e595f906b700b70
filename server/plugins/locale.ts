// App plugin: every request gets its language (request.locale, from x-locale: tr by default, en) and a
// translator for the server's messages (request.t), before anything else can fail.
import fp from 'fastify-plugin';
import { defaultLocale, resolveLocale, translate, type Locale, type MessageKey, type MessageVars } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t(key: MessageKey, vars?: MessageVars): string;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('locale', defaultLocale);
    app.decorateRequest('t', function t(this: { locale: Locale }, key: MessageKey, vars?: MessageVars) {
      return translate(this.locale, key, vars);
    });
    app.addHook('onRequest', async (request) => {
      request.locale = resolveLocale(request.headers['x-locale']);
    });
  },
  { name: 'locale', fastify: '5.x' },
);
