// Every launch call of spec §7 (and our studio's), not configured and configured: the external ones
// answer a localized "not configured" without their settings; with them, each adapter makes its real
// call (Pragmatic, Hub88 and SoftGamings against a local server playing the provider, which checks the
// signature) or fills the operator's launch URL, and every launch leaves a game-session token behind.
import { createHash, createVerify } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gameProviders, games } from '../../../server/db/schema/casino';
import { lookupLaunchToken, resolveLaunchToken } from '../../../server/providers/launch-tokens';
import { buildSeededApp, loggedInPlayer, post, type LoggedInPlayer } from '../casino/seeded-app';
import type { TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { configureProvider, rsaKeyPair } from './provider-settings';
import { json, startFakeProvider, type FakeProvider } from './fake-provider';

type Call = { operationId: string; url: string; body: Record<string, unknown>; provider: string };

/** One launch of each external provider, as the app sends it. */
const externalCalls: Call[] = [
  { operationId: 'getPragmaticLaunchUrl', url: '/api/casino/pragmaticlaunchurl', body: { code: 'vs20fruitsw' }, provider: 'Pragmatic Play' },
  { operationId: 'getDigitainLaunchUrl', url: '/api/casino/dtlaunchurl', body: { code: 'dt-tombala' }, provider: 'Digitain' },
  { operationId: 'getEveryMatrixLaunchUrl', url: '/api/casino/emlaunchurl', body: { code: 'crazy-time', productId: 'Evolution' }, provider: 'EveryMatrix' },
  { operationId: 'getAmusnetLaunchUrl', url: '/api/casino/amusnetlaunchurl', body: { code: '806', isMobile: true }, provider: 'Amusnet' },
  {
    operationId: 'getEgtLaunchUrl',
    url: '/api/casino/egtlaunchurl',
    body: { platform: 1, gameCode: '3004', language: 'en', lobbyUrl: 'https://casino.example/casino/slot' },
    provider: 'Egt Digital',
  },
  {
    operationId: 'getHub88LaunchUrl',
    url: '/api/casino/hub88launchurl',
    body: { platform: 2, gameCode: 'spb_aviator', language: 'tr', lobbyUrl: '/casino/games' },
    provider: 'Hub88',
  },
  {
    operationId: 'getSoftGamingsLaunchHtml',
    url: '/api/casino/softgamingslaunchurl',
    body: { system: '960', pageCode: 'ezugi_turkish_roulette', isMobile: 1 },
    provider: 'SoftGamings',
  },
];

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

describeEachTarget('game launch on %s', (target) => {
  let t: TestApp;
  let player: LoggedInPlayer;
  let fake: FakeProvider;

  beforeAll(async () => {
    t = await buildSeededApp(target);
    player = await loggedInPlayer(t, 10_000n);
    fake = await startFakeProvider(() => json({}, 500));
  });
  afterAll(async () => {
    await fake?.close();
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
    fake.requests.length = 0;
  });

  const launch = (call: Pick<Call, 'url' | 'body'>, headers = player.headers()) => post(t, call.url, call.body, headers);

  describe('without the operator’s settings', () => {
    it.each(externalCalls)('$operationId answers 400 "provider not configured" in both languages', async (call) => {
      const tr = await launch(call, player.headers('tr'));
      expect(tr.statusCode).toBe(400);
      expectContract(call.operationId, 400, tr.json());
      expect(tr.json()).toEqual({
        success: false,
        message: `${call.provider} oyunları şu anda açılamıyor: sağlayıcı bağlantısı henüz yapılandırılmadı`,
        data: null,
      });
      const en = await launch(call, player.headers('en'));
      expect(en.json().message).toBe(`${call.provider} games cannot be opened right now: the provider is not configured yet`);
      expect(fake.requests).toHaveLength(0);
    });

    it.each(externalCalls)('$operationId refuses a guest with 401', async (call) => {
      const response = await launch(call, {});
      expect(response.statusCode).toBe(401);
    });

    it('treats incomplete settings as not configured', async () => {
      await configureProvider(t.db, 'digitain', { launchUrl: 'https://launch.example/?game={gameCode}&who={nobody}' });
      const response = await launch(externalCalls[1]!);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('yapılandırılmadı');
      await configureProvider(t.db, 'hub88', { apiUrl: fake.url, operatorId: 7, privateKey: 'not a key', hub88PublicKey: 'nor this' });
      expect((await launch(externalCalls[5]!)).statusCode).toBe(400);
      await configureProvider(t.db, 'digitain', null);
      await configureProvider(t.db, 'hub88', null);
    });
  });

  describe('with the operator’s settings', () => {
    it('Pragmatic Play: signed game/url call, the game URL answered', async () => {
      await configureProvider(t.db, 'pragmatic', { apiUrl: fake.url, secureLogin: 'kuzey_login', secretKey: 'top-secret' });
      fake.answer = (request) => {
        const params = Object.fromEntries(new URLSearchParams(request.body));
        const { hash, ...rest } = params;
        const expected = md5(
          Object.keys(rest)
            .sort()
            .map((key) => `${key}=${rest[key]}`)
            .join('&') + 'top-secret',
        );
        if (hash !== expected) return json({ error: '5', description: 'Invalid hash' });
        return json({ error: '0', description: 'OK', gameURL: `https://pp.example/gs2c/openGame.do?symbol=${params.symbol}&mgckey=${params.token}` });
      };
      const response = await launch(externalCalls[0]!, player.headers('en'));
      expect(response.statusCode, response.body).toBe(200);
      expectContract('getPragmaticLaunchUrl', 200, response.json());
      const [request] = fake.requests;
      expect(request!.method).toBe('POST');
      expect(request!.url).toBe('/IntegrationService/v3/http/CasinoGameAPI/game/url/');
      const params = Object.fromEntries(new URLSearchParams(request!.body));
      expect(params).toMatchObject({ secureLogin: 'kuzey_login', symbol: 'vs20fruitsw', language: 'en', externalPlayerId: player.id, currency: 'TRY' });
      expect(response.json().data).toBe(`https://pp.example/gs2c/openGame.do?symbol=vs20fruitsw&mgckey=${params.token}`);
      const session = await lookupLaunchToken(t.db, params.token!);
      expect(session).toMatchObject({ provider: 'pragmatic', playerId: player.id, gameCode: 'vs20fruitsw', expired: false });
    });

    it('Pragmatic Play: a refusal or an unreachable API answers 502 with the provider named', async () => {
      fake.answer = () => json({ error: '7', description: 'Player is blocked' });
      const refused = await launch(externalCalls[0]!, player.headers('tr'));
      expect(refused.statusCode).toBe(502);
      expectContract('getPragmaticLaunchUrl', 502, refused.json());
      expect(refused.json().message).toBe('Pragmatic Play oyunu başlatamadı, lütfen biraz sonra yeniden deneyin');

      await configureProvider(t.db, 'pragmatic', { apiUrl: 'http://127.0.0.1:9', secureLogin: 'kuzey_login', secretKey: 'top-secret' });
      const unreachable = await launch(externalCalls[0]!, player.headers('en'));
      expect(unreachable.statusCode).toBe(502);
      expect(unreachable.json().message).toBe('Pragmatic Play could not start the game, please try again shortly');
      await configureProvider(t.db, 'pragmatic', null);
    });

    it('Hub88: game/url signed with the operator’s key, platform and session token sent', async () => {
      const operator = rsaKeyPair();
      const hub88 = rsaKeyPair();
      await configureProvider(t.db, 'hub88', {
        apiUrl: fake.url,
        operatorId: 42,
        privateKey: operator.privateKey,
        hub88PublicKey: hub88.publicKey,
        subPartnerId: 'kuzey',
      });
      fake.answer = (request) => {
        const signature = request.headers['x-hub88-signature'] as string;
        const valid = createVerify('RSA-SHA256').update(request.body).verify(operator.publicKey, signature, 'base64');
        if (!valid) return json({ error: 'INVALID_SIGNATURE' }, 401);
        const body = JSON.parse(request.body) as Record<string, unknown>;
        return json({ url: `https://games.hub88.example/${String(body.game_code)}?token=${String(body.token)}` });
      };
      const response = await launch(externalCalls[5]!, player.headers());
      expect(response.statusCode, response.body).toBe(200);
      expectContract('getHub88LaunchUrl', 200, response.json());
      const request = fake.requests[0]!;
      expect(request.url).toBe('/operator/generic/v2/game/url');
      const body = JSON.parse(request.body) as Record<string, unknown>;
      expect(body).toMatchObject({
        user: player.id,
        operator_id: 42,
        sub_partner_id: 'kuzey',
        platform: 'GPL_MOBILE',
        game_code: 'spb_aviator',
        lang: 'tr',
        lobby_url: 'http://localhost/casino/games',
        currency: 'TRY',
        country: 'TR',
      });
      expect(response.json().data).toBe(`https://games.hub88.example/spb_aviator?token=${String(body.token)}`);
      expect(await lookupLaunchToken(t.db, String(body.token))).toMatchObject({ provider: 'hub88', playerId: player.id, gameCode: 'spb_aviator' });

      // A desktop launch says so.
      await launch({ ...externalCalls[5]!, body: { ...externalCalls[5]!.body, platform: 1 } });
      expect(JSON.parse(fake.requests[1]!.body).platform).toBe('GPL_DESKTOP');
      await configureProvider(t.db, 'hub88', null);
    });

    it('SoftGamings: User/AuthHTML with its hash, the HTML answered as is', async () => {
      await configureProvider(t.db, 'softgamings', { apiUrl: fake.url, apiKey: 'KEY1', apiPassword: 'PWD1', serverIp: '203.0.113.10' });
      const html = '<div id="fundist-game"></div><script src="https://fundist.example/launch.js"></script>';
      fake.answer = (request) => {
        const url = new URL(request.url, fake.url);
        const q = Object.fromEntries(url.searchParams);
        const expected = md5(`User/AuthHTML/203.0.113.10/${q.TID}/KEY1/${q.Login}/${q.Password}/${q.System}/PWD1`);
        if (url.pathname !== '/System/Api/KEY1/User/AuthHTML/' || q.Hash !== expected) return { status: 200, body: '14,Invalid hash', contentType: 'text/html' };
        return { status: 200, body: `1,${html}`, contentType: 'text/html' };
      };
      const response = await launch(externalCalls[6]!);
      expect(response.statusCode, response.body).toBe(200);
      expectContract('getSoftGamingsLaunchHtml', 200, response.json());
      expect(response.json().data).toBe(html);
      const query = Object.fromEntries(new URL(fake.requests[0]!.url, fake.url).searchParams);
      expect(query).toMatchObject({ Login: `KZ_${player.usercode}`, System: '960', Page: 'ezugi_turkish_roulette', IsMobile: '1', Currency: 'TRY' });
      expect(await lookupLaunchToken(t.db, query.ExtParam!)).toMatchObject({ provider: 'softgamings', playerId: player.id });
      // The player's Fundist password is the same every launch (Fundist keeps the account).
      await launch(externalCalls[6]!);
      expect(Object.fromEntries(new URL(fake.requests[1]!.url, fake.url).searchParams).Password).toBe(query.Password);

      fake.answer = () => ({ status: 200, body: '14,Invalid hash', contentType: 'text/html' });
      const refused = await launch(externalCalls[6]!, player.headers('en'));
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toBe('SoftGamings could not start the game, please try again shortly');

      const wrongSystem = await launch({ ...externalCalls[6]!, body: { ...externalCalls[6]!.body, system: '998' } });
      expect(wrongSystem.statusCode).toBe(404);
      await configureProvider(t.db, 'softgamings', null);
    });

    it('Digitain, EveryMatrix, Amusnet and EGT Digital: the operator’s launch URL filled in', async () => {
      await configureProvider(t.db, 'digitain', { launchUrl: 'https://dt.example/play/{partnerId}?game={gameCode}&t={token}&lang={language}', params: { partnerId: 'p 1' } });
      await configureProvider(t.db, 'everymatrix', { launchUrl: 'https://em.example/Loader/Start/9/{gameCode}?language={language}&_sid={token}&product={productId}' });
      await configureProvider(t.db, 'amusnet', { launchUrl: 'https://am.example/?gameId={gameCode}&defenceCode={token}&client={platform}&player={playerId}' });
      await configureProvider(t.db, 'egt', { launchUrl: 'https://egt.example/play?gameId={gameCode}&sessionToken={token}&language={language}&lobbyUrl={lobbyUrl}&mobile={isMobile}' });

      const tokenOf = async (url: string, name: string, provider: string, gameCode: string) => {
        const token = new URL(url).searchParams.get(name)!;
        expect(await lookupLaunchToken(t.db, token)).toMatchObject({ provider, playerId: player.id, gameCode, expired: false });
        return token;
      };

      const dt = await launch(externalCalls[1]!, player.headers('en'));
      expectContract('getDigitainLaunchUrl', 200, dt.json());
      const dtUrl = dt.json().data as string;
      const dtToken = await tokenOf(dtUrl, 't', 'digitain', 'dt-tombala');
      expect(dtUrl).toBe(`https://dt.example/play/p%201?game=dt-tombala&t=${dtToken}&lang=en`);

      const em = await launch(externalCalls[2]!);
      expectContract('getEveryMatrixLaunchUrl', 200, em.json());
      const emToken = await tokenOf(em.json().data, '_sid', 'everymatrix', 'crazy-time');
      expect(em.json().data).toBe(`https://em.example/Loader/Start/9/crazy-time?language=tr&_sid=${emToken}&product=Evolution`);
      const emWrongProduct = await launch({ ...externalCalls[2]!, body: { code: 'crazy-time', productId: 'NetEnt' } });
      expect(emWrongProduct.statusCode).toBe(404);

      const am = await launch(externalCalls[3]!);
      expectContract('getAmusnetLaunchUrl', 200, am.json());
      const amUrl = new URL(am.json().data as string);
      await tokenOf(am.json().data, 'defenceCode', 'amusnet', '806');
      expect(amUrl.searchParams.get('client')).toBe('mobile');
      expect(amUrl.searchParams.get('player')).toBe(player.id);

      const egt = await launch(externalCalls[4]!);
      expectContract('getEgtLaunchUrl', 200, egt.json());
      const egtUrl = new URL(egt.json().data as string);
      await tokenOf(egt.json().data, 'sessionToken', 'egt', '3004');
      expect(egtUrl.searchParams.get('language')).toBe('en');
      expect(egtUrl.searchParams.get('lobbyUrl')).toBe('https://casino.example/casino/slot');
      expect(egtUrl.searchParams.get('mobile')).toBe('0');

      for (const code of ['digitain', 'everymatrix', 'amusnet', 'egt'] as const) await configureProvider(t.db, code, null);
    });

    it('refuses an unknown or disabled game with 404, a disabled provider with 400, and a script lobby URL', async () => {
      await configureProvider(t.db, 'digitain', { launchUrl: 'https://dt.example/play?game={gameCode}&t={token}' });
      const unknown = await launch({ url: '/api/casino/dtlaunchurl', body: { code: 'vs20fruitsw' } }, player.headers('tr'));
      expect(unknown.statusCode).toBe(404);
      expectContract('getDigitainLaunchUrl', 404, unknown.json());
      expect(unknown.json().message).toBe('Oyun bulunamadı');

      const [provider] = await t.db.select({ id: gameProviders.id }).from(gameProviders).where(eq(gameProviders.code, 'digitain'));
      await t.db.update(games).set({ enabled: false }).where(and(eq(games.providerId, provider!.id), eq(games.gameCode, 'dt-tombala')));
      expect((await launch(externalCalls[1]!)).statusCode).toBe(404);
      await t.db.update(games).set({ enabled: true }).where(and(eq(games.providerId, provider!.id), eq(games.gameCode, 'dt-tombala')));

      await configureProvider(t.db, 'digitain', { launchUrl: 'https://dt.example/play?game={gameCode}&t={token}' }, false);
      const disabled = await launch(externalCalls[1]!, player.headers('en'));
      expect(disabled.statusCode).toBe(400);
      expect(disabled.json().message).toBe('Digitain games are not available right now');
      await configureProvider(t.db, 'digitain', null);

      const script = await launch({ url: '/api/casino/studiolaunchurl', body: { platform: 1, gameCode: 'studio-slot', language: 'tr', lobbyUrl: 'javascript:alert(1)' } });
      expect(script.statusCode).toBe(400);
    });
  });

  describe('our studio', () => {
    const studio = (gameCode: string, who: LoggedInPlayer = player, language = 'tr') =>
      launch({ url: '/api/casino/studiolaunchurl', body: { platform: 1, gameCode, language, lobbyUrl: '/casino/slot' } }, who.headers());

    it('needs no settings and answers our game page with a launch token', async () => {
      const response = await studio('studio-slot');
      expect(response.statusCode, response.body).toBe(200);
      expectContract('getStudioLaunchUrl', 200, response.json());
      const url = new URL(response.json().data as string);
      expect(`${url.origin}${url.pathname}`).toBe('http://localhost/studio/studio-slot');
      expect(url.searchParams.get('lang')).toBe('tr');
      const token = url.searchParams.get('token')!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const session = await resolveLaunchToken(t.db, token);
      expect(session).toMatchObject({ provider: 'studio', playerId: player.id, gameCode: 'studio-slot' });
      expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    });

    it('gives every launch its own token, each bound to its game', async () => {
      const a = new URL((await studio('studio-roulette')).json().data).searchParams.get('token')!;
      const b = new URL((await studio('studio-crash', player, 'en')).json().data).searchParams.get('token')!;
      expect(a).not.toBe(b);
      expect((await resolveLaunchToken(t.db, a))!.gameCode).toBe('studio-roulette');
      expect((await resolveLaunchToken(t.db, b))!.gameCode).toBe('studio-crash');
    });

    it('stops resolving once expired, once its login session ends, and for tokens never issued', async () => {
      const other = await loggedInPlayer(t);
      const token = new URL((await studio('studio-blackjack', other)).json().data).searchParams.get('token')!;
      expect(await resolveLaunchToken(t.db, token)).not.toBeNull();
      expect(await resolveLaunchToken(t.db, token, new Date(Date.now() + 5 * 60 * 60 * 1000))).toBeNull();

      const logout = await t.request({ url: '/api/auth/logout', headers: other.headers() });
      expect(logout.statusCode).toBe(200);
      expect(await resolveLaunchToken(t.db, token)).toBeNull();
      expect(await lookupLaunchToken(t.db, token)).toMatchObject({ expired: true });

      expect(await resolveLaunchToken(t.db, 'A'.repeat(43))).toBeNull();
      expect(await resolveLaunchToken(t.db, 'not a token!')).toBeNull();
    });

    it('refuses a game of another provider and a guest', async () => {
      expect((await studio('vs20fruitsw')).statusCode).toBe(404);
      const guest = await post(t, '/api/casino/studiolaunchurl', { platform: 1, gameCode: 'studio-slot', language: 'tr', lobbyUrl: '/' });
      expect(guest.statusCode).toBe(401);
    });
  });
});
