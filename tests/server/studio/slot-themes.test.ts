// The studio's further slots (Boğaz Gecesi, Kapalıçarşı Hazinesi) through the API on the seeded catalogue:
// listed under the slot section's originals, a session with their declared RTP, a spin moving money through
// the game wallet, the round in the game history, and its verification once the seeds are revealed (by
// round and typed in with the game code), agreeing with the engine run on its own.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bazaarRtp, bosphorusRtp, verifyRound } from '../../../server/studio/engine';
import { studioGameOf } from '../../../server/studio/games';
import { getPlayerBalance } from '../../../server/wallet';
import { buildSeededApp, loggedInPlayer, post, type LoggedInPlayer } from '../casino/seeded-app';
import type { TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';

const kurus = (t: number) => BigInt(Math.round(t * 100));

describe('declared RTP', () => {
  it('is the exact RTP of each engine to the digits declared', () => {
    expect(studioGameOf('studio-bosphorus')!.rtp).toBe(96.4565964247);
    expect(bosphorusRtp().rtp.toDecimal(12)).toBe('0.964565964247');
    expect(bazaarRtp().rtp.toDecimal(12)).toBe('0.963925970851');
    expect(studioGameOf('studio-bazaar')!.rtp).toBe(96.3925970851);
    expect(studioGameOf('studio-bosphorus')).toMatchObject({ kind: 'slot', theme: 'bosphorus', minBet: 20n, step: 20n });
    expect(studioGameOf('studio-bazaar')).toMatchObject({ kind: 'slot', theme: 'bazaar', minBet: 20n, step: 20n });
  });
});

describeEachTarget('studio slots (Boğaz Gecesi, Kapalıçarşı Hazinesi) on %s', (target) => {
  let t: TestApp;

  const launch = async (gameCode: string, who: LoggedInPlayer) => {
    const response = await post(t, '/api/casino/studiolaunchurl', { platform: 1, gameCode, language: 'tr', lobbyUrl: '/' }, who.headers());
    expect(response.statusCode, response.body).toBe(200);
    return new URL(response.json().data as string).searchParams.get('token')!;
  };
  const call = async (operationId: string, url: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await post(t, url, body, headers);
    expectContract(operationId, response.statusCode, response.json());
    return response;
  };
  const balanceOf = async (who: LoggedInPlayer) => {
    const b = await getPlayerBalance(t.db, who.id);
    return b.cash + b.bonus;
  };

  beforeAll(async () => {
    t = await buildSeededApp(target);
  });

  afterAll(async () => {
    expect(t.violations).toEqual([]);
    await t.close();
  });

  const cases = [
    { gameCode: 'studio-bosphorus', game: 'bosphorus' as const, rtp: 96.4565964247, name: 'Boğaz Gecesi' },
    { gameCode: 'studio-bazaar', game: 'bazaar' as const, rtp: 96.3925970851, name: 'Kapalıçarşı Hazinesi' },
  ];

  for (const c of cases) {
    it(`${c.name}: a spin through the wallet, in the history, verified from the revealed seeds`, async () => {
      const who = await loggedInPlayer(t, 100_000n);
      const token = await launch(c.gameCode, who);
      const session = (await call('getStudioSession', '/api/studio/session', { token })).json().data;
      expect(session).toMatchObject({ game: 'slot', gameCode: c.gameCode, gameName: c.name, rtp: c.rtp, limits: { min: 0.2, max: 1000, step: 0.2 } });

      const before = await balanceOf(who);
      const spin = await call('spinStudioSlot', '/api/studio/slot/spin', { token, requestId: randomUUID(), bet: 2 });
      expect(spin.statusCode, spin.body).toBe(200);
      const round = spin.json().data;
      expect(round).toMatchObject({ game: 'slot', gameCode: c.gameCode, status: 'settled', bet: 2, balanceBefore: 1000 });
      expect(round.outcome.game).toBe(c.game);
      // ₺2 is 20 units of 10 kuruş: the win is the units won x ₺0.10.
      expect(round.outcome.unit).toBe(0.1);
      expect(kurus(round.win)).toBe(10n * BigInt(round.outcome.winUnits));
      const after = await balanceOf(who);
      expect(after).toBe(before - 200n + kurus(round.win));
      expect(round.balance).toBe(Number(after) / 100);

      const offStep = await call('spinStudioSlot', '/api/studio/slot/spin', { token, requestId: randomUUID(), bet: 0.3 }, { 'x-locale': 'en' });
      expect(offStep.statusCode).toBe(400);
      expect(await balanceOf(who)).toBe(after);

      const history = await call('listGameHistory', '/api/customer/gamehistory', { skip: 0, take: 10 }, who.headers());
      const listed = history.json().data.items.find((item: { roundId: string }) => item.roundId === round.roundId);
      expect(listed).toMatchObject({ gameCode: c.gameCode, bet: 2, win: round.win, providerName: 'Kuzey Studio' });
      expect(listed.studio).toEqual({ game: 'slot', outcome: round.outcome });

      const rotated = (await call('rotateStudioSeeds', '/api/studio/seeds/rotate', { token })).json().data;
      const verified = await call('verifyStudioRound', '/api/studio/rounds/verify', { roundId: round.roundId }, who.headers());
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().data).toMatchObject({ valid: true, commitmentMatches: true, matchesRecord: true, nonce: 0 });
      expect(verified.json().data.outcome).toEqual(round.outcome);

      const { serverSeed, serverSeedHash, clientSeed } = rotated.revealed;
      const engine = verifyRound(serverSeed, serverSeedHash, clientSeed, 0, c.game, { bet: 200n });
      expect(engine.valid && engine.outcome.win).toBe(kurus(round.win));

      const typed = await call('verifyStudioRound', '/api/studio/rounds/verify', { game: 'slot', gameCode: c.gameCode, serverSeed, clientSeed, nonce: 0, bet: 2 });
      expect(typed.json().data).toMatchObject({ valid: true, matchesRecord: null });
      expect(typed.json().data.outcome).toEqual(round.outcome);
      // The first case pays the app's first requests (routes, schemas) on a shared 2-core machine.
    }, 120_000);
  }
});
