// Named selectors over the game history snapshot.
import type { SnapshotFrom } from 'xstate';
import { HISTORY_PAGE_SIZE, type gameHistoryMachine } from './game-history.machine';

export type GameHistorySnapshot = SnapshotFrom<typeof gameHistoryMachine>;

export const selectRounds = (snapshot: GameHistorySnapshot) => snapshot.context.data?.items ?? [];
export const selectPage = (snapshot: GameHistorySnapshot) => snapshot.context.page;
export const selectPageCount = (snapshot: GameHistorySnapshot) =>
  Math.max(1, Math.ceil((snapshot.context.data?.total ?? 0) / HISTORY_PAGE_SIZE));
export const selectIsLoading = (snapshot: GameHistorySnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: GameHistorySnapshot) => snapshot.hasTag('failed');
export const selectIsEmpty = (snapshot: GameHistorySnapshot) =>
  snapshot.matches({ list: 'shown' }) && (snapshot.context.data?.items.length ?? 0) === 0;
export const selectOpenRoundId = (snapshot: GameHistorySnapshot) => snapshot.context.roundId;
export const selectRecall = (snapshot: GameHistorySnapshot) =>
  snapshot.matches({ recall: 'loading' })
    ? ('loading' as const)
    : snapshot.matches({ recall: 'shown' })
      ? ('shown' as const)
      : snapshot.matches({ recall: 'failed' })
        ? ('failed' as const)
        : snapshot.matches({ recall: 'unavailable' })
          ? ('unavailable' as const)
          : ('closed' as const);
export const selectRecalledRound = (snapshot: GameHistorySnapshot) => snapshot.context.round;
