// Sports cash outs per second through the money path (server/sports/cashout.ts): the quote (the bet, its
// legs' current probabilities, the operator's margin, a signed token), then the cash out itself: the
// idempotency claim, the bet locked for update, the quote checked again, one ledger entry (house:sports-bets
// → the player's cash, the margin to house:sports), the bet's stake cut, the audit row; on PGlite and on
// PostgreSQL beside pgbench. Each player holds one ₺1.000 single placed through the real placement path;
// each operation cashes ₺1 out of a random player's bet (a partial cash out: the bet stays open, so the run
// never runs out of bets). Two workers on one bet at once: the second's quote changed, and it counts 0.
//
//   node --import tsx bench/sports-cashouts.ts [--seconds 10] [--concurrency 1,8] [--players 200] [--target pglite,postgres]
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { cashOutBet, getCashOutQuote } from '../server/sports/cashout';
import { sportsLimits } from '../server/sports/limits';
import { placeBets } from '../server/sports/placement';
import { checkInvariants } from '../server/wallet';
import { prepareSportsSelections } from './sports-bets';
import { insertBenchPlayers, parseDbBenchArgs, runDbBench, type DbBench, type DbBenchOptions, type DbBenchResult } from './db-bench';

const FUNDING = 5_000_000n;
const STAKE_TRY = 1_000;
const hub = { publishToAll: async () => true, publishToPlayer: async () => true };
/** Each player's open bet. */
const betOf = new Map<string, string>();

export const sportsCashOutsBench: DbBench = {
  label: 'sports cash outs',
  unit: '₺1 partial cash outs (quote, claim, bet lock, ledger, audit)',
  async prepare(db, count) {
    const selections = await prepareSportsSelections(db, 10);
    const playerIds = await insertBenchPlayers(db, { count, prefix: 'cobench', fundingKurus: FUNDING });
    const limits = sportsLimits();
    betOf.clear();
    for (const [i, playerId] of playerIds.entries()) {
      const selection = selections[i % selections.length]!;
      const answer = await placeBets({ db, hub, limits }, playerId, randomUUID(), { oddsChange: 'any', bets: [{ type: 'single', stake: STAKE_TRY, selections: [selection] }] }, 'en');
      // A bet the event's liability limit refused leaves its player out of the run.
      if (answer.accepted) betOf.set(playerId, answer.bets[0]!.id);
    }
    if (betOf.size === 0) throw new Error('no bet could be placed to cash out');
    return [...betOf.keys()];
  },
  async operation(db, playerIds) {
    const playerId = playerIds[Math.floor(Math.random() * playerIds.length)]!;
    const betId = betOf.get(playerId)!;
    const quote = await getCashOutQuote({ db }, playerId, betId);
    if (!quote.available || !quote.token) return 0;
    const result = await cashOutBet({ db }, playerId, betId, randomUUID(), quote.token, 100n, 'en');
    return result.cashedOut ? 1 : 0;
  },
  violations: (db) => checkInvariants(db),
};

export function benchSportsCashOuts(options: DbBenchOptions): Promise<DbBenchResult[]> {
  return runDbBench(sportsCashOutsBench, options);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchSportsCashOuts(parseDbBenchArgs(process.argv.slice(2))).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
