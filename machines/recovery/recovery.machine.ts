// Password recovery (spec §2, §4): four steps. 1 username → a reset code is e-mailed; 2 the code →
// checked; 3 the new password twice → changed with the code; 4 success, and 1000 ms later the
// login dialog opens. Each step checks its fields against its contract schema before calling, and
// a failed call toasts the server's message and stays on the step. A field's error shows once it was
// left or its step submitted.
import { sendTo, setup } from 'xstate';
import type { SchemaName } from '../../common/contract/schemas.gen';
import { isValid } from '../../common/contract/validate';
import { formStep, formStepActions, type FormStepContext, type FormStepEvent } from '../shared/form-step';
import type { DialogsEvent } from '../dialogs/dialogs.machine';
import { apiNotProvided } from '../shared/api-dependency';
import { recoveryActors } from './recovery.actors';

export type RecoveryField = 'username' | 'code' | 'password' | 'password2';
export type RecoveryValues = Record<RecoveryField, string>;

export type RecoveryContext = FormStepContext<RecoveryField, RecoveryValues>;

/** A field typed in or left; `recovery.submitted` is 'Continue' on steps 1 to 3. */
export type RecoveryEvent = FormStepEvent<'recovery', RecoveryField>;

/** What each form step edits and the contract schema its request must satisfy. */
export const recoverySteps = {
  username: { schema: 'ResetPasswordRequest', fields: ['username'] },
  code: { schema: 'CheckResetCodeRequest', fields: ['code'] },
  password: { schema: 'ChangePasswordWithCodeRequest', fields: ['password', 'password2'] },
} as const satisfies Record<string, { schema: SchemaName; fields: readonly RecoveryField[] }>;

export type RecoveryFormStep = keyof typeof recoverySteps;

/** Spec §9: the login form opens 1000 ms after a successful recovery. */
export const OPEN_LOGIN_DELAY = 1000;

const openLogin: DialogsEvent = { type: 'dialog.open', dialog: 'login' };

type StepParams = { step: RecoveryFormStep };

const failure = {
  type: 'notify failure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

const recoveryEvents = { changed: 'recovery.field.changed', left: 'recovery.field.left', submitted: 'recovery.submitted' } as const;

type WithContext = { context: RecoveryContext };

/**
 * A form step of its own: only its fields change (the username is fixed once the code is on its way,
 * since the code belongs to that account), it checks its schema, then makes its call; on success `next`.
 */
const recoveryStep = <const S extends RecoveryFormStep, const Src extends string, const Next extends string, Input>(
  step: S,
  description: string,
  call: { src: Src; input: (args: WithContext) => Input; next: Next },
) => ({
  description,
  ...formStep({
    ...recoveryEvents,
    fieldGuard: { type: 'is field of step', params: { step } },
    valid: { type: 'is step valid', params: { step } },
    submitting: {
      id: call.src,
      src: call.src,
      input: call.input,
      onDone: { target: call.next },
      onError: { target: 'checked', actions: failure },
    },
  }),
});

export const recoveryMachine = setup({
  types: {
    context: {} as RecoveryContext,
    events: {} as RecoveryEvent,
  },
  // Provided at the app edge with the player's API client: recoveryActors(api).
  actors: recoveryActors(apiNotProvided('recovery')),
  delays: {
    'open login': OPEN_LOGIN_DELAY,
  },
  guards: {
    // The username is fixed once the code is on its way: the code belongs to that account.
    'is field of step': ({ event }, params: StepParams) =>
      event.type === 'recovery.field.changed' &&
      (recoverySteps[params.step].fields as readonly RecoveryField[]).includes(event.field),
    'is step valid': ({ context }, params: StepParams) => isValid(recoverySteps[params.step].schema, context.values),
  },
  actions: {
    ...formStepActions<RecoveryContext, RecoveryEvent>(recoveryEvents),
    'open login': sendTo(({ system }) => system.get('dialogs'), openLogin),
    // UI effects: the implementation is provided at the app edge (src/app/effects.ts).
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'recovery',
  context: () => ({ values: { username: '', code: '', password: '', password2: '' }, visited: [] }),
  initial: 'username',
  states: {
    username: recoveryStep('username', "Step 1: Username and 'Continue'.", {
      src: 'sendResetPassword',
      input: ({ context }) => ({ body: { username: context.values.username } }),
      next: '#recovery.code',
    }),
    code: recoveryStep('code', "Step 2: the text that a code was e-mailed, Reset Code and 'Continue'.", {
      src: 'checkResetCode',
      input: ({ context }) => ({ body: { username: context.values.username, code: context.values.code } }),
      next: '#recovery.password',
    }),
    password: recoveryStep('password', "Step 3: 'New Password', Password, Confirm Password and 'Continue'.", {
      src: 'changePasswordWithCode',
      input: ({ context }) => ({ body: { ...context.values } }),
      next: '#recovery.success',
    }),
    success: {
      description: "Step 4: 'Password change successful. You are now directed to the login page.'",
      after: { 'open login': { target: 'finished', actions: 'open login' } },
    },
    finished: { type: 'final' },
  },
});
