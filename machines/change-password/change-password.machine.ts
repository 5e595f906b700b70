// Change password dialog (spec §2, §4, §5): Old Password, Password and Confirm Password, checked
// against the contract's ChangePasswordRequest (a confirmation that differs yields `mismatch`).
// A field's error shows once it was left or the form submitted; the submit is a loading state; success toasts the server's
// message and closes the dialogs, failure toasts it and keeps the dialog open.
import { sendTo, setup } from 'xstate';
import { isValid } from '../../common/contract/validate';
import { formStep, formStepActions, type FormStepContext, type FormStepEvent } from '../shared/form-step';
import { apiNotProvided } from '../shared/api-dependency';
import { type ChangePasswordBody, changePasswordActors } from './change-password.actors';

export type ChangePasswordField = keyof ChangePasswordBody;
export type ChangePasswordValues = Record<ChangePasswordField, string>;

export const CHANGE_PASSWORD_SCHEMA = 'ChangePasswordRequest';

export interface ChangePasswordContext extends FormStepContext<ChangePasswordField, ChangePasswordValues> {}

export type ChangePasswordEvent = FormStepEvent<'password', ChangePasswordField>;

const passwordEvents = { changed: 'password.field.changed', left: 'password.field.left', submitted: 'password.submitted' } as const;

const notifyFailure = {
  type: 'notify failure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  // Provided at the app edge with the player's API client: changePasswordActors(api).
  actors: changePasswordActors(apiNotProvided('changePassword')),
  guards: {
    'are passwords valid': ({ context }) => isValid(CHANGE_PASSWORD_SCHEMA, context.values),
  },
  actions: {
    ...formStepActions<ChangePasswordContext, ChangePasswordEvent>(passwordEvents),
    'close all dialogs': sendTo(({ system }) => system.get('dialogs'), { type: 'dialogs.closeAll' }),
    // UI effects: the implementations are provided at the app edge (src/app/effects.ts).
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'changePassword',
  context: () => ({ values: { oldPassword: '', password: '', confirmPassword: '' }, visited: [] }),
  initial: 'pristine',
  states: {
    ...formStep({
      ...passwordEvents,
      valid: 'are passwords valid',
      submitting: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }: { context: ChangePasswordContext }) => ({ body: context.values }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'notify success', params: ({ event }: { event: { output: string } }) => ({ message: event.output }) },
            'close all dialogs',
          ],
        },
        onError: { target: 'checked', actions: notifyFailure },
      },
    }).states,
    done: { type: 'final' },
  },
});
