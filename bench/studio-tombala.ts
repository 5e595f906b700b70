// Tombala tickets per second through the full purchase path (server/studio/tombala/rooms.ts): the round
// row, the stake through the game wallet, the jackpot contribution, the ticket numbers and cards under the
// game's lock, and the state answer the page gets, on PGlite and on PostgreSQL. One ticket per purchase in
// a bench room whose sales stay open for the whole run.
//
//   node --import tsx bench/studio-tombala.ts [--seconds 10] [--concurrency 1,8] [--players 200] [--target pglite,postgres]
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { studioTombalaRooms } from '../server/db/schema/studio';
import { studioGameOf } from '../server/studio/games';
import { buyTombalaTickets, TombalaRunner } from '../server/studio/tombala/rooms';
import { checkInvariants } from '../server/wallet';
import { insertBenchPlayers, parseDbBenchArgs, runDbBench, type DbBench, type DbBenchOptions, type DbBenchResult } from './db-bench';

const FUNDING = 50_000_000n;
const tombala = studioGameOf('studio-tombala')!;
const hub = { publishToPlayer: async () => true };
const now = () => new Date('2026-11-22T10:00:00Z');

export const studioTombalaBench: DbBench = {
  label: 'studio tombala',
  unit: 'tickets bought (stake, ticket, state)',
  async prepare(db, count) {
    const players = await insertBenchPlayers(db, { count, prefix: 'tbench', fundingKurus: FUNDING });
    await db
      .insert(studioTombalaRooms)
      .values({ id: 'bench', nameTr: 'Bench', nameEn: 'Bench', sort: 0, ticketPriceKurus: 500n, maxTicketsPerPlayer: 1_000_000, saleMs: 1_000_000_000 })
      .onConflictDoNothing();
    const runner = new TombalaRunner({ db, hub, now, holder: 'bench' });
    await runner.ensureGames();
    await runner.stop();
    return players;
  },
  async operation(db, playerIds) {
    const playerId = playerIds[Math.floor(Math.random() * playerIds.length)]!;
    await buyTombalaTickets({ db, hub, now }, { playerId, gameCode: 'studio-tombala', game: tombala, tokenHash: 'bench' }, randomUUID(), 'bench', 1);
    return 1;
  },
  violations: (db) => checkInvariants(db),
};

export function benchStudioTombala(options: DbBenchOptions): Promise<DbBenchResult[]> {
  return runDbBench(studioTombalaBench, options);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchStudioTombala(parseDbBenchArgs(process.argv.slice(2))).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
