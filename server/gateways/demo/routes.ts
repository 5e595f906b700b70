// The demo gateway's hosted page routes (outside /api: they belong to the gateway, not to our API):
// GET shows the card form or the outcome, POST takes the card, POST .../notify redelivers the webhook.
// Plain HTML forms and 303 redirects (post/redirect/get), so a reload never submits a card twice.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { CardForm } from './cards';
import { DEMO_PAGE_PATH } from './adapter';
import { isExpired, type DemoGateway } from './gateway';
import { pageLang, renderExpiredPage, renderFormPage, renderNotFoundPage, renderResultPage, type PageLang } from './page';

export interface DemoGatewayRoutesOptions {
  gateway: DemoGateway;
}

const PAYMENT_ID = /^[A-Za-z0-9_-]{10,64}$/;

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .send(body);
}

export const demoGatewayRoutes: FastifyPluginAsync<DemoGatewayRoutesOptions> = async (app, { gateway }) => {
  // The card form posts application/x-www-form-urlencoded; only these routes accept it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const pageUrl = (id: string, lang: PageLang) => `${DEMO_PAGE_PATH}/${id}?lang=${lang}`;
  const other = (lang: PageLang): PageLang => (lang === 'tr' ? 'en' : 'tr');

  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>(`${DEMO_PAGE_PATH}/:id`, async (request, reply) => {
    const { id } = request.params;
    const found = PAYMENT_ID.test(id) ? await gateway.find(id) : null;
    const lang = pageLang(request.query.lang, found?.locale ?? 'tr');
    if (!found) return html(reply, 404, renderNotFoundPage(lang, `?lang=${other(lang)}`));
    const switchHref = pageUrl(id, other(lang));
    if (isExpired(found)) return html(reply, 410, renderExpiredPage(found, lang, switchHref));
    if (found.status === 'open') return html(reply, 200, renderFormPage({ payment: found, lang, action: `${DEMO_PAGE_PATH}/${id}`, switchHref }));
    // An outcome the merchant has not acknowledged yet is redelivered whenever its page is looked at.
    const payment = (await gateway.deliver(id)) ?? found;
    return html(reply, 200, renderResultPage({ payment, lang, notifyAction: `${DEMO_PAGE_PATH}/${id}/notify`, switchHref }));
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(`${DEMO_PAGE_PATH}/:id`, async (request, reply) => {
    const { id } = request.params;
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const text = (name: keyof CardForm) => (typeof body[name] === 'string' ? body[name] : '');
    const form: CardForm = { number: text('number'), expiry: text('expiry'), cvc: text('cvc'), holder: text('holder') };
    const result = PAYMENT_ID.test(id) ? await gateway.submit(id, form) : null;
    const lang = pageLang(body.lang, result?.payment.locale ?? 'tr');
    if (!result) return html(reply, 404, renderNotFoundPage(lang, `?lang=${other(lang)}`));
    const switchHref = pageUrl(id, other(lang));
    if (result.kind === 'expired') return html(reply, 410, renderExpiredPage(result.payment, lang, switchHref));
    if (result.kind === 'invalid') {
      return html(
        reply,
        422,
        renderFormPage({ payment: result.payment, lang, action: `${DEMO_PAGE_PATH}/${id}`, switchHref, errors: result.errors, values: form }),
      );
    }
    return reply.redirect(pageUrl(id, lang), 303);
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(`${DEMO_PAGE_PATH}/:id/notify`, async (request, reply) => {
    const { id } = request.params;
    const payment = PAYMENT_ID.test(id) ? await gateway.deliver(id) : null;
    const lang = pageLang(request.body?.lang, payment?.locale ?? 'tr');
    if (!payment) return html(reply, 404, renderNotFoundPage(lang, `?lang=${other(lang)}`));
    return reply.redirect(pageUrl(id, lang), 303);
  });
};
