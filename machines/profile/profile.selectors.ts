// Named selectors over the personal information snapshot.
import type { SnapshotFrom } from 'xstate';
import { type FieldError, validate } from '../../common/contract/validate';
import type { profileMachine } from './profile.machine';

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export const selectIsLoading = (snapshot: ProfileSnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: ProfileSnapshot) => snapshot.matches('failed');
export const selectProfile = (snapshot: ProfileSnapshot) => snapshot.context.profile;
export const selectIsEditingEmail = (snapshot: ProfileSnapshot) => snapshot.matches('editing') || snapshot.matches('saving');
export const selectIsSaving = (snapshot: ProfileSnapshot) => snapshot.hasTag('saving');
export const selectEmailDraft = (snapshot: ProfileSnapshot) => snapshot.context.email;

/** The e-mail's validation error once the player typed in it. */
export const selectEmailError = (snapshot: ProfileSnapshot): FieldError | undefined =>
  snapshot.context.emailTouched ? validate('UpdateProfileRequest', { email: snapshot.context.email.trim() }).email : undefined;

export const selectCanSaveEmail = (snapshot: ProfileSnapshot) => snapshot.can({ type: 'profile.email.saved' });
