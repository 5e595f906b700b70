// The crash game's shared rounds with a fake clock: the lease lets one runner at a time move the rounds,
// betting closes on time, auto cash-outs below the crash point are paid, a manual cash-out pays the
// multiplier of the moment, open bets lose at the crash, the revealed seed hashes to the commitment and
// recomputes the crash point, and a runner taking over after another died settles what was left.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioCrashRounds, studioRounds } from '../../../server/db/schema/studio';
import { BETTING_MS, CrashRunner, cashOutCrash, crashState, placeCrashBet, chainSeed } from '../../../server/studio/crash';
import { crashPoint, msToReach, sha256Hex } from '../../../server/studio/engine';
import { studioPlayerOf } from '../../../server/studio/session';
import { verifyPlayerRound } from '../../../server/studio/verify';
import { checkInvariants, getPlayerBalance } from '../../../server/wallet';
import { buildSeededApp, loggedInPlayer, post, type LoggedInPlayer } from '../casino/seeded-app';
import type { TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';

describeEachTarget('crash rounds on %s', (target) => {
  let t: TestApp;
  let clock = new Date('2026-11-22T10:00:00Z');
  const now = () => clock;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const pushes: { command: string; message: unknown }[] = [];
  const hub = {
    publishToPlayer: async () => true,
    publishToAll: async (command: string, message: unknown) => {
      pushes.push({ command, message });
      return true;
    },
  };
  let runner: CrashRunner;
  const deps = () => ({ db: t.db, hub, now });

  const launch = async (who: LoggedInPlayer) => {
    const response = await post(t, '/api/casino/studiolaunchurl', { platform: 1, gameCode: 'studio-crash', language: 'tr', lobbyUrl: '/' }, who.headers());
    return studioPlayerOf(t.db, new URL(response.json().data as string).searchParams.get('token')!);
  };
  const balance = async (who: LoggedInPlayer) => {
    const b = await getPlayerBalance(t.db, who.id);
    return b.cash + b.bonus;
  };
  const current = async () => (await t.db.select().from(studioCrashRounds).orderBy(studioCrashRounds.roundNumber)).at(-1)!;

  beforeAll(async () => {
    t = await buildSeededApp(target);
    runner = new CrashRunner({ db: t.db, hub, now, holder: 'runner-a', chainLength: 50 });
  });

  afterAll(async () => {
    await runner.stop();
    await t.close();
  });

  it('runs one round end to end: bets, an auto cash-out, a manual cash-out, a loss, the crash and the next round', async () => {
    // Find a round whose crash point leaves room for cash-outs (the chain is random).
    await runner.tick();
    let round = await current();
    while (round.crashPoint < 150) {
      advance(BETTING_MS);
      await runner.tick();
      advance(msToReach(round.crashPoint) + 10);
      await runner.tick();
      round = await current();
      advance(3_000);
    }
    expect(round.phase).toBe('betting');
    expect(pushes.some((push) => push.command === 'CrashRound')).toBe(true);

    const alice = await loggedInPlayer(t, 100_000n);
    const bob = await loggedInPlayer(t, 100_000n);
    const carol = await loggedInPlayer(t, 100_000n);
    const [a, b, c] = [await launch(alice), await launch(bob), await launch(carol)];
    const requestId = randomUUID();
    const placed = await placeCrashBet(deps(), a, requestId, 10_000n, 1.2);
    expect(placed.myBet).toMatchObject({ bet: 100, autoCashOut: 1.2, status: 'open' });
    expect(placed.round.crashPoint).toBeNull();
    expect(placed.round.seed).toBeNull();
    // A retry answers the same bet; a second bet in the round is refused.
    await placeCrashBet(deps(), a, requestId, 10_000n, 1.2);
    expect(await balance(alice)).toBe(90_000n);
    await expect(placeCrashBet(deps(), a, randomUUID(), 10_000n, null)).rejects.toMatchObject({ key: 'studio.crash.alreadyBet' });
    await expect(placeCrashBet(deps(), b, randomUUID(), 150n, null)).rejects.toMatchObject({ status: 400 });
    await placeCrashBet(deps(), b, randomUUID(), 10_000n, null);
    await placeCrashBet(deps(), c, randomUUID(), 10_000n, null);
    await expect(cashOutCrash(deps(), b)).rejects.toMatchObject({ key: 'studio.crash.notRunning' });

    // Betting closes at betting_ends_at: a late bet is refused.
    advance(BETTING_MS);
    const late = await loggedInPlayer(t, 100_000n);
    await expect(placeCrashBet(deps(), await launch(late), randomUUID(), 10_000n, null)).rejects.toMatchObject({ key: 'studio.crash.closed' });
    await runner.tick();
    expect((await current()).phase).toBe('running');

    // At 1.30x: Alice's auto cash-out at 1.20x is paid by the runner, Bob cashes out by hand.
    advance(msToReach(130));
    await runner.tick();
    expect(await balance(alice)).toBe(90_000n + 12_000n);
    const bobState = await cashOutCrash(deps(), b);
    expect(bobState.myBet).toMatchObject({ cashedOutAt: 1.3, payout: 130, status: 'settled' });
    expect(await balance(bob)).toBe(90_000n + 13_000n);
    // A second cash-out answers the same state.
    expect((await cashOutCrash(deps(), b)).myBet?.payout).toBe(130);

    // The crash: Carol never cashed out and loses; the seed is revealed and the next round opens.
    advance(msToReach(round.crashPoint));
    await runner.tick();
    const crashed = (await t.db.select().from(studioCrashRounds).where(eq(studioCrashRounds.roundNumber, round.roundNumber)))[0]!;
    expect(crashed.phase).toBe('crashed');
    expect(crashed.settledAt).not.toBeNull();
    expect(await balance(carol)).toBe(90_000n);
    await expect(cashOutCrash(deps(), c)).rejects.toMatchObject({ status: 409 });
    const state = await crashState(deps(), carol.id);
    expect(state.round.roundNumber).toBe(round.roundNumber + 1);
    expect(state.round.phase).toBe('betting');
    expect(state.history[0]).toMatchObject({ roundNumber: round.roundNumber, crashPoint: round.crashPoint / 100, seed: round.seed });
    expect(state.myBet).toMatchObject({ status: 'settled', payout: 0, cashedOutAt: null });
    // The chain: the revealed seed hashes to the commitment, and the crash point is recomputed from it.
    expect(sha256Hex(crashed.seed)).toBe(crashed.previousSeed);
    expect(crashPoint(crashed.seed, state.round.salt, crashed.roundNumber)).toBe(crashed.crashPoint);
    const next = await current();
    expect(next.previousSeed).toBe(sha256Hex(next.seed));
    expect(sha256Hex(next.previousSeed)).not.toBe(crashed.seed);
    expect(next.previousSeed === crashed.seed || sha256Hex(next.seed) === crashed.seed).toBe(true);

    // Every bet is verifiable now; the recomputation matches what was recorded and paid.
    const [bobRound] = await t.db.select().from(studioRounds).where(eq(studioRounds.playerId, bob.id));
    const verification = await verifyPlayerRound(t.db, bob.id, `studio:${bobRound!.id}`);
    expect(verification).toMatchObject({ valid: true, commitmentMatches: true, matchesRecord: true });
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('lets one runner hold the lease at a time and a second take over once it expired, settling what was left', async () => {
    const other = new CrashRunner({ db: t.db, hub, now, holder: 'runner-b', chainLength: 50 });
    expect(await runner.acquireLease()).toBe(true);
    expect(await other.tick()).toBe(false);

    // A bet in the betting round; then runner A "dies" and the round should have run and crashed meanwhile.
    const dave = await loggedInPlayer(t, 100_000n);
    const d = await launch(dave);
    const round = await current();
    expect(round.phase).toBe('betting');
    await placeCrashBet(deps(), d, randomUUID(), 10_000n, 1.01);
    advance(BETTING_MS + msToReach(round.crashPoint) + 10_000);
    expect(await other.tick()).toBe(true);
    // The round starts, and on the next step the curve is past the crash point: the auto cash-out at 1.01x was reached first.
    await other.tick();
    const after = (await t.db.select().from(studioCrashRounds).where(eq(studioCrashRounds.roundNumber, round.roundNumber)))[0]!;
    expect(after.phase).toBe('crashed');
    expect(after.crashedAt!.getTime()).toBe(after.startedAt!.getTime() + msToReach(after.crashPoint));
    const expected = after.crashPoint >= 101 ? 90_000n + 10_100n : 90_000n;
    expect(await balance(dave)).toBe(expected);
    expect(await runner.tick()).toBe(false);
    await other.stop();
  });

  it('builds chains whose seeds hash down to the commitment', () => {
    const terminal = 'ab'.repeat(32);
    const s3 = chainSeed(terminal, 5, 3);
    expect(sha256Hex(s3)).toBe(chainSeed(terminal, 5, 2));
    expect(chainSeed(terminal, 5, 5)).toBe(terminal);
  });
});
