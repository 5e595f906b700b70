// Issue 12, point 9: absolute links (a card deposit's hosted page and webhook, a studio game's launch
// URL) used to be built from whatever Host the request carried. Now: PUBLIC_URL when set; without it
// (development) the request's Host only when it names this machine or an origin in ALLOWED_ORIGINS,
// and a clear refusal otherwise. Expected links are written out by hand from that rule.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods, paymentTransactions } from '../../../server/db/schema/payments';
import type { TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { buildSeededApp, loggedInPlayer, type LoggedInPlayer } from '../casino/seeded-app';

const methodId = async (t: TestApp, code: string) =>
  (await t.db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.code, code)))[0].id;

describeEachTarget('absolute links and the Host header on %s', (target) => {
  let dev: TestApp;
  let prod: TestApp;
  let devPlayer: LoggedInPlayer;
  let prodPlayer: LoggedInPlayer;

  beforeAll(async () => {
    // One after the other: two seeded apps starting at once on a busy machine can miss Fastify's plugin timeout.
    dev = await buildSeededApp(target, { allowedOrigins: ['https://m.casino.example'] });
    prod = await buildSeededApp(target, { publicUrl: 'https://casino.example' });
    devPlayer = await loggedInPlayer(dev, 1_000_000n);
    prodPlayer = await loggedInPlayer(prod, 1_000_000n);
  }, 180_000);
  afterAll(async () => {
    expect(dev?.violations).toEqual([]);
    expect(prod?.violations).toEqual([]);
    await Promise.all([dev?.close(), prod?.close()]);
  });

  const deposit = async (t: TestApp, player: LoggedInPlayer, code: string, host: string) => {
    const detail = code === 'demo-card-deposit' ? { amount: 50 } : { amount: 150, senderName: 'Ayşe Yılmaz', senderBank: 1 };
    const response = await t.request({
      method: 'POST',
      url: '/api/payment/deposit',
      headers: { ...player.headers('en'), host },
      payload: { id: await methodId(t, code), target: 'pay', detail },
    });
    expectContract('deposit', response.statusCode, response.json());
    return response;
  };
  const launch = async (t: TestApp, player: LoggedInPlayer, host: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/casino/studiolaunchurl',
      headers: { ...player.headers('en'), host },
      payload: { platform: 1, gameCode: 'studio-slot', language: 'tr', lobbyUrl: '/' },
    });
    expectContract('getStudioLaunchUrl', response.statusCode, response.json());
    return response;
  };

  it.each([
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['[::1]:3000', 'http://[::1]:3000'],
    // An allowed origin gives its own scheme: behind a TLS-ending proxy the link stays https.
    ['m.casino.example', 'https://m.casino.example'],
  ])('without PUBLIC_URL builds links from the Host %s, which names this machine or an allowed origin', async (host, origin) => {
    const card = await deposit(dev, devPlayer, 'demo-card-deposit', host);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().data).toMatch(new RegExp(`^${origin.replace(/[.[\]]/g, '\\$&')}/gateway/demo/pay/[A-Za-z0-9_-]{20,}$`));
    const game = await launch(dev, devPlayer, host);
    expect(game.statusCode, game.body).toBe(200);
    expect(new URL(game.json().data).origin).toBe(origin);
  });

  it.each(['evil.example', 'm.casino.example.evil.example', 'localhost.evil.example', 'casino.example:8443'])(
    'without PUBLIC_URL refuses to build links from the Host %s, creating no payment',
    async (host) => {
      const before = (await dev.db.select().from(paymentTransactions)).length;
      const card = await deposit(dev, devPlayer, 'demo-card-deposit', host);
      expect(card.statusCode).toBe(400);
      expect(card.json()).toEqual({
        success: false,
        message: 'Links cannot be made for this address; open the site at its own address (the operator must set PUBLIC_URL or ALLOWED_ORIGINS)',
        data: null,
      });
      expect((await dev.db.select().from(paymentTransactions)).length).toBe(before);
      const game = await launch(dev, devPlayer, host);
      expect(game.statusCode).toBe(400);
      expect(game.json().message).toBe(card.json().message);
      // A bank transfer hands out no link, so it is taken whatever the Host.
      const bank = await deposit(dev, await loggedInPlayer(dev), 'bank-transfer-deposit', host);
      expect(bank.statusCode, bank.body).toBe(200);
    },
  );

  it('with PUBLIC_URL builds every link from it, whatever the Host', async () => {
    for (const host of ['evil.example', 'localhost:3000']) {
      const card = await deposit(prod, prodPlayer, 'demo-card-deposit', host);
      expect(card.statusCode, card.body).toBe(200);
      expect(card.json().data).toMatch(/^https:\/\/casino\.example\/gateway\/demo\/pay\/[A-Za-z0-9_-]{20,}$/);
      const game = await launch(prod, prodPlayer, host);
      expect(game.statusCode, game.body).toBe(200);
      expect(new URL(game.json().data).origin).toBe('https://casino.example');
    }
  });
});
