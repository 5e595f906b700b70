// Verification of a tombala purchase once its game finished: the revealed seed must hash to the hash shown
// before the sale, every ticket of the game (not only the player's) must be the card the seed deals for its
// number, and the draw, the prizes and the shares recomputed from the seed must be the recorded ones.
import { isDeepStrictEqual } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/client';
import { studioTombalaTickets } from '../../db/schema/studio';
import { sha256Hex, TOMBALA_PRIZES, tombalaDraw, tombalaPayouts, tombalaPrizeAmounts, tombalaResults, tombalaTicketCard } from '../engine';
import { StudioError } from '../errors';
import { kurusToTry } from '../../lib/money';
import { roundIdOf, type StudioRoundRow } from '../rounds';
import { tombalaGameOf, tombalaOutcomeOf } from './rooms';

type Verification = components['schemas']['StudioVerification'];

export async function verifyTombalaRound(db: Queryable, row: StudioRoundRow): Promise<Verification> {
  const game = row.tombalaGame === null ? undefined : await tombalaGameOf(db, row.tombalaGame);
  if (!game || game.phase !== 'finished') throw new StudioError(400, 'studio.verify.notRevealed');
  const base = { game: 'tombala' as const, serverSeed: game.seed, serverSeedHash: game.seedHash, clientSeed: game.salt, nonce: 0 };
  const commitmentMatches = sha256Hex(game.seed) === game.seedHash;
  const tickets = await db.select().from(studioTombalaTickets).where(eq(studioTombalaTickets.gameId, game.id)).orderBy(asc(studioTombalaTickets.ticketNo));
  const cardsMatch = tickets.every((t) => isDeepStrictEqual(tombalaTicketCard(game.seed, game.salt, t.ticketNo), t.card));
  const order = tombalaDraw(game.seed, game.salt);
  const cards = tickets.map((t) => ({ ticketNo: t.ticketNo, card: tombalaTicketCard(game.seed, game.salt, t.ticketNo) }));
  const results = tombalaResults(cards, order);
  const table = game.prizeTable as { mode: 'pool' | 'fixed'; poolBasisPoints?: number; split?: [number, number, number]; prizes?: [string, string, string] };
  const amounts = tombalaPrizeAmounts(
    table.mode === 'fixed'
      ? { mode: 'fixed', prizes: table.prizes!.map((p) => BigInt(p)) as [bigint, bigint, bigint] }
      : { mode: 'pool', poolBasisPoints: table.poolBasisPoints!, split: table.split! },
    game.stakesKurus,
  );
  const payouts = tombalaPayouts(results, amounts);
  const outcome: components['schemas']['StudioTombalaOutcome'] = {
    game: 'tombala',
    roomId: game.roomId,
    gameId: game.id,
    tickets: cards
      .filter((c) => tickets.find((t) => t.ticketNo === c.ticketNo)!.roundId === row.id)
      .map((c) => ({ ticketNo: c.ticketNo, roundId: roundIdOf(row.id), card: c.card, prize: kurusToTry(payouts.get(c.ticketNo) ?? 0n) })),
    balls: order.slice(0, results[2]!.ball),
    prizes: TOMBALA_PRIZES.map((prize, i) => ({ prize, amount: kurusToTry(amounts[i]!), ball: results[i]!.ball, winners: results[i]!.winners })),
  };
  const recorded = await tombalaOutcomeOf(db, row);
  const reason = !commitmentMatches ? 'commitment' : !cardsMatch ? 'cards' : null;
  return {
    valid: reason === null,
    reason,
    commitmentMatches,
    ...base,
    outcome,
    matchesRecord: recorded !== null && cardsMatch && isDeepStrictEqual(outcome, recorded),
  };
}
