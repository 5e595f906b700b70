// Known-answer vectors for every signature, MAC and token hash the server makes or checks. Each expected
// value below was computed OUTSIDE this code base, with OpenSSL in a shell (the command is written next to
// it), or taken from RFC 4231, and is written here literally: a signature that is only checked against
// itself (sign with our function, verify with our function) cannot tell an HMAC over the body from one over
// an empty string; these can. Each signature also meets the two forgeries that matter: the right secret
// over a changed body, and a changed secret over the same body, both refused.
//
// Not here: Hub88's RSA-SHA256 signatures (tests/server/providers/hub88-wallet.test.ts signs with its own
// key pair, independently of server/providers/hub88/signature.ts); the studio's provably fair HMAC
// (tests/server/studio-engine/sha256.test.ts, RFC 4231); the sportsbook's quotes, which do not exist yet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../../server/auth/tokens';
import { gameLaunchTokens, games } from '../../../server/db/schema/casino';
import { sessions } from '../../../server/db/schema/players';
import { signBody, verifyBodySignature } from '../../../server/gateways/signature';
import { createConnectionTokens } from '../../../server/hub/connection-token';
import { drawValue } from '../../../server/jackpots/draw';
import { lookupLaunchToken, resolveLaunchToken } from '../../../server/providers/launch-tokens';
import { pragmaticHash } from '../../../server/providers/pragmatic';
import { authHtmlHash } from '../../../server/providers/softgamings';
import { seed } from '../../../server/seed';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { createTestPlayer } from '../helpers/players';

