// Seeds the database: the base data every installation needs, and with `demo` the demo content and the
// demo player. Idempotent and safe on every start, also with several instances starting at once:
// - base rows (languages, translations, countries, content pages, site options, settings) are
//   inserted only when missing, never overwritten, so an operator's edits stay; new keys a release
//   adds (a new UI text) arrive on its first start;
// - demo content is created once per part (recorded in seed_runs), so deleted demo rows stay deleted;
// - the demo player's ₺1.000,00 is a ledger entry with a fixed idempotency key.
// Values that differ between demo and production (social links, the trial bonus, the licence text)
// are decided by the first seed that inserts them.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cacheKeys, invalidateAfterCommit } from '../db/read-cache';
import { seedBase, type BaseSeedReport } from './base';
import { seedDemo, type DemoSeedReport } from './demo';
import { seedSportsCatalogue } from './sports';
import { seedMoreSports } from './sports-more';

export interface SeedOptions {
  db: Db;
  /** Demo content and the demo player (SEED_DEMO). */
  demo: boolean;
}

export interface SeedReport {
  base: BaseSeedReport;
  demo: DemoSeedReport | null;
}

/** Any fixed number: instances starting together queue on it instead of racing through the inserts. */
const SEED_LOCK = 7_215_430_002;

export async function seed({ db, demo }: SeedOptions): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const base = await seedBase(tx, demo);
    const demoReport = demo ? await seedDemo(tx) : null;
    // The sportsbook's leagues and teams; the simulator schedules their fixtures (server/sports).
    if (demo) await seedSportsCatalogue(tx);
    if (demo) await seedMoreSports(tx);
    // Content and games may have changed under a running server's read cache (server/db/read-cache.ts).
    await invalidateAfterCommit(tx, [cacheKeys.content()]);
    return { base, demo: demoReport };
  });
}

/** One log line's worth of what a run did. */
export function describeSeed(report: SeedReport): string {
  const i = report.base.inserted;
  const parts = [
    `base: +${i.languages} languages, +${i.translations} translations, +${i.countries} countries, ` +
      `+${i.contentPages} pages, +${i.siteOptions} site options`,
  ];
  if (report.demo) {
    parts.push(
      `demo: content ${report.demo.contentCreated ? 'created' : 'present'}, player ${
        report.demo.playerCreated ? 'created' : 'present'
      }, credit ${report.demo.credited ? 'posted' : 'present'}`,
    );
  }
  return parts.join('; ');
}
