// verifyRound: every game's round, played the way the server plays it, is recomputed exactly from the
// seeds revealed at rotation; a seed that does not match its commitment is refused.
import { describe, expect, it } from 'vitest';
import {
  applyBlackjackAction,
  basicStrategyAction,
  settleBlackjack,
  startBlackjackRound,
} from '../../../server/studio/engine/blackjack';
import { buildHashChain, crashPoint } from '../../../server/studio/engine/crash';
import {
  createRoundStream,
  createSeedPair,
  generateServerSeed,
  rotateSeeds,
  takeRound,
  type SeedPair,
} from '../../../server/studio/engine/fairness';
import { playRouletteRound, type RouletteBet } from '../../../server/studio/engine/roulette';
import { playSlotRound } from '../../../server/studio/engine/slot';
import { verifyRound } from '../../../server/studio/engine/verify';

describe('verifyRound', () => {
  it('recomputes slot, roulette and blackjack rounds after the seeds are rotated', () => {
    let pair: SeedPair = createSeedPair('oyuncu tohumu');
    const bets: RouletteBet[] = [
      { kind: 'red', amount: 500n },
      { kind: 'straight', numbers: [17], amount: 100n },
    ];
    const played: { nonce: number; slot: ReturnType<typeof playSlotRound> }[] = [];
    for (let i = 0; i < 5; i++) {
      const taken = takeRound(pair);
      pair = taken.next;
      played.push({ nonce: taken.round.nonce, slot: playSlotRound(createRoundStream(taken.round), 400n) });
    }
    const rouletteRound = takeRound(pair);
    pair = rouletteRound.next;
    const roulette = playRouletteRound(createRoundStream(rouletteRound.round), bets);
    const blackjackRound = takeRound(pair);
    pair = blackjackRound.next;
    let state = startBlackjackRound(createRoundStream(blackjackRound.round));
    while (state.phase !== 'settled') state = applyBlackjackAction(state, basicStrategyAction(state));

    const { revealed } = rotateSeeds(pair);
    expect(revealed.roundsPlayed).toBe(7);
    const check = <T>(result: { valid: boolean } & ({ outcome: T } | { reason: string })) => {
      expect(result.valid).toBe(true);
      return (result as { outcome: T }).outcome;
    };
    const { serverSeed, serverSeedHash, clientSeed } = revealed;
    for (const round of played) {
      expect(check(verifyRound(serverSeed, serverSeedHash, clientSeed, round.nonce, 'slot', { bet: 400n }))).toEqual(
        round.slot,
      );
    }
    expect(check(verifyRound(serverSeed, serverSeedHash, clientSeed, 5, 'roulette', { bets }))).toEqual(roulette);
    const blackjack = verifyRound(serverSeed, serverSeedHash, clientSeed, 6, 'blackjack', { actions: state.actions });
    expect(check(blackjack)).toEqual({ state, settlement: settleBlackjack(state) });
    // 311 unbiased draws for the shuffle: at least 311 x 4 bytes of the stream.
    expect(blackjack.valid && blackjack.bytesUsed).toBeGreaterThanOrEqual(1244);
  });

  it('reports an unfinished blackjack round without a settlement', () => {
    const pair = createSeedPair('c');
    const outcome = verifyRound(pair.serverSeed, pair.serverSeedHash, 'c', 0, 'blackjack', { actions: [] });
    expect(outcome.valid).toBe(true);
    if (outcome.valid) {
      expect(outcome.outcome.settlement === null).toBe(outcome.outcome.state.phase !== 'settled');
    }
  });

  it('recomputes a crash round from its chain seed, checked against the previous seed', () => {
    const chain = buildHashChain(generateServerSeed(), 10);
    const result = verifyRound(chain[4], chain[3], 'public salt', 4, 'crash', {
      bets: [
        { bet: 1000n, cashOut: 101 },
        { bet: 1000n, cashOut: 100_000 },
        { bet: 200n, cashOut: null },
      ],
    });
    expect(result.valid).toBe(true);
    if (!result.valid) return;
    const point = crashPoint(chain[4], 'public salt', 4);
    expect(result.outcome.crashPoint).toBe(point);
    expect(result.outcome.bets[0].payout).toBe(point >= 101 ? 1010n : 0n);
    expect(result.outcome.bets[1].payout).toBe(point >= 100_000 ? 1_000_000n : 0n);
    expect(result.outcome.bets[2].payout).toBe(0n);
    expect(verifyRound(chain[4], chain[2], 'public salt', 4, 'crash', {}).valid).toBe(false);
  });

  it('refuses a server seed that does not match the commitment', () => {
    const pair = createSeedPair('c');
    const other = generateServerSeed();
    const result = verifyRound(other, pair.serverSeedHash, 'c', 0, 'slot', { bet: 20n });
    expect(result).toEqual({
      valid: false,
      game: 'slot',
      reason: 'the server seed does not hash to the committed value',
    });
  });
});