describe('the payment gateway webhook signature (server/gateways/signature.ts)', () => {
  const secret = 'test-webhook-secret-0123456789';
  const body =
    '{"eventId":"evt-P0000000001","type":"payment.approved","paymentId":"demo-pay-1","reference":"P0000000001","amountMinor":50000,"currency":"TRY"}';
  // The same event with the amount multiplied by ten: what a forger would send.
  const inflated = body.replace('"amountMinor":50000', '"amountMinor":500000');
  // printf '%s' "$body" | openssl dgst -sha256 -hmac 'test-webhook-secret-0123456789'
  const expected = 'sha256=c811656ce30afd03df61e0475f746a45787cb828ccf93dcdcc5b3f312e1cfea5';
  // printf '%s' "$inflated" | openssl dgst -sha256 -hmac 'test-webhook-secret-0123456789'
  const expectedInflated = 'sha256=f82363a2d5dc67ce2019a20a0ce071c7e0a8d4dee8509de322d02b09a6d44990';
  // printf '%s' "$body" | openssl dgst -sha256 -hmac 'another-secret-000000'
  const otherSecretSignature = 'sha256=f90ae333159c1e102645945397863fd53adb76a467bb2862eb745bf24142ad98';

  it('signs the exact body bytes: HMAC-SHA256 under the secret, as sha256=<hex>', () => {
    expect(signBody(secret, body)).toBe(expected);
    expect(signBody(secret, inflated)).toBe(expectedInflated);
    expect(signBody('another-secret-000000', body)).toBe(otherSecretSignature);
  });

  it('is HMAC-SHA256 itself: RFC 4231 test case 2', () => {
    // RFC 4231 section 4.3: key "Jefe", data "what do ya want for nothing?".
    expect(signBody('Jefe', 'what do ya want for nothing?')).toBe('sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('verifies the known signature of the body, in either hex case', () => {
    expect(verifyBodySignature(secret, body, expected)).toBe(true);
    expect(verifyBodySignature(secret, body, expected.toUpperCase().replace('SHA256=', 'sha256='))).toBe(true);
  });

  it('refuses the right secret over a changed body', () => {
    expect(verifyBodySignature(secret, inflated, expected)).toBe(false);
    expect(verifyBodySignature(secret, `${body} `, expected)).toBe(false);
    expect(verifyBodySignature(secret, '', expected)).toBe(false);
  });

  it('refuses a changed secret over the same body', () => {
    expect(verifyBodySignature(secret, body, otherSecretSignature)).toBe(false);
    expect(verifyBodySignature('another-secret-000000', body, expected)).toBe(false);
  });

  it('refuses a missing, malformed or truncated signature', () => {
    for (const bad of [undefined, '', expected.slice('sha256='.length), expected.slice(0, -2), `sha1=${expected.slice(7)}`, `${expected}00`]) {
      expect(verifyBodySignature(secret, body, bad)).toBe(false);
    }
  });
});

describe('the hub connection token MAC (server/hub/connection-token.ts)', () => {
  const tokens = createConnectionTokens('secret', 30_000);
  const now = 1_800_000_000_000;
  const connectionId = 'conn-id_0123456789abcd';
  // (1_800_000_000_000 + 30_000).toString(36)
  const expires = 'mywpjk1c';
  // printf '%s' 'conn-id_0123456789abcd.mywpjk1c.s1' | openssl dgst -sha256 -hmac secret -binary | base64 | tr '+/' '-_' | cut -c1-22
  const macForS1 = 'w1fard65iPj1f1zBkBCmzm';
  // the same over '...mywpjk1c.s2' (another session: the signed "body" changed)
  const macForS2 = '-cmO6qkb8wbOAQtNbVedO4';
  // the same over '...mywpjk1c.s1' under the secret 'other'
  const macUnderOther = 'nR8PhrqEwTPP1bqj3mlQXa';

  it('accepts a token whose MAC was computed outside the code', () => {
    expect(tokens.verify(`${connectionId}.${expires}.${macForS1}`, 's1', now)).toBe(connectionId);
    expect(tokens.verify(`${connectionId}.${expires}.${macForS2}`, 's2', now)).toBe(connectionId);
  });

  it('refuses the right secret over another session, and another secret over the same session', () => {
    expect(tokens.verify(`${connectionId}.${expires}.${macForS1}`, 's2', now)).toBeNull();
    expect(tokens.verify(`${connectionId}.${expires}.${macForS2}`, 's1', now)).toBeNull();
    expect(tokens.verify(`${connectionId}.${expires}.${macUnderOther}`, 's1', now)).toBeNull();
    expect(createConnectionTokens('other', 30_000).verify(`${connectionId}.${expires}.${macUnderOther}`, 's1', now)).toBe(connectionId);
  });

  it('issues tokens of that shape: id, expiry in base 36, the MAC of both and the session', () => {
    const { connectionId: id, connectionToken } = tokens.issue('s1', now);
    const [tokenId, tokenExpires, mac] = connectionToken.split('.');
    expect([tokenId, tokenExpires]).toEqual([id, expires]);
    expect(mac).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('provider request hashes', () => {
  it("Pragmatic Play's hash: MD5 of the sorted key=value&... parameters followed by the secret key", () => {
    const params = { token: 'tok-1', symbol: 'vs20fruitsw', secureLogin: 'kuzey_login', language: 'tr', externalPlayerId: 'p-1' };
    // printf '%s' 'externalPlayerId=p-1&language=tr&secureLogin=kuzey_login&symbol=vs20fruitsw&token=tok-1top-secret' | openssl dgst -md5
    expect(pragmaticHash(params, 'top-secret')).toBe('8f1aef90aa8299ea39e2849834a02542');
    expect(pragmaticHash({ ...params, token: 'tok-2' }, 'top-secret')).not.toBe('8f1aef90aa8299ea39e2849834a02542');
    expect(pragmaticHash(params, 'top-secreT')).not.toBe('8f1aef90aa8299ea39e2849834a02542');
  });

  it("SoftGamings' AuthHTML hash: MD5 of the slash-joined request with the API password last", () => {
    const settings = { apiUrl: 'https://apitest.fundist.org', apiKey: 'KEY1', apiPassword: 'PWD1', serverIp: '203.0.113.10', loginPrefix: 'KZ' };
    // printf '%s' 'User/AuthHTML/203.0.113.10/tid-1/KEY1/KZplayer1/pw-1/998/PWD1' | openssl dgst -md5
    expect(authHtmlHash(settings, 'tid-1', 'KZplayer1', 'pw-1', '998')).toBe('97b9dcc4c36780bd1207161691c30e16');
    expect(authHtmlHash(settings, 'tid-2', 'KZplayer1', 'pw-1', '998')).not.toBe('97b9dcc4c36780bd1207161691c30e16');
    expect(authHtmlHash({ ...settings, apiPassword: 'PWD2' }, 'tid-1', 'KZplayer1', 'pw-1', '998')).not.toBe('97b9dcc4c36780bd1207161691c30e16');
  });
});

describe('the jackpot draw (server/jackpots/draw.ts)', () => {
  it('is the first 6 bytes of HMAC-SHA256(server seed, round id)', () => {
    // printf '%s' 'studio:round-7' | openssl dgst -sha256 -hmac 'a-server-seed'  ->  f76183f04a70...; 0xf76183f04a70 = 271998197451376
    expect(drawValue('a-server-seed', 'studio:round-7')).toBe(271_998_197_451_376n);
  });
});

describe('launch tokens (server/providers/launch-tokens.ts): only their SHA-256 is stored', () => {
  const token = 'studio-launch-token_0123456789ABCDEFGHIJ';
  // printf '%s' 'studio-launch-token_0123456789ABCDEFGHIJ' | openssl dgst -sha256
  const tokenSha256 = '4709dc5e2eeb53fe1902f26f1f308c26141e7e301e069ff021b5907e466ec7dd';
  let database: TestDatabase;
  let playerId: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await seed({ db: database.db, demo: true });
    const player = await createTestPlayer(database.db);
    playerId = player.id;
    // A session token's hash: sha256 of 'abc' (FIPS 180-2's first example), written literally.
    const [session] = await database.db
      .insert(sessions)
      .values({ playerId, tokenHash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' })
      .returning({ id: sessions.id });
    const [game] = await database.db.select({ id: games.id }).from(games).where(eq(games.gameCode, 'studio-slot')).limit(1);
    // The row a launch of `token` would leave: its hash computed outside the code, never the token.
    await database.db.insert(gameLaunchTokens).values({
      tokenHash: tokenSha256,
      provider: 'studio',
      playerId,
      sessionId: session!.id,
      gameId: game!.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('hashes a token with SHA-256 as lowercase hex', () => {
    expect(hashToken(token)).toBe(tokenSha256);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('resolves the token whose hash was stored, and nothing one character away', async () => {
    expect(await resolveLaunchToken(database.db, token)).toMatchObject({ provider: 'studio', playerId });
    // printf '%s' '...GHIJx' | openssl dgst -sha256 = c170821c...: another hash, no row.
    expect(await resolveLaunchToken(database.db, `${token}x`)).toBeNull();
    expect(await resolveLaunchToken(database.db, token.replace('J', 'K'))).toBeNull();
    expect(await lookupLaunchToken(database.db, token.toLowerCase())).toBeNull();
    // The stored hash itself is no token.
    expect(await resolveLaunchToken(database.db, tokenSha256)).toBeNull();
  });
});
