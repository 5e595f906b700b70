// An approved lift ends the player's exclusion after the cooling-off, whatever rows the exclusion left:
// a double submit of one self-exclusion (two taps, or a resend after a lost answer) writes two rows, and
// the lift used to end only the one ending last, so the twin row kept the player out for the rest of the
// six months although a second operator had approved the lift. Found while adding self-exclusions and
// their lifts to the money simulator (docs/simulator.md, "Server bugs it found").
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { operators } from '../../../server/db/schema/operators';
import { decideProposal, proposeExclusionLift, type Deciding } from '../../../server/operators/approvals';
import { activeExclusion } from '../../../server/protection/enforce';
import { startExclusion } from '../../../server/protection/exclusions';
import { createTestDatabase, describeEachTarget, type TestDatabase } from '../helpers/db';
import { createPlayers } from '../wallet/fixtures';

const HOUR = 3_600_000;

describeEachTarget('lifting an exclusion on %s', (target) => {
  let database: TestDatabase;
  let db: Db;
  const compliance = async (name: string): Promise<Deciding> => {
    const [row] = await db.insert(operators).values({ username: `lift-${name}-${Math.random().toString(36).slice(2, 8)}`, passwordHash: 'x', role: 'compliance' }).returning();
    return { id: row.id, role: row.role, acting: { actor: { kind: 'operator', id: row.id } } };
  };
  beforeAll(async () => {
    database = await createTestDatabase(target);
    db = database.db;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('ends a self-exclusion taken twice at once after the 24-hour cooling-off, both rows', async () => {
    const [playerId] = await createPlayers(db, 1);
    const acting = { actor: { kind: 'player' as const, id: playerId } };
    // A double tap: both requests are answered, two rows of six months each.
    await Promise.all([startExclusion(db, playerId, 'selfExclusion', '6m', acting), startExclusion(db, playerId, 'selfExclusion', '6m', acting)]);
    const proposal = await proposeExclusionLift(db, playerId, 'Player asked in writing; reviewed', await compliance('a'));
    await decideProposal(db, proposal.id, 'approve', await compliance('b'), null);
    const decided = Date.now();
    // Still closed during the cooling-off, open after it.
    expect(await activeExclusion(db, playerId, new Date(decided + 23 * HOUR))).not.toBeNull();
    expect(await activeExclusion(db, playerId, new Date(decided + 25 * HOUR))).toBeNull();
  });

  it('ends a time-out still running beside the lifted self-exclusion, and leaves one ending within the cooling-off', async () => {
    const [playerId, other] = await createPlayers(db, 2);
    const acting = { actor: { kind: 'player' as const, id: playerId } };
    const now = Date.now();
    // A 7-day time-out taken an hour ago, then a year's self-exclusion: the lift ends both after 24 hours.
    await startExclusion(db, playerId, 'timeOut', '7d', acting, new Date(now - HOUR));
    await startExclusion(db, playerId, 'selfExclusion', '1y', acting, new Date(now));
    const proposal = await proposeExclusionLift(db, playerId, 'Reviewed', await compliance('c'));
    await decideProposal(db, proposal.id, 'approve', await compliance('d'), null);
    expect(await activeExclusion(db, playerId, new Date(Date.now() + 25 * HOUR))).toBeNull();
    // A 24-hour time-out ending within the cooling-off keeps its own end.
    await startExclusion(db, other, 'timeOut', '24h', { actor: { kind: 'player', id: other } }, new Date(now - 12 * HOUR));
    await startExclusion(db, other, 'selfExclusion', 'permanent', { actor: { kind: 'player', id: other } }, new Date(now));
    const second = await proposeExclusionLift(db, other, 'Reviewed', await compliance('e'));
    await decideProposal(db, second.id, 'approve', await compliance('f'), null);
    const rows = (await db.execute(`select period, ends_at from protection_exclusions where player_id = '${other}' order by period`)) as unknown as {
      rows: { period: string; ends_at: string | Date }[];
    };
    const ends = Object.fromEntries(rows.rows.map((r) => [r.period, new Date(r.ends_at).getTime()]));
    expect(ends['24h']).toBe(now + 12 * HOUR);
    expect(ends.permanent - Date.now()).toBeGreaterThan(23 * HOUR);
    expect(ends.permanent - Date.now()).toBeLessThanOrEqual(24 * HOUR);
  });
});
