// Recomputes any past round of any studio game from its revealed seeds: the check behind the player's
// verification page. It first checks the commitment (SHA-256 of the revealed server seed against the hash
// shown before play; for crash, against the previous seed of the chain), then replays the game's draws.
import { FairStream, verifyCommitment } from './fairness';
import { playSlotRound, type SlotRound } from './slot';
import { playBosphorusRound, type BosphorusRound } from './bosphorus';
import { playBazaarRound, type BazaarRound } from './bazaar';
import { playRouletteRound, type RouletteBet, type RouletteRound } from './roulette';
import {
  replayBlackjackRound,
  settleBlackjack,
  type BlackjackAction,
  type BlackjackSettlement,
  type BlackjackState,
} from './blackjack';
import { drawCrashPoint, settleCrashBet, type CrashBetResult } from './crash';

export type StudioGame = 'slot' | 'roulette' | 'blackjack' | 'crash' | 'bosphorus' | 'bazaar';

export interface VerifyParamsByGame {
  slot: { bet: bigint };
  roulette: { bets: RouletteBet[] };
  /** The player's decisions in order, as recorded with the round. */
  blackjack: { actions: BlackjackAction[] };
  /** Optional bets to settle against the recomputed crash point. */
  crash: { bets?: { bet: bigint; cashOut: number | null }[] };
  bosphorus: { bet: bigint };
  bazaar: { bet: bigint };
}

export interface OutcomeByGame {
  slot: SlotRound;
  roulette: RouletteRound;
  blackjack: { state: BlackjackState; settlement: BlackjackSettlement | null };
  crash: { crashPoint: number; bets: CrashBetResult[] };
  bosphorus: BosphorusRound;
  bazaar: BazaarRound;
}

export type VerifyResult<G extends StudioGame> =
  | { valid: true; game: G; outcome: OutcomeByGame[G]; bytesUsed: number }
  | { valid: false; game: G; reason: string };

/**
 * `serverSeedHash`: the commitment shown before the round. For crash it is the previous seed of the chain
 * (or the published s_0 for round 1), `clientSeed` is the chain's salt and `nonce` the round number.
 */
export function verifyRound<G extends StudioGame>(
  serverSeed: string,
  serverSeedHash: string,
  clientSeed: string,
  nonce: number,
  game: G,
  params: VerifyParamsByGame[G],
): VerifyResult<G> {
  if (!verifyCommitment(serverSeed, serverSeedHash)) {
    return { valid: false, game, reason: 'the server seed does not hash to the committed value' };
  }
  const stream = new FairStream({ serverSeed, clientSeed, nonce });
  const outcome = playGame(stream, game, params);
  return { valid: true, game, outcome, bytesUsed: stream.bytesUsed };
}

function playGame<G extends StudioGame>(stream: FairStream, game: G, params: VerifyParamsByGame[G]): OutcomeByGame[G] {
  switch (game) {
    case 'slot':
      return playSlotRound(stream, (params as VerifyParamsByGame['slot']).bet) as OutcomeByGame[G];
    case 'roulette':
      return playRouletteRound(stream, (params as VerifyParamsByGame['roulette']).bets) as OutcomeByGame[G];
    case 'blackjack': {
      const state = replayBlackjackRound(stream, (params as VerifyParamsByGame['blackjack']).actions);
      return { state, settlement: state.phase === 'settled' ? settleBlackjack(state) : null } as OutcomeByGame[G];
    }
    case 'crash': {
      const crashPoint = drawCrashPoint(stream);
      const bets = (params as VerifyParamsByGame['crash']).bets ?? [];
      return {
        crashPoint,
        bets: bets.map((bet) => settleCrashBet(bet.bet, bet.cashOut, crashPoint)),
      } as OutcomeByGame[G];
    }
    case 'bosphorus':
      return playBosphorusRound(stream, (params as VerifyParamsByGame['bosphorus']).bet) as OutcomeByGame[G];
    case 'bazaar':
      return playBazaarRound(stream, (params as VerifyParamsByGame['bazaar']).bet) as OutcomeByGame[G];
    default:
      throw new RangeError(`unknown game ${String(game)}`);
  }
}
