// Named selectors over the content screen's actor.
import type { SnapshotFrom } from 'xstate';
import type { contentMachine } from './backoffice-content.machine';
import { windowProblem } from '../backoffice-site-content/backoffice-site-content.machine';

type ContentSnapshot = SnapshotFrom<typeof contentMachine>;

export const selectPromotions = (snapshot: ContentSnapshot) => snapshot.context.promotions;
export const selectDraft = (snapshot: ContentSnapshot) => snapshot.context.draft;
export const selectLocale = (snapshot: ContentSnapshot) => snapshot.context.locale;
export const selectIsEditing = (snapshot: ContentSnapshot) => snapshot.matches('editing');
export const selectIsBusy = (snapshot: ContentSnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: ContentSnapshot) => snapshot.hasTag('error');
export const selectCanSave = (snapshot: ContentSnapshot) => snapshot.can({ type: 'content.saved' });
/** What is wrong with the open promotion's schedule (a field that is not a time, or the end not after the start), or null. */
export const selectWindowProblem = (snapshot: ContentSnapshot) => (snapshot.context.draft ? windowProblem(snapshot.context.draft) : null);
