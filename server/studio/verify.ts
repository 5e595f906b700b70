// Verification of studio rounds for the player's verification page: a recorded round (once its seeds are
// revealed) or any inputs typed in, recomputed by the engine's verifier (server/studio/engine/verify.ts)
// and answered as the contract's StudioVerification. For a recorded round it also says whether the
// recomputed outcome is the one that was recorded and paid.
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import type { Db } from '../db/client';
import { studioSeedPairs } from '../db/schema/studio';
import { IllegalActionError, sha256Hex, ShoeExhaustedError, verifyRound, type BlackjackAction, type RouletteBet } from './engine';
import { StudioError } from './errors';
import { slotThemeOf } from './games';
import { bazaarOutcomeJson, bosphorusOutcomeJson } from './slot-themes';
import { crashRoundFacts, playerRound, roundJson, type StudioRoundRow } from './rounds';
import { verifyTombalaRound } from './tombala/verify';
import { kenoOutcome, verifyKenoRound } from './keno/draws';
import { kenoDraw } from './engine/keno';
import { verifyLiveRouletteRound } from './live-roulette/spins';
import { blackjackOutcomeJson, crashOutcomeJson, loadRouletteBet, rouletteOutcomeJson, slotOutcomeJson, type StoredRouletteBet } from './views';

type Verification = components['schemas']['StudioVerification'];
type Outcome = components['schemas']['StudioOutcome'];

export interface VerifyInputs {
  game: Verification['game'];
  /** Slot: which studio slot (studio-slot when absent). */
  gameCode?: string;
  serverSeed: string;
  serverSeedHash?: string;
  clientSeed: string;
  nonce: number;
  /** Slot: the bet; crash: the bet to settle (optional). */
  bet?: bigint;
  bets?: RouletteBet[];
  actions?: BlackjackAction[];
  /** Crash: a cash-out in hundredths (optional). */
  cashOut?: number;
}

/**
 * Typed-in verification without stakes: the outcome (reels, pocket, cards, crash point) never depends on
 * the stake, so a nominal ₺1 stake (one even-money bet in roulette) shows the outcome and what ₺1 pays.
 */
const NOMINAL_STAKE = 100n;

function recompute(inputs: VerifyInputs): { verification: Verification; outcome: Outcome | null } {
  const serverSeedHash = inputs.serverSeedHash ?? sha256Hex(inputs.serverSeed);
  const base = { game: inputs.game, serverSeed: inputs.serverSeed, serverSeedHash, clientSeed: inputs.clientSeed, nonce: inputs.nonce };
  let outcome: Outcome | null = null;
  let reason: string | null = null;
  try {
    switch (inputs.game) {
      case 'slot': {
        const theme = inputs.gameCode ? slotThemeOf(inputs.gameCode) : undefined;
        if (theme === 'bosphorus') {
          const result = verifyRound(inputs.serverSeed, serverSeedHash, inputs.clientSeed, inputs.nonce, 'bosphorus', { bet: inputs.bet ?? NOMINAL_STAKE });
          if (result.valid) outcome = bosphorusOutcomeJson(result.outcome);
          else reason = result.reason;
          break;
        }
        if (theme === 'bazaar') {
          const result = verifyRound(inputs.serverSeed, serverSeedHash, inputs.clientSeed, inputs.nonce, 'bazaar', { bet: inputs.bet ?? NOMINAL_STAKE });
          if (result.valid) outcome = bazaarOutcomeJson(result.outcome);
          else reason = result.reason;
          break;
        }
        const result = verifyRound(inputs.serverSeed, serverSeedHash, inputs.clientSeed, inputs.nonce, 'slot', { bet: inputs.bet ?? NOMINAL_STAKE });
        if (result.valid) outcome = slotOutcomeJson(result.outcome);
        else reason = result.reason;
        break;
      }
      // The table's spin is the roulette's stream with the spin's salt as client seed, nonce 0.
      case 'roulette':
      case 'live-roulette': {
        const bets = inputs.bets && inputs.bets.length > 0 ? inputs.bets : [{ kind: 'red' as const, amount: NOMINAL_STAKE }];
        const result = verifyRound(inputs.serverSeed, serverSeedHash, inputs.clientSeed, inputs.nonce, 'roulette', { bets });
        if (result.valid) outcome = rouletteOutcomeJson(result.outcome);
        else reason = result.reason;
        break;
      }
      case 'blackjack': {
        const result = verifyRound(inputs.serverSeed, serverSeedHash, inputs.clientSeed, inputs.nonce, 'blackjack', { actions: inputs.actions ?? [] });
        // The verifier sees the whole hand: a "bet" of 2 kuruş (one unit per half-bet) scales nothing shown but wagers.
        if (result.valid) outcome = blackjackOutcomeJson(result.outcome.state, inputs.bet ?? 2n);
        else reason = result.reason;
        break;
      }
      case 'keno': {
        // Typed-in seeds: the draw's balls (its stream is the seed with the salt as client seed, nonce 0).
        if (sha256Hex(inputs.serverSeed) !== serverSeedHash) reason = 'commitment';
        else outcome = kenoOutcome(null, null, kenoDraw(inputs.serverSeed, inputs.clientSeed), null);
        break;
      }
      case 'crash': {
        const bets = inputs.bet !== undefined ? [{ bet: inputs.bet, cashOut: inputs.cashOut ?? null }] : [];
        const result = verifyRound(inputs.serverSeed, serverSeedHash, inputs.clientSeed, inputs.nonce, 'crash', { bets });
        if (result.valid) {
          outcome = crashOutcomeJson({
            roundNumber: inputs.nonce,
            crashPoint: result.outcome.crashPoint,
            autoCashOut: inputs.cashOut ?? null,
            cashedOutAt: result.outcome.bets[0]?.cashedOutAt ?? null,
          });
        } else reason = result.reason;
        break;
      }
    }
  } catch (error) {
    if (error instanceof RangeError || error instanceof IllegalActionError || error instanceof ShoeExhaustedError) throw new StudioError(400, 'studio.verify.params');
    throw error;
  }
  return {
    verification: { valid: outcome !== null, reason, commitmentMatches: reason === null, ...base, outcome, matchesRecord: null },
    outcome,
  };
}

