// Seed rotation through the API on each database target (issue 12.8): a client seed is counted in Unicode
// code points by the contract and the engine alike (64 emoji are accepted, 65 refused with a 400, never a
// 500), and parallel rotations of one player all succeed and leave one unbroken chain of pairs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { studioSeedPairs } from '../../../server/db/schema/studio';
import { buildSeededApp, loggedInPlayer, post, type LoggedInPlayer } from '../casino/seeded-app';
import type { TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';

// U+1F340 FOUR LEAF CLOVER: one code point, two UTF-16 units.
const clover = '\u{1F340}';

describeEachTarget('studio seed rotation on %s', (target) => {
  let t: TestApp;

  const launch = async (who: LoggedInPlayer) => {
    const response = await post(t, '/api/casino/studiolaunchurl', { platform: 1, gameCode: 'studio-slot', language: 'tr', lobbyUrl: '/' }, who.headers());
    expect(response.statusCode, response.body).toBe(200);
    return new URL(response.json().data as string).searchParams.get('token')!;
  };
  const rotate = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await post(t, '/api/studio/seeds/rotate', body, headers);
    expectContract('rotateStudioSeeds', response.statusCode, response.json());
    return response;
  };

  beforeAll(async () => {
    t = await buildSeededApp(target);
  });

  afterAll(async () => {
    await t.close();
  });

  it('takes a client seed of 64 emoji (64 code points, 128 UTF-16 units) and refuses 65', async () => {
    const who = await loggedInPlayer(t);
    const token = await launch(who);
    const seed64 = clover.repeat(64);
    expect(seed64.length).toBe(128);

    const accepted = await rotate({ token, clientSeed: seed64 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.fairness).toMatchObject({ clientSeed: seed64, nonce: 0 });

    const mixed = `şans ${clover.repeat(59)}`;
    expect([...mixed].length).toBe(64);
    expect((await rotate({ token, clientSeed: mixed })).statusCode).toBe(200);

    const refused = await rotate({ token, clientSeed: clover.repeat(65) }, { 'x-locale': 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().success).toBe(false);
    // The refused rotation changed nothing: the last accepted seed is still the active one.
    const active = await t.db.select().from(studioSeedPairs).where(eq(studioSeedPairs.playerId, who.id));
    expect(active.filter((row) => row.revealedAt === null).map((row) => row.clientSeed)).toEqual([mixed]);
  });

  it('answers 200 to each of 12 parallel rotations of one player and leaves one active pair', async () => {
    const who = await loggedInPlayer(t);
    const token = await launch(who);
    const rotations = 12;
    const answers = await Promise.all(
      Array.from({ length: rotations }, (_, i) => rotate({ token, clientSeed: `parallel ${i}` })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(rotations).fill(200));

    // Every rotation retired the pair that was active before it: the revealed seeds are 12 distinct pairs,
    // and with the first pair created on first use, the player has 13 pairs of which exactly one is active.
    const revealedHashes = answers.map((answer) => answer.json().data.revealed.serverSeedHash as string);
    expect(new Set(revealedHashes).size).toBe(rotations);
    const rows = await t.db.select().from(studioSeedPairs).where(eq(studioSeedPairs.playerId, who.id));
    expect(rows).toHaveLength(rotations + 1);
    expect(rows.filter((row) => row.revealedAt === null)).toHaveLength(1);
    // The active pair is the one the last rotation committed, and each committed pair was revealed by the next.
    const committed = answers.map((answer) => answer.json().data.fairness.serverSeedHash as string);
    const activeHash = rows.find((row) => row.revealedAt === null)!.serverSeedHash;
    expect(committed.filter((hash) => !revealedHashes.includes(hash))).toEqual([activeHash]);
  });
});
