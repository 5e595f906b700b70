// Named selectors over the back-office sign-in: the step on screen, the values, the enrolment's QR
// code and secret, the recovery codes, the server's refusal and the loading state.
import type { SnapshotFrom } from 'xstate';
import type { SignInField, signInMachine } from './backoffice-sign-in.machine';

export type SignInSnapshot = SnapshotFrom<typeof signInMachine>;

export type SignInStep = 'password' | 'code' | 'enrol' | 'recoveryCodes' | 'done';

export const selectStep = (snapshot: SignInSnapshot): SignInStep => {
  if (snapshot.matches('password')) return 'password';
  if (snapshot.matches({ secondFactor: 'enrolling' }) || snapshot.matches({ secondFactor: 'confirmingEnrolment' })) return 'enrol';
  if (snapshot.matches('secondFactor')) return 'code';
  if (snapshot.matches('recoveryCodes')) return 'recoveryCodes';
  return 'done';
};

export const selectValue = (field: SignInField) => (snapshot: SignInSnapshot) => snapshot.context.values[field];

export const selectEnrolment = (snapshot: SignInSnapshot) => snapshot.context.challenge?.enrolment ?? null;

export const selectRecoveryCodes = (snapshot: SignInSnapshot) => snapshot.context.session?.recoveryCodes ?? [];

/** The server's words for the last refusal, or `network` when no answer came. */
export const selectError = (snapshot: SignInSnapshot) => snapshot.context.error;

export const selectIsBusy = (snapshot: SignInSnapshot) => snapshot.hasTag('loading');

export const selectCanSubmitPassword = (snapshot: SignInSnapshot) => snapshot.can({ type: 'signIn.password.submitted' });

export const selectCanSubmitCode = (snapshot: SignInSnapshot) => snapshot.can({ type: 'signIn.code.submitted' });
