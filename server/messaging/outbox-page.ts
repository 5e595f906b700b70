// The dev-only outbox page: GET /dev/outbox lists the latest messages the outbox driver stored (newest
// first, codes visible) and GET /dev/outbox.json?to=… answers them as JSON for tests and Playwright.
// It shows one-time codes, so the accounts plugin registers it only when OUTBOX_PAGE is on (by default
// with SEED_DEMO) and never with NODE_ENV=production (server/config.ts refuses to start that way), and
// it answers only to clients on this machine: the default HOST is 0.0.0.0, and anyone on the network who
// knows a username could otherwise ask for a reset code and read it here.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { outboxMessages, type OutboxMessage } from '../db/schema';
import { ApiError } from '../lib/api-error';
import { isLoopbackClient } from '../lib/loopback';

const codePattern = /\b(\d{6})\b/;

/** The one-time code of a message text, when it carries one. */
export function codeOf(body: string): string | null {
  return codePattern.exec(body)?.[1] ?? null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function asJson(row: OutboxMessage) {
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    purpose: row.purpose,
    code: codeOf(row.body),
    createdAt: row.createdAt.toISOString(),
  };
}

function page(rows: OutboxMessage[]): string {
  const items = rows
    .map((row) => {
      const code = codeOf(row.body);
      return `<tr><td>${row.id}</td><td>${escapeHtml(row.createdAt.toISOString())}</td><td>${row.channel}</td><td>${escapeHtml(row.recipient)}</td><td>${escapeHtml(row.purpose)}</td><td class="code">${code ?? ''}</td><td>${row.subject ? `<strong>${escapeHtml(row.subject)}</strong><br>` : ''}${escapeHtml(row.body).replace(/\n/g, '<br>')}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title>
<meta name="robots" content="noindex">
<style>body{font:14px system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.35rem .5rem;text-align:left;vertical-align:top}.code{font:700 1.2rem ui-monospace,monospace;letter-spacing:.1em}p{color:#a00}</style>
</head><body><h1>Outbox</h1>
<p>Development only: SMS and e-mails the outbox driver stored instead of sending (newest first). Never enabled in production.</p>
<table><thead><tr><th>#</th><th>Time (UTC)</th><th>Channel</th><th>To</th><th>Purpose</th><th>Code</th><th>Message</th></tr></thead>
<tbody>
${items || '<tr><td colspan="7">No messages yet.</td></tr>'}
</tbody></table></body></html>`;
}

export const outboxPage: FastifyPluginAsync = async (app) => {
  // This plugin is encapsulated, so the hook guards only its own routes. Others get the envelope of an
  // unknown address: nothing tells them a dev page exists.
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackClient(request)) throw new ApiError(404, 'errors.notFound');
  });

  const latest = (filters: { to?: string; purpose?: string; channel?: string }, limit: number) => {
    const conditions: SQL[] = [];
    if (filters.to) conditions.push(eq(outboxMessages.recipient, filters.to));
    if (filters.purpose) conditions.push(eq(outboxMessages.purpose, filters.purpose));
    if (filters.channel === 'sms' || filters.channel === 'email') conditions.push(eq(outboxMessages.channel, filters.channel));
    return app.db
      .select()
      .from(outboxMessages)
      .where(and(...conditions))
      .orderBy(desc(outboxMessages.id))
      .limit(limit);
  };

  app.get('/dev/outbox', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(page(await latest({}, 100)));
  });

  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(
    '/dev/outbox.json',
    async (request, reply) => {
      // A repeated parameter arrives as a list; the first one counts.
      const one = (name: string) => {
        const value = request.query[name];
        return (Array.isArray(value) ? value[0] : value) || undefined;
      };
      const [to, purpose, channel] = [one('to'), one('purpose'), one('channel')];
      const limit = Math.min(Math.max(Number(one('limit')) || 20, 1), 100);
      void reply.header('cache-control', 'no-store');
      return { messages: (await latest({ to, purpose, channel }, limit)).map(asJson) };
    },
  );
};