/** Any inputs the player typed in. */
export function verifyInputs(inputs: VerifyInputs): Verification {
  return recompute(inputs).verification;
}

/** A round of the player, once its server seed is revealed (crash: once it crashed). */
export async function verifyPlayerRound(db: Db, playerId: string, roundId: string): Promise<Verification> {
  const row = await playerRound(db, playerId, roundId);
  if (row.game === 'tombala') return verifyTombalaRound(db, row);
  if (row.game === 'keno') return verifyKenoRound(db, row);
  if (row.game === 'live-roulette') return verifyLiveRouletteRound(db, row);
  const inputs = await inputsOf(db, row);
  const { verification } = recompute(inputs);
  const recorded = (await roundJson(db, row)).outcome;
  verification.matchesRecord = verification.outcome !== null && recorded !== null && isDeepStrictEqual(comparable(verification.outcome), comparable(recorded));
  return verification;
}

/** Crash records carry the player's own cash-out; the verifier recomputes the crash point they depend on. */
function comparable(outcome: Outcome): unknown {
  if (outcome.game === 'crash') return { game: 'crash', roundNumber: outcome.roundNumber, crashPoint: outcome.crashPoint, cashedOutAt: outcome.cashedOutAt };
  return outcome;
}

async function inputsOf(db: Db, row: StudioRoundRow): Promise<VerifyInputs> {
  if (row.game === 'crash') {
    const crash = await crashRoundFacts(db, row.crashRound!);
    if (!crash.crashed) throw new StudioError(400, 'studio.verify.notRevealed');
    const params = row.params as { bet: string };
    const state = (row.state ?? {}) as { cashedOutAt?: number | null };
    return {
      game: 'crash',
      serverSeed: crash.seed,
      serverSeedHash: crash.previousSeed,
      clientSeed: crash.salt,
      nonce: row.crashRound!,
      bet: BigInt(params.bet),
      cashOut: state.cashedOutAt ?? undefined,
    };
  }
  if (row.seedPairId === null || row.nonce === null) throw new StudioError(400, 'studio.verify.notRevealed');
  const [pair] = await db.select().from(studioSeedPairs).where(eq(studioSeedPairs.id, row.seedPairId));
  if (!pair || pair.revealedAt === null) throw new StudioError(400, 'studio.verify.notRevealed');
  const common = { serverSeed: pair.serverSeed, serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: row.nonce };
  switch (row.game) {
    case 'slot':
      return { ...common, game: 'slot', gameCode: row.gameCode, bet: BigInt((row.params as { bet: string }).bet) };
    case 'roulette':
      return { ...common, game: 'roulette', bets: (row.params as { bets: StoredRouletteBet[] }).bets.map(loadRouletteBet) };
    default: {
      const state = (row.state as { blackjack: { actions: BlackjackAction[] } }).blackjack;
      return { ...common, game: 'blackjack', actions: state.actions, bet: BigInt((row.params as { bet: string }).bet) };
    }
  }
}
