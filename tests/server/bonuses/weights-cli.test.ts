// The operator's wagering settings live in the database and the ops command line changes them (until the
// back office exists): game weights per category (bonus_game_weights, written by the migration with the
// defaults slots 100, roulette 10, blackjack 10, crash 20) and the stake limit / sports minimum odds
// (bonus_settings). A change applies to the next bet, and is audited as the operator.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { bonuses } from '../../../server/db/schema/customer';
import { createOperator } from '../../../server/operators';
import { runOps } from '../../../server/operators/cli';
import { grantBonus } from '../../../server/wallet/bonuses';
import { bet, GameWalletError } from '../../../server/wallet/game-wallet';
import { createTestDatabase, describeEachTarget, type TestDatabase } from '../helpers/db';
import { createTestPlayer, credit } from '../helpers/players';

describeEachTarget('bonus wagering settings by the ops CLI on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target);
    await createOperator(database.db, { username: 'bonus.op', password: 'operator-secret-1' }, { actor: { kind: 'system', id: 'test' } });
  });
  afterAll(async () => {
    await database?.destroy();
  });

  async function ops(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOps(argv, { db: database.db, out: (l) => out.push(l), err: (l) => err.push(l), askSecret: async () => '' });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  async function playerWithBonus() {
    const player = await createTestPlayer(database.db);
    await credit(database.db, player.id, 'cash', 100_000n);
    const granted = await grantBonus(database.db, { playerId: player.id, amount: 10_000n, kind: 'manual', idempotencyKey: `cli-${player.id}` });
    const wagered = async () => (await database.db.select().from(bonuses).where(eq(bonuses.id, Number(granted.bonusId))))[0]!.wagered;
    const stake = (amount: bigint, gameCode = 'studio-roulette') =>
      bet(database.db, { playerId: player.id, txId: `cli-${randomUUID()}`, roundId: `cli-${randomUUID()}`, gameCode, amount });
    return { wagered, stake };
  }

  it('lists the migration defaults', async () => {
    const listed = await ops(['bonus:weights']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/slots\s+100\n/);
    expect(listed.out).toMatch(/roulette\s+10\n/);
    expect(listed.out).toMatch(/blackjack\s+10\n/);
    expect(listed.out).toMatch(/crash\s+20\n/);
    expect(listed.out).toContain('max stake per round while bonus money is held: ₺50.00; sports minimum odds: 1.50');
  });

  it('changes a weight for the next bet, audited as the operator', async () => {
    const player = await playerWithBonus();
    await player.stake(1_000n); // 10% of ₺10
    expect(await player.wagered()).toBe(100n);
    const set = await ops(['bonus:weights:set', 'roulette', '50', '--operator', 'bonus.op']);
    expect(set).toMatchObject({ code: 0, out: 'default roulette: 10 -> 50%' });
    await player.stake(1_000n); // now 50% of ₺10
    expect(await player.wagered()).toBe(600n);
    const [row] = await listAudit(database.db, { action: 'bonus.weight.set' });
    expect(row).toMatchObject({ actorKind: 'operator', targetId: 'default:roulette', details: { before: 10, after: 50 } });
    expect((await ops(['bonus:weights:set', 'roulette', '10', '--operator', 'bonus.op'])).code).toBe(0);
    expect(await ops(['bonus:weights:set', 'dice', '10', '--operator', 'bonus.op'])).toMatchObject({ code: 2 });
    expect(await ops(['bonus:weights:set', 'slots', '101', '--operator', 'bonus.op'])).toMatchObject({ code: 2 });
    expect(await ops(['bonus:weights:set', 'slots', '100'])).toMatchObject({ code: 2, err: expect.stringContaining('--operator') });
  });

  it('changes the stake limit while bonus money is held', async () => {
    const player = await playerWithBonus();
    expect((await ops(['bonus:limits:set', '--max-stake', '20', '--operator', 'bonus.op'])).out).toBe('max stake ₺20.00, sports minimum odds 1.50');
    const refused = await player.stake(2_001n, 'studio-slot').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GameWalletError);
    expect(refused).toMatchObject({ code: 'BONUS_MAX_STAKE', limit: 2_000n });
    await player.stake(2_000n, 'studio-slot');
    expect((await ops(['bonus:limits:set', '--max-stake', '50', '--min-odds', '1.6', '--operator', 'bonus.op'])).out).toBe('max stake ₺50.00, sports minimum odds 1.60');
    expect(await ops(['bonus:limits:set', '--min-odds', 'x', '--operator', 'bonus.op'])).toMatchObject({ code: 2 });
  });
});
