// The money steps every scheduled shared game (keno's draws, the automated roulette's spins) takes with the
// bets of one of its rounds: stakes not confirmed before the close go back, and decided bets are paid (zero
// closes a lost one), each player's balance pushed once. Which rows belong to the round is the game's
// question; these steps only move the money and the rows' status, idempotently.
import { and, eq } from 'drizzle-orm';
import { studioRounds } from '../db/schema/studio';
import { rollback as walletRollback } from '../wallet/game-wallet';
import { betTx, cancelPending, loadRound, payAndSettle, publish, rollbackTx, type Pushes, type StudioDeps, type StudioRoundRow } from './rounds';

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
