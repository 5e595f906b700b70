// Named selectors over the recovery snapshot: the step (1 to 4), values, the errors of the step's
// own fields once it was submitted, and the loading state.
import type { SnapshotFrom } from 'xstate';
import { validate, type ValidationErrors } from '../../common/contract/validate';
import { shownErrors } from '../shared/visited-fields';
import { type RecoveryField, type RecoveryFormStep, type recoveryMachine, recoverySteps } from './recovery.machine';

export type RecoverySnapshot = SnapshotFrom<typeof recoveryMachine>;

const formSteps: RecoveryFormStep[] = ['username', 'code', 'password'];

/** The form step being shown, or null on the success step. */
export const selectFormStep = (snapshot: RecoverySnapshot): RecoveryFormStep | null =>
  formSteps.find((step) => snapshot.matches(step)) ?? null;

/** The step number of spec §2: 1 username, 2 reset code, 3 new password, 4 success. */
export const selectStep = (snapshot: RecoverySnapshot): 1 | 2 | 3 | 4 => {
  const step = selectFormStep(snapshot);
  return step === 'username' ? 1 : step === 'code' ? 2 : step === 'password' ? 3 : 4;
};

export const selectValue = (field: RecoveryField) => (snapshot: RecoverySnapshot) => snapshot.context.values[field];

const noErrors: ValidationErrors = {};

/** The shown errors: only the current step's fields, each once it was left or the step submitted. */
export const selectErrors = (snapshot: RecoverySnapshot): ValidationErrors => {
  const step = selectFormStep(snapshot);
  if (!step) return noErrors;
  const { schema, fields } = recoverySteps[step];
  const errors = validate(schema, snapshot.context.values);
  const own = Object.fromEntries(Object.entries(errors).filter(([field]) => (fields as readonly string[]).includes(field)));
  return shownErrors(own, snapshot.context.visited, snapshot.matches({ [step]: 'checked' }));
};

export const selectFieldError = (field: RecoveryField) => (snapshot: RecoverySnapshot) => selectErrors(snapshot)[field];

/** The username the reset code was e-mailed for (step 2's text). */
export const selectUsername = (snapshot: RecoverySnapshot) => snapshot.context.values.username;

export const selectIsBusy = (snapshot: RecoverySnapshot) => snapshot.hasTag('loading');
