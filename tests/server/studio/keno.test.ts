// Keno 80's draws with real money, on a fake clock: bets through the wallet while the draw takes bets, the
// balls recorded at the close and shown with their moments, every bet paid after the 20th ball with the
// paytable's figures written here (4 spots, 3 hits: 5.00x; the first ball's colour: 3.80x; over/under 810:
// 1.90x), the seed revealed and the bet verified from it; a retried request moves no money twice; a bet
// after the close is refused with the message the player reads; two instances share one draw and only the
// lease holder runs it.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { studioKenoDraws, studioRounds } from '../../../server/db/schema/studio';
import { sha256Hex } from '../../../server/studio/engine';
import { KENO_HUB_COMMAND, KenoRunner, kenoState, placeKenoBet } from '../../../server/studio/keno/draws';
import { DEFAULT_KENO_TIMES, kenoDrawAt, kenoSlot } from '../../../server/studio/keno/schedule';
import { roundJson } from '../../../server/studio/rounds';
import { studioPlayerOf } from '../../../server/studio/session';
import { verifyInputs, verifyPlayerRound } from '../../../server/studio/verify';
import { checkInvariants, getPlayerBalance } from '../../../server/wallet';
import { buildSeededApp, loggedInPlayer, post, type LoggedInPlayer } from '../casino/seeded-app';
import type { TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';

/** The rules written out here, independently of the engine: red 1-20, yellow 21-40, green 41-60, blue 61-80. */
const colourOf = (n: number) => (n <= 20 ? 'red' : n <= 40 ? 'yellow' : n <= 60 ? 'green' : 'blue');

describeEachTarget('keno draws on %s', (target) => {
  vi.setConfig({ testTimeout: 180_000 });
  let t: TestApp;
  // Draw 162 204 opens at 09:58:24 on 27 Nov 2026 (tests/server/studio/keno-schedule.test.ts): one second in.
  const slot = kenoSlot(162_204);
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
  let runner: KenoRunner;
  let other: KenoRunner;
  const deps = () => ({ db: t.db, hub, now });

  const launch = async (who: LoggedInPlayer) => {
    const response = await post(t, '/api/casino/studiolaunchurl', { platform: 1, gameCode: 'studio-keno', language: 'tr', lobbyUrl: '/' }, who.headers());
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
    runner = new KenoRunner({ db: t.db, hub, now, holder: 'keno-a' });
    other = new KenoRunner({ db: t.db, hub, now, holder: 'keno-b' });
    // (A shared, busy machine: building the seeded app alone may take a minute.)
  }, 300_000);

  afterAll(async () => {
    await runner.stop();
    await other.stop();
    await t.close();
  }, 120_000);

  it('two instances share one draw: one seed committed before the close, one runner at a time', async () => {
    const [a, b] = await Promise.all([runner.currentDraw(), other.currentDraw()]);
    expect(a.drawNo).toBe(162_204);
    expect(b).toEqual(a);
    expect(a.seedHash).toBe(sha256Hex(a.seed));
    expect(a.betsCloseAt.toISOString()).toBe('2026-11-27T10:00:24.000Z');
    expect(await runner.tick()).toBe(true);
    expect(await other.tick()).toBe(false);
    const pushed = pushes.find((p) => p.command === KENO_HUB_COMMAND)!.message as { drawNo: number; phase: string; seedHash: string; seed: null; balls: [] };
    expect(pushed).toMatchObject({ drawNo: 162_204, phase: 'betting', seedHash: a.seedHash, seed: null, balls: [] });
  });

  it('settles a draw with the paytable: 4 spots with 3 hits pay 5x, the colour 3.80x, over/under 1.90x; a retry pays once', async () => {
    const alice = await loggedInPlayer(t, 100_000n);
    const bob = await loggedInPlayer(t, 100_000n);
    const [a, b] = [await launch(alice), await launch(bob)];
    const draw = (await t.db.select().from(studioKenoDraws).where(eq(studioKenoDraws.drawNo, slot.drawNo)))[0]!;
    // The balls this seed draws, taken from the recomputation any player can make once the seed is out
    // (the typed-in verifier); the picks below are built from them so the hits are known in advance.
    const balls = (verifyInputs({ game: 'keno', serverSeed: draw.seed, clientSeed: draw.salt, nonce: 0 }).outcome as { balls: number[] }).balls;
    expect(new Set(balls).size).toBe(20);
    const missed = Array.from({ length: 80 }, (_, i) => i + 1).find((n) => !balls.includes(n))!;
    const picks = [balls[3]!, balls[10]!, balls[17]!, missed];
    const total = balls.reduce((sum, n) => sum + n, 0);

    // Alice: ₺10 on 4 spots (3 will hit: 5.00x → ₺50), ₺5 on the first ball's colour (3.80x → ₺19).
    const spotsId = randomUUID();
    const placed = await placeKenoBet(deps(), a.player, spotsId, slot.drawNo, { kind: 'spots', numbers: picks }, 1_000n);
    expect(placed.draw).toMatchObject({ drawNo: slot.drawNo, phase: 'betting', balls: [], seed: null });
    expect(placed.myBets).toHaveLength(1);
    // The same request again: the same bet, the stake taken once.
    const replay = await placeKenoBet(deps(), a.player, spotsId, slot.drawNo, { kind: 'spots', numbers: picks }, 1_000n);
    expect(replay.myBets.map((bet) => bet.roundId)).toEqual(placed.myBets.map((bet) => bet.roundId));
    expect(await balance(alice)).toBe(100_000n - 1_000n);
    // The same request id for another bet is refused.
    await expect(placeKenoBet(deps(), a.player, spotsId, slot.drawNo, { kind: 'colour', colour: 'red' }, 1_000n)).rejects.toMatchObject({ key: 'studio.request.conflict' });
    await placeKenoBet(deps(), a.player, randomUUID(), slot.drawNo, { kind: 'colour', colour: colourOf(balls[0]!) }, 500n);
    // Bob: ₺20 on the side of 810 the total falls (1.90x → ₺38) and ₺3 on a colour the first ball is not.
    const side = total > 810 ? 'over' : 'under';
    expect(total).not.toBe(810);
    await placeKenoBet(deps(), b.player, randomUUID(), slot.drawNo, { kind: 'total', side }, 2_000n);
    const wrong = (['red', 'yellow', 'green', 'blue'] as const).find((c) => c !== colourOf(balls[0]!))!;
    await placeKenoBet(deps(), b.player, randomUUID(), slot.drawNo, { kind: 'colour', colour: wrong }, 300n);
    expect(await balance(alice)).toBe(100_000n - 1_500n);
    expect(await balance(bob)).toBe(100_000n - 2_300n);
    // Shapes and stakes outside the rules are refused before any money moves.
    await expect(placeKenoBet(deps(), a.player, randomUUID(), slot.drawNo, { kind: 'spots', numbers: [1, 1] }, 100n)).rejects.toMatchObject({ key: 'studio.keno.bet' });
    await expect(placeKenoBet(deps(), a.player, randomUUID(), slot.drawNo, { kind: 'spots', numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, 100n)).rejects.toMatchObject({ key: 'studio.keno.bet' });
    await expect(placeKenoBet(deps(), a.player, randomUUID(), slot.drawNo, { kind: 'colour', colour: 'red' }, 150n)).rejects.toMatchObject({ key: 'studio.bet.range' });

    // Bets close at 10:00:24: a bet then is refused; the runner records the balls, each with its moment.
    clock = new Date(slot.betsCloseAt.getTime());
    await expect(placeKenoBet(deps(), a.player, randomUUID(), slot.drawNo, { kind: 'colour', colour: 'red' }, 100n)).rejects.toMatchObject({ key: 'studio.keno.closed' });
    expect(await runner.tick()).toBe(true);
    const drawing = pushes.at(-1)!.message as { phase: string; balls: { number: number; at: string }[]; seed: string | null };
    expect(drawing.phase).toBe('drawing');
    expect(drawing.seed).toBeNull();
    expect(drawing.balls.map((ball) => ball.number)).toEqual(balls);
    // The first ball 3 s after the close, then one every 2 s: the 20th at 10:01:05.
    expect(drawing.balls[0]!.at).toBe('2026-11-27T10:00:27.000Z');
    expect(drawing.balls[19]!.at).toBe('2026-11-27T10:01:05.000Z');
    // Nothing is paid while the show runs; both viewers read the same draw.
    clock = new Date('2026-11-27T10:00:40.000Z');
    const [seenA, seenB] = await Promise.all([kenoState(deps(), alice.id, await runner.currentDraw()), kenoState(deps(), bob.id, await other.currentDraw())]);
    expect(seenA.draw).toEqual(seenB.draw);
    expect(await balance(alice)).toBe(100_000n - 1_500n);

    // The 20th ball: every bet is paid and the seed revealed.
    clock = new Date('2026-11-27T10:01:05.000Z');
    expect(await runner.tick()).toBe(true);
    expect(await balance(alice)).toBe(100_000n - 1_500n + 5_000n + 1_900n);
    expect(await balance(bob)).toBe(100_000n - 2_300n + 3_800n);
    const result = pushes.at(-1)!.message as { phase: string; seed: string };
    expect(result).toMatchObject({ phase: 'result', seed: draw.seed });
    const after = await kenoState(deps(), alice.id, await runner.currentDraw());
    expect(after.results[0]).toMatchObject({ drawNo: slot.drawNo, balls, total, firstColour: colourOf(balls[0]!), seed: draw.seed });
    const spotsBet = after.myBets.find((bet) => bet.bet.kind === 'spots')!;
    expect(spotsBet).toMatchObject({ status: 'settled', stake: 10, win: 50, hits: [balls[3]!, balls[10]!, balls[17]!].sort((x, y) => x - y) });

    // Recall and verification of Alice's spots bet.
    const [row] = await t.db.select().from(studioRounds).where(and(eq(studioRounds.playerId, alice.id), eq(studioRounds.requestId, spotsId)));
    const recalled = await roundJson(t.db, row!);
    expect(recalled).toMatchObject({ game: 'keno', status: 'settled', bet: 10, win: 50 });
    expect(recalled.fairness).toMatchObject({ serverSeed: draw.seed, serverSeedHash: draw.seedHash, clientSeed: draw.salt, nonce: 0 });
    expect(recalled.outcome).toMatchObject({ game: 'keno', drawNo: slot.drawNo, balls, multiplier: 5 });
    expect(await verifyPlayerRound(t.db, alice.id, `studio:${row!.id}`)).toMatchObject({ valid: true, commitmentMatches: true, matchesRecord: true });
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('refuses a bet on a draw whose bets closed with a message in the player language', async () => {
    const carol = await loggedInPlayer(t, 10_000n);
    const { token } = await launch(carol);
    // The app's own runner runs on the real clock: the draw before the one running now is closed.
    const closed = kenoDrawAt(new Date(), DEFAULT_KENO_TIMES).drawNo - 1;
    const body = { token, requestId: randomUUID(), drawNo: closed, bet: { kind: 'colour', colour: 'blue' }, stake: 1 };
    const tr = await post(t, '/api/studio/keno/bet', body, { 'x-locale': 'tr' });
    expect(tr.statusCode).toBe(409);
    expect(tr.json()).toMatchObject({ success: false, message: 'Bu çekilişin bahisleri kapandı; bir sonraki çekilişe oynayın' });
    const en = await post(t, '/api/studio/keno/bet', { ...body, requestId: randomUUID() }, { 'x-locale': 'en' });
    expect(en.json()).toMatchObject({ success: false, message: 'Bets on this draw are closed; play on the next draw' });
    expect(await balance(carol)).toBe(10_000n);
    // The draw call answers the draw running now to the page.
    const state = await post(t, '/api/studio/keno/draw', { token });
    expect(state.statusCode).toBe(200);
    expect(state.json().data.draw.drawNo).toBe(closed + 1);
  });
});

