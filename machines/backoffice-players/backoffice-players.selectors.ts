// Named selectors over the players screen: the lookup, the open player, the tab and its page, the dialogs.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ListPages, ListTab } from './backoffice-players.actors';
import type { protectionMachine } from '../backoffice-protection/backoffice-protection.machine';
import type { stakeFactorMachine } from '../backoffice-stake-factor/backoffice-stake-factor.machine';
import { LIST_TABS, NOTE_MAX, parseAmount, type PlayerTab, REASON_MIN, type playersMachine } from './backoffice-players.machine';

export type PlayersSnapshot = SnapshotFrom<typeof playersMachine>;

export const selectSearch = (snapshot: PlayersSnapshot) => snapshot.context.search;
export const selectResults = (snapshot: PlayersSnapshot) => snapshot.context.results;
export const selectPlayer = (snapshot: PlayersSnapshot) => (snapshot.matches('player') ? snapshot.context.player : null);
export const selectIsOpen = (snapshot: PlayersSnapshot) => snapshot.matches('player');
/** The id asked for is no player's (the server answered 404, or 400 for a malformed id). */
export const selectIsMissing = (snapshot: PlayersSnapshot) => snapshot.matches({ player: 'missing' });
export const selectPlayerId = (snapshot: PlayersSnapshot) => snapshot.context.playerId;
export const selectIsLoading = (snapshot: PlayersSnapshot) => snapshot.hasTag('loading');
export const selectIsBusy = (snapshot: PlayersSnapshot) => snapshot.hasTag('busy');

const PAGE_TABS = [...LIST_TABS, 'protection', 'stake'] as const;

/** The protection tab's own actor while that tab is open (machines/backoffice-protection). */
export const selectProtectionActor = (snapshot: PlayersSnapshot) =>
  (snapshot.children as { protection?: ActorRefFrom<typeof protectionMachine> }).protection ?? null;

/** The stake tab's own actor while that tab is open (machines/backoffice-stake-factor). */
export const selectStakeFactorActor = (snapshot: PlayersSnapshot) =>
  (snapshot.children as { stakeFactor?: ActorRefFrom<typeof stakeFactorMachine> }).stakeFactor ?? null;

/** The tab shown: a dialog keeps the tab it was opened from behind it (the session dialog, sessions). */
export const selectTab = (snapshot: PlayersSnapshot): PlayerTab => {
  if (snapshot.matches({ player: 'endingSession' })) return 'sessions';
  if (snapshot.matches({ player: 'cancellingBonus' })) return 'bonuses';
  for (const tab of PAGE_TABS) if (snapshot.matches({ player: { page: tab } })) return tab;
  const history = snapshot.matches({ player: 'page' }) ? null : (snapshot.historyValue ?? {});
  if (history) {
    for (const nodes of Object.values(history)) {
      const tab = nodes.map((node) => node.key).find((key): key is ListTab | 'protection' | 'stake' => (PAGE_TABS as readonly string[]).includes(key));
      if (tab) return tab;
    }
  }
  return 'profile';
};

export const selectPage = <T extends ListTab>(tab: T) => (snapshot: PlayersSnapshot): ListPages[T] | null => snapshot.context.pages[tab] as ListPages[T] | null;
export const selectLedger = (snapshot: PlayersSnapshot) => snapshot.context.pages.ledger?.items ?? [];
export const selectSkip = (tab: ListTab) => (snapshot: PlayersSnapshot) => snapshot.context.skip[tab];

export type PlayerDialog = 'lock' | 'phone' | 'session' | 'bonus' | 'adjust' | 'message' | null;
export const selectDialog = (snapshot: PlayersSnapshot): PlayerDialog => {
  if (snapshot.matches({ player: 'locking' })) return 'lock';
  if (snapshot.matches({ player: 'resettingPhone' })) return 'phone';
  if (snapshot.matches({ player: 'endingSession' })) return 'session';
  if (snapshot.matches({ player: 'cancellingBonus' })) return 'bonus';
  if (snapshot.matches({ player: 'adjusting' })) return 'adjust';
  if (snapshot.matches({ player: 'messaging' })) return 'message';
  return null;
};
export const selectIsLocking = (snapshot: PlayersSnapshot) => selectDialog(snapshot) === 'lock';
export const selectReason = (snapshot: PlayersSnapshot) => snapshot.context.reason;
export const selectReasonTooShort = (snapshot: PlayersSnapshot) => snapshot.context.reason.trim().length < REASON_MIN;
export const selectAmount = (snapshot: PlayersSnapshot) => snapshot.context.amount;
export const selectAmountValid = (snapshot: PlayersSnapshot) => parseAmount(snapshot.context.amount) !== null;
export const selectTitle = (snapshot: PlayersSnapshot) => snapshot.context.title;
export const selectText = (snapshot: PlayersSnapshot) => snapshot.context.text;
export const selectCanConfirm = (snapshot: PlayersSnapshot) => snapshot.can({ type: 'players.dialog.confirmed' });
export const selectCanAddNote = (snapshot: PlayersSnapshot) => {
  const text = snapshot.context.text.trim();
  return snapshot.matches({ player: { page: { notes: 'ready' } } }) && text.length > 0 && text.length <= NOTE_MAX;
};
/** The bonus the cancel dialog is about (as the bonuses tab listed it), or null. */
export const selectCancellingBonus = (snapshot: PlayersSnapshot) =>
  snapshot.matches({ player: 'cancellingBonus' }) ? (snapshot.context.pages.bonuses?.items.find((bonus) => bonus.id === snapshot.context.bonusId) ?? null) : null;
