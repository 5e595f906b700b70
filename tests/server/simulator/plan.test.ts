// The plan's promises to the oracle (plan.ts, top): groups of one batch touch disjoint players and
// transaction ids, so every outcome is decided by the state before the batch; an id belongs to one
// player; a later request names only requests that were sent. Broken, the oracle predicts one order of
// the batch and the server may run another: the million-request run on PostgreSQL stopped at request
// 113,979 of seed 20261127 on such a pair (a rollback naming a stake that was drawn but never sent, whose
// id a second player's stake had been given, in one batch with that player's reuse of it).
import { describe, expect, it } from 'vitest';
import { planBatches, touchesAll, type Op } from './plan';

/** Transaction ids a request touches: its own, and the one a rollback names. */
function txIdsOf(op: Op): string[] {
  if (op.kind === 'bet' || op.kind === 'win') return [op.txId];
  if (op.kind === 'rollback') return [op.txId, op.original];
  return [];
}

function* requestsOf(seed: number, count: number) {
  for (const batch of planBatches({ seed, players: 32, concurrency: 8 })) {
    yield batch;
    if (batch.requests.at(-1)!.index >= count) return;
  }
}

describe.each([20261127, 1, 8])('the plan of seed %i', (seed) => {
  it('keeps each transaction id to one group of a batch, one player, and names only stakes and payouts it sent', () => {
    const owner = new Map<string, number>();
    const sent = new Set<string>();
    const problems: string[] = [];
    for (const batch of requestsOf(seed, 120_000)) {
      const groupOf = new Map<string, number>();
      for (const { op, group, index } of batch.requests) {
        for (const id of txIdsOf(op)) {
          const other = groupOf.get(id);
          if (other !== undefined && other !== group) problems.push(`batch ${batch.no}: ${id} in groups ${other} and ${group} (request ${index})`);
          groupOf.set(id, group);
        }
        if (op.kind === 'bet' || op.kind === 'win') {
          const first = owner.get(op.txId);
          if (first !== undefined && first !== op.player) problems.push(`request ${index}: ${op.txId} of player ${op.player}, already player ${first}'s`);
          owner.set(op.txId, op.player);
        }
        // A rollback names a stake or payout sent before, or a ghost (a stake never sent, by design).
        if (op.kind === 'rollback' && !op.original.startsWith('ghost-') && !sent.has(op.original)) {
          problems.push(`request ${index}: rolls back ${op.original}, never sent`);
        }
      }
      for (const { op } of batch.requests) if (op.kind === 'bet' || op.kind === 'win') sent.add(op.txId);
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('sends a result, a resettlement or a sweep in a batch of its own, never twins a lift, and draws the same stream every time', () => {
    const problems: string[] = [];
    const kinds = new Map<string, number>();
    const first: string[] = [];
    for (const batch of requestsOf(seed, 40_000)) {
      for (const { op } of batch.requests) kinds.set(op.kind, (kinds.get(op.kind) ?? 0) + 1);
      // A lift is never twinned (its key would race its own proposal): one request a group.
      const lifts = batch.requests.filter((r) => r.op.kind === 'exclusion-lift').map((r) => r.group);
      if (new Set(lifts).size !== lifts.length) problems.push(`batch ${batch.no}: a lift twinned`);
      if (batch.requests.some((r) => touchesAll(r.op)) && batch.requests.length !== 1) problems.push(`batch ${batch.no}: ${batch.requests.map((r) => r.op.kind).join(', ')}`);
      if (first.length < 2_000) first.push(...batch.requests.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))));
    }
    expect(problems.slice(0, 5)).toEqual([]);
    for (const kind of ['sports-resettle', 'self-exclusion', 'exclusion-lift']) expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(0);
    const again: string[] = [];
    for (const batch of requestsOf(seed, 2_000)) again.push(...batch.requests.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))));
    expect(again.slice(0, 2_000)).toEqual(first.slice(0, 2_000));
  });
});
