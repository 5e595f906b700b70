// Named selectors over the session watcher's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { responsibleSessionMachine } from './responsible-session.machine';

export type ResponsibleSessionSnapshot = SnapshotFrom<typeof responsibleSessionMachine>;

export const selectIsRealityCheckOpen = (s: ResponsibleSessionSnapshot) => s.hasTag('reality-check');
export const selectFigures = (s: ResponsibleSessionSnapshot) => s.context.figures;
export const selectPlayedSeconds = (s: ResponsibleSessionSnapshot) => s.context.playedSeconds;

/** Seconds as h:mm:ss (RTS 13: hours, minutes and seconds). */
export function formatPlayed(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
