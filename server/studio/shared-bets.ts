// The money steps every scheduled shared game (keno's draws, the automated roulette's spins) takes with the
// bets of one of its rounds: a bet staked and confirmed while the round takes bets, stakes not confirmed
// before the close go back, and decided bets are paid (zero closes a lost one), each player's balance pushed once. Which rows belong to the round is the game's
// question; these steps only move the money and the rows' status, idempotently.
import { and, eq } from 'drizzle-orm';
import { studioRounds } from '../db/schema/studio';
import { rollback as walletRollback } from '../wallet/game-wallet';
import type { Queryable } from '../db/client';
import type { MessageKey } from '../i18n';
import { StudioError } from './errors';
import { betTx, cancelPending, loadRound, payAndSettle, placeStake, publish, refusedStake, rollbackTx, type Pushes, type StudioDeps, type StudioRoundRow } from './rounds';

/** Bets whose stake was taken but never confirmed before the close: the stake goes back, the bet is cancelled. */
export async function rollBackUnconfirmed(deps: StudioDeps, pending: readonly StudioRoundRow[]): Promise<void> {
  for (const round of pending) {
    await walletRollback(deps.db, { playerId: round.playerId, txId: rollbackTx(round.id), originalTxId: betTx(round.id) });
    await cancelPending(deps, round);
    await publish(deps, round.playerId, []);
  }
}

/** Pays every decided bet (`open` or `playing`, its win recorded), then pushes each player's balance once. */
export async function payDecidedBets(deps: StudioDeps, rounds: readonly StudioRoundRow[]): Promise<void> {
  const byPlayer = new Map<string, Pushes>();
  for (const round of rounds) {
    if (round.status === 'open') {
      await deps.db
        .update(studioRounds)
        .set({ status: 'playing', updatedAt: new Date() })
        .where(and(eq(studioRounds.id, round.id), eq(studioRounds.status, 'open')));
    }
    const current = await loadRound(deps.db, round.id);
    if (current.status === 'playing') {
      const pushes = byPlayer.get(current.playerId) ?? [];
      await payAndSettle(deps, current, pushes);
      byPlayer.set(current.playerId, pushes);
    }
  }
  for (const [playerId, pushes] of byPlayer) await publish(deps, playerId, pushes);
}

/**
 * The money of one bet on a shared round, its row already started (startRound): the stake through the game
 * wallet, then the bet confirmed under the round's lock while the round still takes bets; `lockIfOpen`
 * locks the round's row and answers how to count the bet on it, or null once its bets closed. A bet the
 * close overtook gets its stake back and is refused with `closedKey` (409), as is a retry of a cancelled
 * one. Idempotent: a retry of a confirmed bet moves no money. The player's balance is pushed after.
 */
export async function stakeAndConfirm(
  deps: StudioDeps,
  row: StudioRoundRow,
  stake: bigint,
  options: {
    closedKey: MessageKey;
    lockIfOpen: (tx: Queryable, at: Date) => Promise<(() => Promise<unknown>) | null>;
    wagering?: Parameters<typeof placeStake>[5];
  },
): Promise<void> {
  const pushes: Pushes = [];
  if (row.status === 'pending') {
    try {
      await placeStake(deps, row, stake, pushes, undefined, options.wagering);
    } catch (error) {
      if (refusedStake(error)) await cancelPending(deps, row);
      throw error;
    }
    const confirmed = await deps.db.transaction(async (tx) => {
      const count = await options.lockIfOpen(tx, deps.now?.() ?? new Date());
      if (!count) return false;
      const [still] = await tx.select().from(studioRounds).where(eq(studioRounds.id, row.id)).for('update');
      if (!still || still.status !== 'pending') return still?.status === 'open';
      await count();
      await tx.update(studioRounds).set({ status: 'open', updatedAt: new Date() }).where(eq(studioRounds.id, row.id));
      return true;
    });
    if (!confirmed) {
      await walletRollback(deps.db, { playerId: row.playerId, txId: rollbackTx(row.id), originalTxId: betTx(row.id) });
      await cancelPending(deps, row);
      await publish(deps, row.playerId, pushes);
      throw new StudioError(409, options.closedKey);
    }
  } else if (row.status === 'cancelled') {
    throw new StudioError(409, options.closedKey);
  }
  await publish(deps, row.playerId, pushes);
}
