// Our studio's games through the API, on the real server and the seeded catalogue: sessions by launch
// token, slot, roulette and blackjack rounds moving money through the game wallet (idempotent on the
// request id), refusals (bad and expired tokens, insufficient funds, bad bets), seed rotation and the
// verification of past rounds from revealed seeds, interrupted-round recovery, the jackpot draw paying
// through the ledger, and the rounds in the game history.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jackpotTierRules, jackpotWins } from '../../../server/db/schema/casino';
import { jackpotInstances } from '../../../server/db/schema/content';
import { gameTransactions, notifications } from '../../../server/db/schema/customer';
import { sessions } from '../../../server/db/schema/players';
import { studioRounds } from '../../../server/db/schema/studio';
import { checkJackpotLedger } from '../../../server/jackpots';
import { sha256Hex, verifyRound } from '../../../server/studio/engine';
import { placeStake, samePlay, type StudioRoundRow } from '../../../server/studio/rounds';
import { checkInvariants, getPlayerBalance } from '../../../server/wallet';
import { buildSeededApp, loggedInPlayer, post, type LoggedInPlayer } from '../casino/seeded-app';
import type { TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';

const kurus = (t: number) => BigInt(Math.round(t * 100));

describeEachTarget('studio games on %s', (target) => {
  let t: TestApp;
  let player: LoggedInPlayer;

  const launch = async (gameCode: string, who: LoggedInPlayer = player) => {
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
    player = await loggedInPlayer(t, 1_000_000n);
  });

  afterAll(async () => {
    expect(t.violations).toEqual([]);
    await t.close();
  });

  describe('sessions', () => {
    it('answers balance, commitment, limits and RTP for a live token', async () => {
      const token = await launch('studio-slot');
      const response = await call('getStudioSession', '/api/studio/session', { token });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({ game: 'slot', gameCode: 'studio-slot', currency: 'TRY', balance: 10000, unfinished: null, recovered: [] });
      expect(data.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(data.fairness.nonce).toBe(0);
      expect(data.limits).toEqual({ min: 0.2, max: 1000, step: 0.2 });
      expect(data.rtp).toBeCloseTo(96.0378, 3);
    });

    it('refuses unknown, expired and ended tokens with 403 in the request language', async () => {
      const unknown = await call('getStudioSession', '/api/studio/session', { token: 'A'.repeat(43) }, { 'x-locale': 'en' });
      expect(unknown.statusCode).toBe(403);
      expect(unknown.json()).toEqual({ success: false, message: 'The game session is invalid or has expired; open the game again', data: null });
      const malformed = await call('getStudioSession', '/api/studio/session', { token: 'bad token!' });
      expect(malformed.statusCode).toBe(400);

      const other = await loggedInPlayer(t, 10_000n);
      const token = await launch('studio-roulette', other);
      // The login session went idle long ago: its launch tokens die with it.
      await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) }).where(eq(sessions.playerId, other.id));
      const expired = await call('spinStudioRoulette', '/api/studio/roulette/spin', { token, requestId: randomUUID(), bets: [{ kind: 'red', amount: 1 }] });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toBe('Oyun oturumu geçersiz veya süresi doldu; oyunu yeniden açın');
      expect(await balanceOf(other)).toBe(10_000n);
    });

    it('refuses a call of another game with the token', async () => {
      const token = await launch('studio-roulette');
      const response = await call('spinStudioSlot', '/api/studio/slot/spin', { token, requestId: randomUUID(), bet: 1 });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('slot', () => {
    it('plays a spin through the wallet: balance moves by win - bet, nonce advances, the history shows the round', async () => {
      const who = await loggedInPlayer(t, 100_000n);
      const token = await launch('studio-slot', who);
      const before = await balanceOf(who);
      const response = await call('spinStudioSlot', '/api/studio/slot/spin', { token, requestId: randomUUID(), bet: 2 });
      expect(response.statusCode, response.body).toBe(200);
      const round = response.json().data;
      expect(round).toMatchObject({ game: 'slot', status: 'settled', bet: 2, balanceBefore: 1000 });
      expect(round.outcome.game).toBe('slot');
      expect(round.outcome.base.grid).toHaveLength(5);
      expect(round.fairness).toMatchObject({ nonce: 0, serverSeed: null });
      const after = await balanceOf(who);
      expect(after).toBe(before - 200n + kurus(round.win));
      expect(round.balanceAfter).toBe(Number(after) / 100);
      expect(round.balance).toBe(Number(after) / 100);

      const again = await call('spinStudioSlot', '/api/studio/slot/spin', { token, requestId: randomUUID(), bet: 2 });
      expect(again.json().data.fairness.nonce).toBe(1);

      const history = await call('listGameHistory', '/api/customer/gamehistory', { skip: 0, take: 10 }, who.headers());
      expect(history.statusCode, history.body).toBe(200);
      const listed = history.json().data.items.find((item: { roundId: string }) => item.roundId === round.roundId);
      expect(listed).toMatchObject({ gameCode: 'studio-slot', bet: 2, win: round.win, balanceBefore: 1000, status: 'settled', providerName: 'Kuzey Studio' });
      // The history recalls what the round decided, exactly as it was played.
      expect(listed.studio).toEqual({ game: 'slot', outcome: round.outcome });

      const recalled = await call('getStudioRound', '/api/studio/rounds/get', { roundId: round.roundId }, who.headers());
      expect(recalled.statusCode).toBe(200);
      expect(recalled.json().data.outcome).toEqual(round.outcome);
      const foreign = await call('getStudioRound', '/api/studio/rounds/get', { roundId: round.roundId }, player.headers());
      expect(foreign.statusCode).toBe(404);
    });

    it('answers a retried request with the same round and moves the money once', async () => {
      const who = await loggedInPlayer(t, 10_000n);
      const token = await launch('studio-slot', who);
      const requestId = randomUUID();
      const first = await call('spinStudioSlot', '/api/studio/slot/spin', { token, requestId, bet: 1 });
      const afterFirst = await balanceOf(who);
      const second = await call('spinStudioSlot', '/api/studio/slot/spin', { token, requestId, bet: 1 });
      expect(second.json().data.roundId).toBe(first.json().data.roundId);
      expect(second.json().data.outcome).toEqual(first.json().data.outcome);
      expect(await balanceOf(who)).toBe(afterFirst);
      const conflict = await call('spinStudioSlot', '/api/studio/slot/spin', { token, requestId, bet: 2 });
      expect(conflict.statusCode).toBe(409);
      const rows = await t.db.select().from(gameTransactions).where(eq(gameTransactions.playerId, who.id));
      expect(rows.filter((row) => row.kind === 'bet')).toHaveLength(1);
    });

    it('refuses a bet off the step or the limits, and a bet above the balance, moving nothing', async () => {
      const who = await loggedInPlayer(t, 100n);
      const token = await launch('studio-slot', who);
      const offStep = await call('spinStudioSlot', '/api/studio/slot/spin', { token, requestId: randomUUID(), bet: 0.3 }, { 'x-locale': 'en' });
      expect(offStep.statusCode).toBe(400);
      expect(offStep.json().message).toBe('The bet must be between ₺0.20 and ₺1,000.00, in steps of ₺0.20');
      const fraction = await call('spinStudioSlot', '/api/studio/slot/spin', { token, requestId: randomUUID(), bet: 0.201 });
      expect(fraction.statusCode).toBe(400);
      const requestId = randomUUID();
      const poor = await call('spinStudioSlot', '/api/studio/slot/spin', { token, requestId, bet: 2 });
      expect(poor.statusCode).toBe(400);
      expect(poor.json().message).toBe('Bakiyeniz bu bahis için yetersiz');
      expect(await balanceOf(who)).toBe(100n);
      const [row] = await t.db.select().from(studioRounds).where(eq(studioRounds.requestId, requestId));
      expect(row!.status).toBe('cancelled');
      expect(row!.nonce).toBeNull();
    });
  });

  describe('roulette', () => {
    it('pays every winning bet of the spin and refuses bets off the layout', async () => {
      const who = await loggedInPlayer(t, 100_000n);
      const token = await launch('studio-roulette', who);
      const bets = [
        { kind: 'red', amount: 10 },
        { kind: 'straight', numbers: [17], amount: 1 },
        { kind: 'dozen', index: 2, amount: 5 },
        { kind: 'split', numbers: [0, 2], amount: 2 },
      ];
      const response = await call('spinStudioRoulette', '/api/studio/roulette/spin', { token, requestId: randomUUID(), bets });
      expect(response.statusCode, response.body).toBe(200);
      const round = response.json().data;
      expect(round.bet).toBe(18);
      const pocket = round.outcome.pocket as number;
      const expected = round.outcome.results.reduce((sum: number, r: { payout: number }) => sum + r.payout, 0);
      expect(round.win).toBeCloseTo(expected, 2);
      const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(pocket);
      expect(round.outcome.results[0].won).toBe(red);
      expect(await balanceOf(who)).toBe(100_000n - 1800n + kurus(round.win));

      const bad = await call('spinStudioRoulette', '/api/studio/roulette/spin', { token, requestId: randomUUID(), bets: [{ kind: 'street', numbers: [1, 2, 4], amount: 1 }] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Bu rulet bahsi masada yok');
      const small = await call('spinStudioRoulette', '/api/studio/roulette/spin', { token, requestId: randomUUID(), bets: [{ kind: 'red', amount: 0.5 }] });
      expect(small.statusCode).toBe(400);
    });
  });

  describe('retries compare plays, not key order', () => {
    it("a play is the same whatever order its object's keys come in, and differs by any value", () => {
      // As PostgreSQL's jsonb returns {"autoCashOut": 2, "bet": "1000"}: "bet" (3 letters) first.
      const stored = JSON.parse('{"bet": "1000", "autoCashOut": 2}');
      expect(samePlay(stored, { autoCashOut: 2, bet: '1000' })).toBe(true);
      expect(samePlay({ bets: [{ kind: 'straight', amount: '100', numbers: [17] }] }, { bets: [{ kind: 'straight', numbers: [17], amount: '100' }] })).toBe(true);
      expect(samePlay(stored, { autoCashOut: 2, bet: '1001' })).toBe(false);
      expect(samePlay({ bets: [{ kind: 'red' }, { kind: 'odd' }] }, { bets: [{ kind: 'odd' }, { kind: 'red' }] })).toBe(false);
    });
  });

  describe('roulette retries', () => {
    // jsonb stores an object's keys shorter first ({kind, amount, numbers}); the request's order is
    // {kind, numbers, amount}. A retry is the same play, so it gets the first answer and pays once.
    it('answers a retried spin with the same round, whatever order jsonb keeps the bet keys in', async () => {
      const who = await loggedInPlayer(t, 100_000n);
      const token = await launch('studio-roulette', who);
      const requestId = randomUUID();
      const bets = [{ kind: 'straight', numbers: [17], amount: 1 }, { kind: 'red', amount: 2 }];
      const first = await call('spinStudioRoulette', '/api/studio/roulette/spin', { token, requestId, bets });
      expect(first.statusCode, first.body).toBe(200);
      const second = await call('spinStudioRoulette', '/api/studio/roulette/spin', { token, requestId, bets });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().data.roundId).toBe(first.json().data.roundId);
      expect(await balanceOf(who)).toBe(100_000n - 300n + kurus(first.json().data.win));
      const other = await call('spinStudioRoulette', '/api/studio/roulette/spin', { token, requestId, bets: [{ kind: 'red', amount: 2 }] });
      expect(other.statusCode).toBe(409);
    });
  });

  describe('blackjack', () => {
    it('deals, takes decisions by step (retries answer the same state), pays on settlement', async () => {
      const who = await loggedInPlayer(t, 1_000_000n);
      const token = await launch('studio-blackjack', who);
      // Play hands until one needs decisions (most do), standing or declining insurance.
      for (let hand = 0; hand < 20; hand++) {
        const dealt = await call('dealStudioBlackjack', '/api/studio/blackjack/deal', { token, requestId: randomUUID(), bet: 10 });
        expect(dealt.statusCode, dealt.body).toBe(200);
        let round = dealt.json().data;
        if (round.status === 'settled') continue;
        expect(round.outcome.dealer[1]).toBeNull();
        const again = await call('dealStudioBlackjack', '/api/studio/blackjack/deal', { token, requestId: randomUUID(), bet: 10 });
        expect(again.statusCode).toBe(409);
        const session = await call('getStudioSession', '/api/studio/session', { token });
        expect(session.json().data.unfinished.roundId).toBe(round.roundId);

        const first = round.outcome.phase === 'insurance' ? 'no-insurance' : 'stand';
        const step0 = await call('actStudioBlackjack', '/api/studio/blackjack/action', { token, roundId: round.roundId, action: first, step: 0 });
        expect(step0.statusCode, step0.body).toBe(200);
        const retried = await call('actStudioBlackjack', '/api/studio/blackjack/action', { token, roundId: round.roundId, action: first, step: 0 });
        expect(retried.json().data.outcome.actions).toEqual(step0.json().data.outcome.actions);
        const stale = await call('actStudioBlackjack', '/api/studio/blackjack/action', { token, roundId: round.roundId, action: 'hit', step: 0 });
        expect(stale.statusCode).toBe(409);
        round = step0.json().data;
        let step = 1;
        while (round.status !== 'settled') {
          const response = await call('actStudioBlackjack', '/api/studio/blackjack/action', { token, roundId: round.roundId, action: 'stand', step });
          expect(response.statusCode, response.body).toBe(200);
          round = response.json().data;
          step += 1;
        }
        expect(round.outcome.dealer.every((card: number | null) => card !== null)).toBe(true);
        expect(round.outcome.hands[0].result).not.toBeNull();
        const illegal = await call('actStudioBlackjack', '/api/studio/blackjack/action', { token, roundId: round.roundId, action: 'hit', step });
        expect(illegal.statusCode).toBe(409);
        break;
      }
      const rows = await t.db.select().from(studioRounds).where(eq(studioRounds.playerId, who.id));
      const paid = rows.reduce((sum, row) => sum + row.winKurus - row.betKurus, 0n);
      expect(await balanceOf(who)).toBe(1_000_000n + paid);
    });

    it('charges the extra stake of a double', async () => {
      const who = await loggedInPlayer(t, 1_000_000n);
      const token = await launch('studio-blackjack', who);
      for (let hand = 0; hand < 40; hand++) {
        const round = (await call('dealStudioBlackjack', '/api/studio/blackjack/deal', { token, requestId: randomUUID(), bet: 10 })).json().data;
        if (round.status === 'settled') continue;
        if (!round.outcome.legalActions.includes('double')) {
          const first = round.outcome.phase === 'insurance' ? 'no-insurance' : 'stand';
          let r = (await call('actStudioBlackjack', '/api/studio/blackjack/action', { token, roundId: round.roundId, action: first, step: 0 })).json().data;
          let step = 1;
          while (r.status !== 'settled') r = (await call('actStudioBlackjack', '/api/studio/blackjack/action', { token, roundId: r.roundId, action: 'stand', step: step++ })).json().data;
          continue;
        }
        const doubled = (await call('actStudioBlackjack', '/api/studio/blackjack/action', { token, roundId: round.roundId, action: 'double', step: 0 })).json().data;
        expect(doubled.status).toBe('settled');
        expect(doubled.bet).toBe(20);
        expect(doubled.outcome.hands[0].wager).toBe(20);
        return;
      }
      throw new Error('no hand offered a double in 40 deals');
    });
  });

  describe('fairness', () => {
    it('reveals the server seed on rotation, and recomputes past rounds from it', async () => {
      const who = await loggedInPlayer(t, 100_000n);
      const token = await launch('studio-slot', who);
      const session = (await call('getStudioSession', '/api/studio/session', { token })).json().data;
      const round = (await call('spinStudioSlot', '/api/studio/slot/spin', { token, requestId: randomUUID(), bet: 2 })).json().data;

      const early = await call('verifyStudioRound', '/api/studio/rounds/verify', { roundId: round.roundId }, who.headers());
      expect(early.statusCode).toBe(400);

      const rotated = await call('rotateStudioSeeds', '/api/studio/seeds/rotate', { token, clientSeed: 'my lucky seed' });
      expect(rotated.statusCode, rotated.body).toBe(200);
      const { revealed, fairness } = rotated.json().data;
      expect(revealed.serverSeedHash).toBe(session.fairness.serverSeedHash);
      expect(sha256Hex(revealed.serverSeed)).toBe(revealed.serverSeedHash);
      expect(revealed.roundsPlayed).toBe(1);
      expect(fairness).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });
      expect(fairness.serverSeedHash).not.toBe(revealed.serverSeedHash);

      const verified = await call('verifyStudioRound', '/api/studio/rounds/verify', { roundId: round.roundId }, who.headers());
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().data).toMatchObject({ valid: true, commitmentMatches: true, matchesRecord: true, nonce: 0, serverSeed: revealed.serverSeed });
      expect(verified.json().data.outcome).toEqual(round.outcome);
      // The engine alone (what a player's own script does) agrees.
      const engine = verifyRound(revealed.serverSeed, revealed.serverSeedHash, revealed.clientSeed, 0, 'slot', { bet: 200n });
      expect(engine.valid && engine.outcome.win).toBe(kurus(round.win));
      const recalled = (await call('getStudioRound', '/api/studio/rounds/get', { roundId: round.roundId }, who.headers())).json().data;
      expect(recalled.fairness.serverSeed).toBe(revealed.serverSeed);

      const typed = await call(
        'verifyStudioRound',
        '/api/studio/rounds/verify',
        { game: 'slot', serverSeed: revealed.serverSeed, serverSeedHash: revealed.serverSeedHash, clientSeed: revealed.clientSeed, nonce: 0, bet: 2 },
        who.headers(),
      );
      expect(typed.json().data).toMatchObject({ valid: true, matchesRecord: null });
      expect(typed.json().data.outcome).toEqual(round.outcome);
      const wrongHash = await call(
        'verifyStudioRound',
        '/api/studio/rounds/verify',
        { game: 'roulette', serverSeed: revealed.serverSeed, serverSeedHash: fairness.serverSeedHash, clientSeed: 'x', nonce: 3, bets: [{ kind: 'odd', amount: 1 }] },
        who.headers(),
      );
      expect(wrongHash.json().data).toMatchObject({ valid: false, commitmentMatches: false, outcome: null });
      // A guest may check typed-in seeds; without stakes the outcome is shown for a nominal ₺1 stake, and
      // the reels are the ones of the round played at ₺2.
      const guestTyped = await call('verifyStudioRound', '/api/studio/rounds/verify', {
        game: 'slot',
        serverSeed: revealed.serverSeed,
        clientSeed: revealed.clientSeed,
        nonce: 0,
      });
      expect(guestTyped.statusCode).toBe(200);
      expect(guestTyped.json().data).toMatchObject({ valid: true, commitmentMatches: true });
      expect(guestTyped.json().data.outcome.base.grid).toEqual(round.outcome.base.grid);
      const guestRoulette = await call('verifyStudioRound', '/api/studio/rounds/verify', { game: 'roulette', serverSeed: revealed.serverSeed, clientSeed: 'x', nonce: 3 });
      const engineRoulette = verifyRound(revealed.serverSeed, revealed.serverSeedHash, 'x', 3, 'roulette', { bets: [{ kind: 'red', amount: 100n }] });
      expect(engineRoulette.valid).toBe(true);
      expect(guestRoulette.json().data.outcome.pocket).toBe(engineRoulette.valid ? engineRoulette.outcome.pocket : -1);
      const badSeed = await call('verifyStudioRound', '/api/studio/rounds/verify', { game: 'slot', serverSeed: 'not-hex', clientSeed: 'x', nonce: 0 });
      expect(badSeed.statusCode).toBe(400);
      expect(badSeed.json().success).toBe(false);
      const guest = await call('verifyStudioRound', '/api/studio/rounds/verify', { roundId: round.roundId });
      expect(guest.statusCode).toBe(401);
    });

    it('refuses a rotation while a blackjack hand is in play', async () => {
      const who = await loggedInPlayer(t, 1_000_000n);
      const token = await launch('studio-blackjack', who);
      for (let hand = 0; hand < 20; hand++) {
        const round = (await call('dealStudioBlackjack', '/api/studio/blackjack/deal', { token, requestId: randomUUID(), bet: 10 })).json().data;
        if (round.status === 'settled') continue;
        const refused = await call('rotateStudioSeeds', '/api/studio/seeds/rotate', { token });
        expect(refused.statusCode).toBe(409);
        return;
      }
    });
  });

  describe('interrupted rounds', () => {
    it('rolls back a stake whose round never drew, pays a decided round, and finishes a hand left by another launch', async () => {
      const who = await loggedInPlayer(t, 100_000n);
      const token = await launch('studio-slot', who);
      const long = new Date(Date.now() - 10 * 60 * 1000);

      // 1. The process died after the stake: a pending round with its bet in the wallet.
      const pendingId = randomUUID();
      const [pending] = await t.db
        .insert(studioRounds)
        .values({ id: pendingId, playerId: who.id, game: 'slot', gameCode: 'studio-slot', requestId: 'lost-1', tokenHash: 'x', params: { bet: '200' } })
        .returning();
      await placeStake({ db: t.db, hub: t.app.hub }, pending as StudioRoundRow, 200n, []);
      expect(await balanceOf(who)).toBe(99_800n);

      // 2. The process died after the draw: a playing round that won 5.00 but was never paid.
      const playingId = randomUUID();
      const [playing] = await t.db
        .insert(studioRounds)
        .values({ id: playingId, playerId: who.id, game: 'slot', gameCode: 'studio-slot', requestId: 'lost-2', tokenHash: 'x', params: { bet: '200' } })
        .returning();
      await placeStake({ db: t.db, hub: t.app.hub }, playing as StudioRoundRow, 200n, []);
      await t.db.update(studioRounds).set({ status: 'playing', winKurus: 500n, state: { outcome: null } }).where(eq(studioRounds.id, playingId));
      await t.db.update(studioRounds).set({ updatedAt: long }).where(eq(studioRounds.playerId, who.id));
      expect(await balanceOf(who)).toBe(99_600n);

      const session = await call('getStudioSession', '/api/studio/session', { token });
      expect(session.statusCode, session.body).toBe(200);
      expect(new Set(session.json().data.recovered)).toEqual(new Set([`studio:${pendingId}`, `studio:${playingId}`]));
      expect(await balanceOf(who)).toBe(99_600n + 200n + 500n);
      const rows = await t.db.select().from(studioRounds).where(eq(studioRounds.playerId, who.id));
      expect(rows.find((row) => row.id === pendingId)!.status).toBe('cancelled');
      expect(rows.find((row) => row.id === playingId)!.status).toBe('settled');
      // A second session call finds nothing left to do; a late retry of the rolled-back stake is refused.
      expect((await call('getStudioSession', '/api/studio/session', { token })).json().data.recovered).toEqual([]);
      const history = (await call('listGameHistory', '/api/customer/gamehistory', { skip: 0, take: 10 }, who.headers())).json().data.items;
      expect(history.find((item: { roundId: string }) => item.roundId === `studio:${pendingId}`).status).toBe('cancelled');
      expect(history.find((item: { roundId: string }) => item.roundId === `studio:${pendingId}`).studio).toEqual({ game: 'slot', outcome: null });

      // 3. A blackjack hand left mid-play is finished (stand) when the game is launched again.
      const bjToken = await launch('studio-blackjack', who);
      let open: { roundId: string } | null = null;
      for (let hand = 0; hand < 20 && !open; hand++) {
        const round = (await call('dealStudioBlackjack', '/api/studio/blackjack/deal', { token: bjToken, requestId: randomUUID(), bet: 10 })).json().data;
        if (round.status !== 'settled') open = round;
      }
      expect(open).not.toBeNull();
      const sameLaunch = (await call('getStudioSession', '/api/studio/session', { token: bjToken })).json().data;
      expect(sameLaunch.unfinished.roundId).toBe(open!.roundId);
      const relaunch = await launch('studio-blackjack', who);
      const resumed = (await call('getStudioSession', '/api/studio/session', { token: relaunch })).json().data;
      expect(resumed.recovered).toEqual([open!.roundId]);
      expect(resumed.unfinished).toBeNull();
      const finished = (await call('getStudioRound', '/api/studio/rounds/get', { roundId: open!.roundId }, who.headers())).json().data;
      expect(finished.status).toBe('settled');
      expect(finished.outcome.phase).toBe('settled');

      const all = await t.db.select().from(studioRounds).where(eq(studioRounds.playerId, who.id));
      const net = all.filter((row) => row.status === 'settled').reduce((sum, row) => sum + row.winKurus - row.betKurus, 0n);
      expect(await balanceOf(who)).toBe(100_000n + net);
      expect(await checkInvariants(t.db)).toEqual([]);
    });
  });

  describe('jackpots', () => {
    it('contributes every slot stake to its pools and pays a won tier through the ledger with a Jackpot notification', async () => {
      const who = await loggedInPlayer(t, 100_000n);
      const token = await launch('studio-slot', who);
      const [pool] = await t.db.select({ id: jackpotInstances.id }).from(jackpotInstances).where(eq(jackpotInstances.name, 'Bell Link'));
      const mini = and(eq(jackpotTierRules.instanceId, pool!.id), eq(jackpotTierRules.level, 4));
      const [rule] = await t.db.select({ odds: jackpotTierRules.oddsKurus }).from(jackpotTierRules).where(mini);
      // Make the mini tier a sure hit for a 2.00 stake (one hit per 2.00 staked).
      await t.db.update(jackpotTierRules).set({ oddsKurus: 200n }).where(and(eq(jackpotTierRules.instanceId, pool!.id), eq(jackpotTierRules.level, 4)));
      try {
        const before = await balanceOf(who);
        const round = (await call('spinStudioSlot', '/api/studio/slot/spin', { token, requestId: randomUUID(), bet: 2 })).json().data;
        const [won] = await t.db.select().from(jackpotWins).where(and(eq(jackpotWins.roundId, round.roundId), eq(jackpotWins.instanceId, pool!.id)));
        expect(won).toBeDefined();
        expect(won!.level).toBe(4);
        const jackpot = round.jackpots.reduce((sum: bigint, j: { amount: number }) => sum + kurus(j.amount), 0n);
        expect(jackpot).toBeGreaterThanOrEqual(won!.amountKurus);
        expect(await balanceOf(who)).toBe(before - 200n + kurus(round.win) + jackpot);
        // The answer's balance is the committed one: the stake, the tier paid after it, the payout.
        expect(kurus(round.balance)).toBe(before - 200n + kurus(round.win) + jackpot);
        expect(kurus(round.balanceAfter)).toBe(before - 200n + kurus(round.win) + jackpot);
        const notes = await t.db.select().from(notifications).where(and(eq(notifications.playerId, who.id), eq(notifications.type, 3)));
        expect(notes.length).toBeGreaterThanOrEqual(1);
        const ledger = await checkJackpotLedger(t.db);
        expect(ledger.ledger).toBe(ledger.pools);
        const history = (await call('listGameHistory', '/api/customer/gamehistory', { skip: 0, take: 5 }, who.headers())).json().data.items;
        expect(history[0].jackpot).toBe(Number(jackpot) / 100);
      } finally {
        await t.db.update(jackpotTierRules).set({ oddsKurus: rule!.odds }).where(mini);
      }
    });
  });

  describe('crash over HTTP', () => {
    it('answers the shared round, takes a bet while betting is open, and refuses a cash-out before the start', async () => {
      const who = await loggedInPlayer(t, 100_000n);
      const token = await launch('studio-crash', who);
      const state = await call('getStudioCrashState', '/api/studio/crash/state', { token });
      expect(state.statusCode, state.body).toBe(200);
      const round = state.json().data.round;
      expect(round.phase).toBe('betting');
      expect(round.seed).toBeNull();
      expect(state.json().data.limits).toEqual({ min: 1, max: 5000, step: 1 });
      const placed = await call('betStudioCrash', '/api/studio/crash/bet', { token, requestId: randomUUID(), bet: 10, autoCashOut: 2 });
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json().data.myBet).toMatchObject({ bet: 10, autoCashOut: 2, status: 'open', roundNumber: round.roundNumber });
      expect(await balanceOf(who)).toBe(99_000n);
      const early = await call('cashOutStudioCrash', '/api/studio/crash/cashout', { token }, { 'x-locale': 'en' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('The round has not started yet');
      const badTarget = await call('betStudioCrash', '/api/studio/crash/bet', { token, requestId: randomUUID(), bet: 10, autoCashOut: 1.005 });
      expect(badTarget.statusCode).toBe(400);
      const slotToken = await launch('studio-slot', who);
      expect((await call('getStudioCrashState', '/api/studio/crash/state', { token: slotToken })).statusCode).toBe(400);
    });
  });

  describe('game pages', () => {
    it('answers every game page as the app build, and says so when the build is missing; no legacy scripts remain', async () => {
      // Every game is the app build's studio.html (tests/e2e/studio*.spec.ts, tests/server/plugins/security-headers.test.ts):
      // this test server has no build, so each page says the pages are not built, in the page's language.
      for (const [code, lang, words] of [
        ['studio-slot', 'en', 'The game pages are not built'],
        ['studio-roulette', 'tr', 'Oyun sayfaları derlenmemiş'],
        ['studio-bazaar', 'en', 'The game pages are not built'],
        ['studio-blackjack', 'en', 'The game pages are not built'],
        ['studio-crash', 'tr', 'Oyun sayfaları derlenmemiş'],
      ]) {
        const missing = await t.request({ url: `/studio/${code}?token=abc&lang=${lang}` });
        expect(missing.statusCode, code).toBe(503);
        expect(missing.body).toContain(words);
        expect(missing.body).toContain(`<html lang="${lang}">`);
      }
      // The legacy pages' scripts are gone with them.
      for (const game of ['slot', 'roulette', 'blackjack', 'crash']) expect((await t.request({ url: `/studio/assets/${game}.js` })).statusCode, game).toBe(404);
      expect((await t.request({ url: '/studio/not-a-game' })).statusCode).toBe(404);
      expect((await t.request({ url: '/studio/assets/evil.js' })).statusCode).toBe(404);
    });
  });
});
