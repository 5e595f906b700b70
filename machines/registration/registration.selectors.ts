// Named selectors over the registration snapshot: which view and phone step shows, the form's
// values, countries and errors, the phone step's fields and the celebration's variant.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { phoneVerificationMachine } from '../phone-verification/phone-verification.machine';
import { validate, type ValidationErrors } from '../../common/contract/validate';
import { formatKurus } from '../shared/money';
import { shownErrors } from '../shared/visited-fields';
import {
  FORM_SCHEMAS,
  isTrialBonusOffered,
  type RegistrationField,
  registrationBody,
  type registrationMachine,
} from './registration.machine';

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

export type RegistrationView = 'form' | 'phone' | 'celebration' | 'closed';

export const selectView = (snapshot: RegistrationSnapshot): RegistrationView =>
  snapshot.matches('signUp')
    ? 'form'
    : snapshot.matches('verification')
      ? 'phone'
      : snapshot.matches('celebration')
        ? 'celebration'
        : 'closed';

/**
 * Spec §4's phone step as the registration knows it: 0 not started (the form), 1 once signed up, 2
 * once a phone was verified (the celebration with the bonus). While the phone steps show, the invoked
 * phone verification's `selectVariantStep` tells 1 from 2.
 */
export const selectPhoneStep = (snapshot: RegistrationSnapshot): 0 | 1 | 2 => {
  if (snapshot.matches('signUp')) return 0;
  if (snapshot.matches({ celebration: 'withBonus' })) return 2;
  return 1;
};

/** The phone verification the registration invokes for steps 1 and 2, while they show. */
export const selectPhoneVerificationRef = (snapshot: RegistrationSnapshot) =>
  snapshot.children.phoneVerification as ActorRefFrom<typeof phoneVerificationMachine> | undefined;

/** Which form shows: the active-tab setting's choice. */
export const selectForm = (snapshot: RegistrationSnapshot) => snapshot.context.form;
export const selectIsFullForm = (snapshot: RegistrationSnapshot) => snapshot.context.form === 'full';

export const selectValues = (snapshot: RegistrationSnapshot) => snapshot.context.values;
export const selectValue =
  <K extends RegistrationField>(field: K) =>
  (snapshot: RegistrationSnapshot) =>
    snapshot.context.values[field];

/** The country select's options, after 'Select Country'. */
export const selectCountries = (snapshot: RegistrationSnapshot) => snapshot.context.countries;

/** The body auth/register would receive now (birthDate from the three boxes, refId, trialBonus). */
export const selectRequestBody = (snapshot: RegistrationSnapshot) => registrationBody(snapshot.context);

const noErrors: ValidationErrors = {};
/** The birth date is built from its three boxes: its error shows once one of them was left. */
const derivedFrom = { birthDate: ['birthDateDay', 'birthDateMonth', 'birthDateYear'] } as const;

/**
 * The shown errors, keyed by the contract's field names (`password2` carries `mismatch`,
 * `birthDate` the date built from the boxes): before the first submit only those of the fields the
 * player left, then all of the schema's.
 */
export const selectErrors = (snapshot: RegistrationSnapshot): ValidationErrors =>
  snapshot.matches('signUp')
    ? shownErrors(
        validate(FORM_SCHEMAS[snapshot.context.form], registrationBody(snapshot.context)),
        snapshot.context.visited,
        !snapshot.matches({ signUp: { form: 'pristine' } }),
        derivedFrom,
      )
    : noErrors;

export const selectFieldError = (field: RegistrationField | 'birthDate') => (snapshot: RegistrationSnapshot) =>
  selectErrors(snapshot)[field];

/** The trial-bonus checkbox shows only while an amount above 0 is offered. */
export const selectIsTrialBonusOffered = (snapshot: RegistrationSnapshot) => isTrialBonusOffered(snapshot.context);
/** The trial bonus in kuruş (0 once the player did not take it). */
export const selectTrialBonus = (snapshot: RegistrationSnapshot) => snapshot.context.trialBonus;
export const selectTrialBonusText = (snapshot: RegistrationSnapshot) => formatKurus(snapshot.context.trialBonus);

/** Step 2's message line: the trial-bonus text, or the no-trial-bonus text when the amount is 0. */
export const selectStepMessage = (snapshot: RegistrationSnapshot): 'trialBonus' | 'noTrialBonus' =>
  isTrialBonusOffered(snapshot.context) ? 'trialBonus' : 'noTrialBonus';

/** The celebration's variant: with the bonus ('Yes'), without ('Deposit', 'Live Chat'), or none. */
export const selectCelebration = (snapshot: RegistrationSnapshot): 'withBonus' | 'withoutBonus' | null =>
  snapshot.matches({ celebration: 'withBonus' })
    ? 'withBonus'
    : snapshot.matches({ celebration: 'withoutBonus' })
      ? 'withoutBonus'
      : null;

/** Register, Validate, the code check and the claim each show a loading state. */
export const selectIsBusy = (snapshot: RegistrationSnapshot) => snapshot.hasTag('loading');
