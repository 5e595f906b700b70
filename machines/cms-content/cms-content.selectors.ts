// Named selectors over a content machine's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { createContentMachine } from './cms-content.machine';

type ContentSnapshot<T> = SnapshotFrom<ReturnType<typeof createContentMachine<T>>>;

export const selectIsLoading = <T>(snapshot: ContentSnapshot<T>) => snapshot.hasTag('loading');
export const selectHasFailed = <T>(snapshot: ContentSnapshot<T>) => snapshot.matches('failed');
export const selectContent = <T>(snapshot: ContentSnapshot<T>) => snapshot.context.content;
export const selectOpenId = <T>(snapshot: ContentSnapshot<T>) => snapshot.context.openId;
