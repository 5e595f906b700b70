// Named selectors over the content screen's actor.
import type { SnapshotFrom } from 'xstate';
import type { contentMachine } from './backoffice-content.machine';

type ContentSnapshot = SnapshotFrom<typeof contentMachine>;

export const selectPromotions = (snapshot: ContentSnapshot) => snapshot.context.promotions;
export const selectDraft = (snapshot: ContentSnapshot) => snapshot.context.draft;
export const selectLocale = (snapshot: ContentSnapshot) => snapshot.context.locale;
export const selectIsEditing = (snapshot: ContentSnapshot) => snapshot.matches('editing');
export const selectIsBusy = (snapshot: ContentSnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: ContentSnapshot) => snapshot.hasTag('error');
export const selectCanSave = (snapshot: ContentSnapshot) => snapshot.can({ type: 'content.saved' });
