// Named selectors over the casino screen's actor.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { providersMachine } from '../backoffice-providers/backoffice-providers.machine';
import { choosableSlugs, type casinoMachine } from './backoffice-casino.machine';

type CasinoSnapshot = SnapshotFrom<typeof casinoMachine>;

export const selectGameList = (snapshot: CasinoSnapshot) => snapshot.context.list;
export const selectGameSearch = (snapshot: CasinoSnapshot) => snapshot.context.search;
export const selectGameSkip = (snapshot: CasinoSnapshot) => snapshot.context.skip;
export const selectGameDraft = (snapshot: CasinoSnapshot) => snapshot.context.draft;
export const selectEditedGame = (snapshot: CasinoSnapshot) => snapshot.context.list?.items.find((g) => g.id === snapshot.context.draft?.id) ?? null;
export const selectDraftSlugs = (snapshot: CasinoSnapshot) => choosableSlugs(snapshot.context.list?.categories ?? [], snapshot.context.draft);
export const selectIsEditingGame = (snapshot: CasinoSnapshot) => snapshot.matches('editing');
export const selectIsCasinoBusy = (snapshot: CasinoSnapshot) => snapshot.hasTag('loading');
export const selectHasCasinoFailed = (snapshot: CasinoSnapshot) => snapshot.hasTag('error');
export const selectCanSaveGame = (snapshot: CasinoSnapshot) => snapshot.can({ type: 'casino.saved' });
/** The providers' settings actor the casino screen spawned. */
export const selectProvidersRef = (snapshot: CasinoSnapshot) => (snapshot.children as { providers?: ActorRefFrom<typeof providersMachine> }).providers ?? null;
