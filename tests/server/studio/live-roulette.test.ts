// The automated roulette table with real money, on a fake clock: chips through the wallet while the spin
// takes bets, the pocket recorded at the close and pushed, every placement paid when the wheel lands with
// figures worked out by hand (₺10 on the winning colour: 100 → 90 → 110; ₺1 straight up on the pocket
// pays ₺36), paid exactly once however often the runner steps, the seed revealed and the placement verified
// from it; a retried request moves no money twice; chips after the close are refused with the message the
// player reads; two instances share one spin and only the lease holder runs it; the RTP of every bet on
// the layout is exactly 36/37.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { studioLiveRouletteSpins, studioRounds } from '../../../server/db/schema/studio';
import { allRouletteBets, sha256Hex, type RouletteBet, type RouletteBetSpec } from '../../../server/studio/engine';
import { LIVE_ROULETTE_HUB_COMMAND, LiveRouletteRunner, liveRouletteOutcome, liveRouletteState, placeLiveRouletteBets } from '../../../server/studio/live-roulette/spins';
import { DEFAULT_LIVE_ROULETTE_TIMES, liveRouletteSlot, liveRouletteSpinAt } from '../../../server/studio/live-roulette/schedule';
import { roundJson } from '../../../server/studio/rounds';
import { studioPlayerOf } from '../../../server/studio/session';
import { verifyInputs, verifyPlayerRound } from '../../../server/studio/verify';
import { checkInvariants, getPlayerBalance } from '../../../server/wallet';
import { buildSeededApp, loggedInPlayer, post, type LoggedInPlayer } from '../casino/seeded-app';
import type { TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';

/** The European layout's reds, written out here from the rules, independently of the engine. */
const REDS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
const colourOf = (n: number) => (n === 0 ? 'green' : REDS.includes(n) ? 'red' : 'black');

describe('live roulette: exact RTP of every bet kind', () => {
  // What each kind pays "to 1" and how many pockets it covers, from the rules (not from the engine).
  const RULES: Record<RouletteBetSpec['kind'], { pays: number; covers: number }> = {
    straight: { pays: 35, covers: 1 },
    split: { pays: 17, covers: 2 },
    street: { pays: 11, covers: 3 },
    corner: { pays: 8, covers: 4 },
    'six-line': { pays: 5, covers: 6 },
    column: { pays: 2, covers: 12 },
    dozen: { pays: 2, covers: 12 },
    red: { pays: 1, covers: 18 },
    black: { pays: 1, covers: 18 },
    even: { pays: 1, covers: 18 },
    odd: { pays: 1, covers: 18 },
    low: { pays: 1, covers: 18 },
    high: { pays: 1, covers: 18 },
  };

  it('a ₺1 bet of each of the 157 bets returns ₺36 over the 37 pockets: RTP 36/37 = 97.30% for each kind', () => {
    const bets = allRouletteBets();
    expect(bets).toHaveLength(157);
    for (const spec of bets) {
      const bet = { ...spec, amount: 100n } as RouletteBet;
      let returned = 0n;
      let wins = 0;
      for (let pocket = 0; pocket < 37; pocket++) {
        const { win } = liveRouletteOutcome(pocket, [bet]);
        returned += win;
        if (win > 0n) wins++;
      }
      const rule = RULES[spec.kind];
      expect(wins, JSON.stringify(spec)).toBe(rule.covers);
      expect(returned, JSON.stringify(spec)).toBe(BigInt((rule.pays + 1) * rule.covers * 100));
      // (pays + 1) x covers = 36 for every kind: 36 of 37 parts come back.
      expect(returned, JSON.stringify(spec)).toBe(3_600n);
    }
  });

  it('settles worked figures: ₺10 on red when 32 (red) comes pays ₺20; ₺1 straight up on 32 pays ₺36; ₺5 on black loses', () => {
    const bets: RouletteBet[] = [
      { kind: 'red', amount: 1_000n },
      { kind: 'straight', numbers: [32], amount: 100n },
      { kind: 'black', amount: 500n },
    ];
    const { outcome, win } = liveRouletteOutcome(32, bets);
    expect(outcome).toMatchObject({ game: 'roulette', pocket: 32, color: 'red' });
    expect(outcome.results.map((r) => r.payout)).toEqual([20, 36, 0]);
    expect(win).toBe(5_600n);
  });
});

describeEachTarget('live roulette spins on %s', (target) => {
  vi.setConfig({ testTimeout: 180_000 });
  let t: TestApp;
  // Spin 713 700 opens at 10:00:00 on 27 Nov 2026 (live-roulette-schedule.test.ts): one second in.
  const slot = liveRouletteSlot(713_700);
  let clock = new Date(slot.opensAt.getTime() + 1_000);
  const now = () => clock;
  const pushes: { command: string; message: unknown }[] = [];
  const hub = {
    publishToPlayer: async () => true,
    publishToAll: async (command: string, message: unknown) => {
      pushes.push({ command, message });
      return true;
    },
  };
  let runner: LiveRouletteRunner;
  let other: LiveRouletteRunner;
  const deps = () => ({ db: t.db, hub, now });

  const launch = async (who: LoggedInPlayer) => {
    const response = await post(t, '/api/casino/studiolaunchurl', { platform: 1, gameCode: 'studio-live-roulette', language: 'tr', lobbyUrl: '/' }, who.headers());
    expect(response.statusCode, response.body).toBe(200);
    const token = new URL(response.json().data as string).searchParams.get('token')!;
    return { player: await studioPlayerOf(t.db, token), token };
  };
  const balance = async (who: LoggedInPlayer) => {
    const b = await getPlayerBalance(t.db, who.id);
    return b.cash + b.bonus;
  };

  beforeAll(async () => {
    t = await buildSeededApp(target);
    runner = new LiveRouletteRunner({ db: t.db, hub, now, holder: 'wheel-a' });
    other = new LiveRouletteRunner({ db: t.db, hub, now, holder: 'wheel-b' });
  }, 300_000);

  afterAll(async () => {
    await runner.stop();
    await other.stop();
    await t.close();
  }, 120_000);

  it('two instances share one spin: one seed committed before the close, one runner at a time', async () => {
    const [a, b] = await Promise.all([runner.currentSpin(), other.currentSpin()]);
    expect(a.spinNo).toBe(713_700);
    expect(b).toEqual(a);
    expect(a.seedHash).toBe(sha256Hex(a.seed));
    expect(a.betsCloseAt.toISOString()).toBe('2026-11-27T10:00:25.000Z');
    expect(a.resultAt.toISOString()).toBe('2026-11-27T10:00:33.000Z');
    expect(await runner.tick()).toBe(true);
    expect(await other.tick()).toBe(false);
    const pushed = pushes.find((p) => p.command === LIVE_ROULETTE_HUB_COMMAND)!.message;
    expect(pushed).toMatchObject({ spinNo: 713_700, phase: 'betting', seedHash: a.seedHash, seed: null, pocket: null, color: null });
  });

  it('pays the worked figures through the wallet once, reveals the seed and verifies the placement from it', async () => {
    // A pocket other than zero, so the colour bets below win or lose as written: a zero seed is replaced
    // (before any bet, while the spin takes bets) by a fresh one, as ensureSpin would have made it.
    let spin = (await t.db.select().from(studioLiveRouletteSpins).where(eq(studioLiveRouletteSpins.spinNo, slot.spinNo)))[0]!;
    const pocketOf = (seed: string, salt: string) => (verifyInputs({ game: 'live-roulette', serverSeed: seed, clientSeed: salt, nonce: 0 }).outcome as { pocket: number }).pocket;
    while (pocketOf(spin.seed, spin.salt) === 0) {
      const seed = randomUUID().replaceAll('-', '').repeat(2);
      [spin] = await t.db.update(studioLiveRouletteSpins).set({ seed, seedHash: sha256Hex(seed) }).where(eq(studioLiveRouletteSpins.spinNo, slot.spinNo)).returning();
    }
    const pocket = pocketOf(spin!.seed, spin!.salt);
    const colour = colourOf(pocket) as 'red' | 'black';
    const otherColour = colour === 'red' ? 'black' : 'red';

    const alice = await loggedInPlayer(t, 10_000n);
    const bob = await loggedInPlayer(t, 10_000n);
    const [a, b] = [await launch(alice), await launch(bob)];
    // Alice: ₺10 on the pocket's colour. 100 → 90 now, → 110 when the wheel lands.
    const aliceId = randomUUID();
    const placed = await placeLiveRouletteBets(deps(), a.player, aliceId, slot.spinNo, [{ kind: colour, amount: 1_000n }]);
    expect(placed.spin).toMatchObject({ spinNo: slot.spinNo, phase: 'betting', pocket: null, seed: null });
    expect(placed.myBets).toMatchObject([{ spinNo: slot.spinNo, stake: 10, status: 'open', win: null, bets: [{ kind: colour, amount: 10 }] }]);
    expect(await balance(alice)).toBe(9_000n);
    // The same request again (a retry after a failed call): the same placement, the stake taken once.
    const replay = await placeLiveRouletteBets(deps(), a.player, aliceId, slot.spinNo, [{ kind: colour, amount: 1_000n }]);
    expect(replay.myBets.map((bet) => bet.roundId)).toEqual(placed.myBets.map((bet) => bet.roundId));
    expect(await balance(alice)).toBe(9_000n);
    // The same request id for other chips is refused.
    await expect(placeLiveRouletteBets(deps(), a.player, aliceId, slot.spinNo, [{ kind: otherColour, amount: 1_000n }])).rejects.toMatchObject({ key: 'studio.request.conflict' });
    // Bob: ₺1 straight up on the pocket (pays ₺36) and ₺5 on the other colour (lost): 100 → 94 → 130.
    await placeLiveRouletteBets(deps(), b.player, randomUUID(), slot.spinNo, [{ kind: 'straight', numbers: [pocket], amount: 100n }]);
    await placeLiveRouletteBets(deps(), b.player, randomUUID(), slot.spinNo, [{ kind: otherColour, amount: 500n }]);
    expect(await balance(bob)).toBe(9_400n);
    // Chips the limits refuse: below ₺1 in all.
    await expect(placeLiveRouletteBets(deps(), a.player, randomUUID(), slot.spinNo, [{ kind: 'odd', amount: 50n }])).rejects.toMatchObject({ key: 'studio.bet.range' });

    // Bets close at 10:00:25: chips then are refused; the runner records the pocket and pushes it.
    clock = new Date(slot.betsCloseAt.getTime());
    await expect(placeLiveRouletteBets(deps(), a.player, randomUUID(), slot.spinNo, [{ kind: 'odd', amount: 100n }])).rejects.toMatchObject({ key: 'studio.liveRoulette.closed' });
    expect(await runner.tick()).toBe(true);
    expect(pushes.at(-1)!.message).toMatchObject({ spinNo: slot.spinNo, phase: 'spinning', pocket, color: colour, seed: null, resultAt: '2026-11-27T10:00:33.000Z' });
    // Nothing is paid while the wheel turns; both viewers read the same spin.
    clock = new Date('2026-11-27T10:00:30.000Z');
    const [seenA, seenB] = await Promise.all([liveRouletteState(deps(), alice.id, await runner.currentSpin()), liveRouletteState(deps(), bob.id, await other.currentSpin())]);
    expect(seenA.spin).toEqual(seenB.spin);
    expect(await balance(alice)).toBe(9_000n);

    // The wheel lands at 10:00:33: every placement is paid and the seed revealed.
    clock = new Date('2026-11-27T10:00:33.000Z');
    expect(await runner.tick()).toBe(true);
    expect(await balance(alice)).toBe(11_000n);
    expect(await balance(bob)).toBe(13_000n);
    expect(pushes.at(-1)!.message).toMatchObject({ phase: 'result', pocket, seed: spin!.seed });
    // Exactly once: more steps, another instance's steps and a second settle pay nothing more.
    expect(await runner.tick()).toBe(true);
    await runner.settle(spin!);
    await other.settle(spin!);
    clock = new Date('2026-11-27T10:00:41.000Z');
    await runner.tick();
    expect(await balance(alice)).toBe(11_000n);
    expect(await balance(bob)).toBe(13_000n);

    const after = await liveRouletteState(deps(), alice.id, await runner.currentSpin());
    expect(after.spin.spinNo).toBe(slot.spinNo + 1);
    expect(after.results[0]).toMatchObject({ spinNo: slot.spinNo, pocket, color: colour, seed: spin!.seed, seedHash: spin!.seedHash });
    expect(after.myBets).toMatchObject([{ spinNo: slot.spinNo, status: 'settled', stake: 10, win: 20 }]);

    // Recall and verification of Alice's placement.
    const [row] = await t.db.select().from(studioRounds).where(and(eq(studioRounds.playerId, alice.id), eq(studioRounds.requestId, aliceId)));
    const recalled = await roundJson(t.db, row!);
    expect(recalled).toMatchObject({ game: 'live-roulette', gameCode: 'studio-live-roulette', status: 'settled', bet: 10, win: 20, balanceBefore: 100, balanceAfter: 110 });
    expect(recalled.fairness).toEqual({ serverSeed: spin!.seed, serverSeedHash: spin!.seedHash, clientSeed: spin!.salt, nonce: 0 });
    expect(recalled.outcome).toMatchObject({ game: 'roulette', pocket, color: colour, results: [{ won: true, payout: 20 }] });
    expect(await verifyPlayerRound(t.db, alice.id, `studio:${row!.id}`)).toMatchObject({
      valid: true,
      game: 'live-roulette',
      commitmentMatches: true,
      matchesRecord: true,
      outcome: { pocket },
    });
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('refuses chips on a spin whose bets closed with a message in the player language, and moves no money', async () => {
    const carol = await loggedInPlayer(t, 10_000n);
    const { token } = await launch(carol);
    // The app's own runner runs on the real clock: the spin before the one running now is closed.
    const closed = liveRouletteSpinAt(new Date(), DEFAULT_LIVE_ROULETTE_TIMES).spinNo - 1;
    const body = { token, requestId: randomUUID(), spinNo: closed, bets: [{ kind: 'red', amount: 1 }] };
    const tr = await post(t, '/api/studio/live-roulette/bet', body, { 'x-locale': 'tr' });
    expect(tr.statusCode).toBe(409);
    expect(tr.json()).toMatchObject({ success: false, message: 'Bu turun bahisleri kapandı; fişlerinizi bir sonraki tura koyun' });
    const en = await post(t, '/api/studio/live-roulette/bet', { ...body, requestId: randomUUID() }, { 'x-locale': 'en' });
    expect(en.json()).toMatchObject({ success: false, message: 'Bets on this spin are closed; place your chips on the next spin' });
    expect(await balance(carol)).toBe(10_000n);
    // The spin call answers the spin running now to the page.
    const state = await post(t, '/api/studio/live-roulette/spin', { token });
    expect(state.statusCode).toBe(200);
    expect(state.json().data.spin.spinNo).toBe(closed + 1);
    expect(state.json().data.limits).toEqual({ min: 1, max: 10_000, step: 0.01 });
  });
});
