// Named selectors over the phone verification snapshot: the page, the fields, the countdown and
// what the buttons may do.
import type { SnapshotFrom } from 'xstate';
import type { phoneVerificationMachine } from './phone-verification.machine';

export type PhoneVerificationSnapshot = SnapshotFrom<typeof phoneVerificationMachine>;

export type PhoneVerificationPage =
  | 'notVerified'
  | 'verified'
  | 'update'
  | 'verificationCode'
  | 'phoneStep'
  | 'codeStep'
  | 'congratulations'
  | 'closed';

const pages: PhoneVerificationPage[] = [
  'notVerified',
  'verified',
  'update',
  'verificationCode',
  'phoneStep',
  'codeStep',
  'congratulations',
  'closed',
];

export const selectPage = (snapshot: PhoneVerificationSnapshot): PhoneVerificationPage =>
  pages.find((page) => snapshot.matches(page)) ?? 'notVerified';

/** Spec §3's page enumeration (Not verified 0, Verified 1, Update 2, Verification code 3); null in the variant. */
export const selectPageNumber = (snapshot: PhoneVerificationSnapshot): 0 | 1 | 2 | 3 | null => {
  const page = selectPage(snapshot);
  const numbers: Partial<Record<PhoneVerificationPage, 0 | 1 | 2 | 3>> = {
    notVerified: 0,
    verified: 1,
    update: 2,
    verificationCode: 3,
  };
  return numbers[page] ?? null;
};

/** The variant's step: 1 (phone) or 2 (code); null on the other pages. */
export const selectVariantStep = (snapshot: PhoneVerificationSnapshot): 1 | 2 | null =>
  snapshot.matches('phoneStep') ? 1 : snapshot.matches('codeStep') ? 2 : null;

export const selectPhone = (snapshot: PhoneVerificationSnapshot) => snapshot.context.phone;
export const selectCode = (snapshot: PhoneVerificationSnapshot) => snapshot.context.code;

/** Spec §4: the phone input is editable only in Update (and on the variant's first step). */
export const selectIsPhoneEditable = (snapshot: PhoneVerificationSnapshot) =>
  snapshot.can({ type: 'phone.number.changed', value: snapshot.context.phone });

/** The badge: Verified or Not Verified. */
export const selectIsVerified = (snapshot: PhoneVerificationSnapshot) =>
  snapshot.matches('verified') || snapshot.matches('congratulations');

/** Verify is disabled while the code is invalid (spec §5). */
export const selectCanVerify = (snapshot: PhoneVerificationSnapshot) => snapshot.can({ type: 'phone.code.submitted' });
export const selectCanSendCode = (snapshot: PhoneVerificationSnapshot) =>
  snapshot.can({ type: 'phone.code.requested' });

/** 'Resend code in' shows while counting; the 'Click to resend' link once the wait is over. */
export const selectCanResend = (snapshot: PhoneVerificationSnapshot) =>
  snapshot.matches({ verificationCode: { resend: 'available' } });
export const selectIsCountingDown = (snapshot: PhoneVerificationSnapshot) =>
  snapshot.matches({ verificationCode: { resend: 'counting' } });
export const selectSecondsLeft = (snapshot: PhoneVerificationSnapshot) => snapshot.context.secondsLeft;

/** The 'Loading...' spinner. */
export const selectIsBusy = (snapshot: PhoneVerificationSnapshot) => snapshot.hasTag('loading');

/** Change Phone on Verified, Update Number on Not verified. */
export const selectCanUpdate = (snapshot: PhoneVerificationSnapshot) => snapshot.can({ type: 'phone.update.requested' });
/** Cancel while entering or verifying another number. */
export const selectCanCancelUpdate = (snapshot: PhoneVerificationSnapshot) => snapshot.can({ type: 'phone.update.cancelled' });
/** A verified player entering a new number: the verified one stays the account's until then. */
export const selectIsReplacingVerified = (snapshot: PhoneVerificationSnapshot) =>
  snapshot.context.smsVerified && (snapshot.matches('update') || snapshot.matches('verificationCode'));
