// Named reads of the tombala machine for the page: the rooms, the shared game, the player's cards with the
// drawn balls daubed, the rows each card has complete, and whether a purchase can be made.
import type { SnapshotFrom } from 'xstate';
import type { studioTombalaMachine } from './studio-tombala.machine';

type Snapshot = SnapshotFrom<typeof studioTombalaMachine>;

export const selectRooms = (snapshot: Snapshot) => snapshot.context.state?.rooms ?? [];
export const selectGame = (snapshot: Snapshot) => snapshot.context.state?.game ?? null;
export const selectHistory = (snapshot: Snapshot) => snapshot.context.state?.history ?? [];
export const selectCount = (snapshot: Snapshot) => snapshot.context.count;
export const selectError = (snapshot: Snapshot) => snapshot.context.error;
export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('loading');
export const selectIsBuying = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectCanBuy = (snapshot: Snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.can({ type: 'buy' });

/** The last ball drawn, or null. */
export const selectLastBall = (snapshot: Snapshot) => selectGame(snapshot)?.balls.at(-1) ?? null;

/** The player's cards, each cell marked when its ball was drawn (auto-daub), with its complete rows. */
export function selectCards(snapshot: Snapshot) {
  const state = snapshot.context.state;
  if (!state) return [];
  // The tickets of the game on screen are daubed with its balls; tickets of the game just finished keep theirs.
  const drawn = new Set(state.game.balls);
  const finishedBalls = state.history[0] ? new Set(state.history[0].balls) : drawn;
  return state.myTickets.map((ticket) => {
    const balls = ticket.prize !== null && state.game.phase === 'selling' ? finishedBalls : drawn;
    const cells = ticket.card.map((row) => row.map((n) => ({ number: n, daubed: n > 0 && balls.has(n) })));
    const rowsDone = cells.filter((row) => row.every((cell) => cell.number === 0 || cell.daubed)).length;
    return { ticketNo: ticket.ticketNo, prize: ticket.prize, cells, rowsDone };
  });
}
