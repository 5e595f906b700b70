// Change password dialog (spec §2, §4, §5): Old Password, Password and Confirm Password, checked
// against the contract's ChangePasswordRequest (a confirmation that differs yields `mismatch`).
// A field's error shows once it was left or the form submitted; the submit is a loading state; success toasts the server's
// message and closes the dialogs, failure toasts it and keeps the dialog open.
import { assign, sendTo, setup } from 'xstate';
import type { ApiClient } from '../../common/contract/client';
import { isValid } from '../../common/contract/validate';
import { withVisited } from '../shared/visited-fields';
import { type ChangePasswordBody, changePassword } from './change-password.actors';

export type ChangePasswordField = keyof ChangePasswordBody;
export type ChangePasswordValues = Record<ChangePasswordField, string>;

export const CHANGE_PASSWORD_SCHEMA = 'ChangePasswordRequest';

export interface ChangePasswordInput {
  api: ApiClient;
}

export interface ChangePasswordContext extends ChangePasswordInput {
  values: ChangePasswordValues;
  /** The fields the player has left (blurred). */
  visited: ChangePasswordField[];
}

export type ChangePasswordEvent =
  | { type: 'password.field.changed'; field: ChangePasswordField; value: string }
  | { type: 'password.field.left'; field: ChangePasswordField }
  | { type: 'password.submitted' };

export const changePasswordMachine = setup({
  types: {
    input: {} as ChangePasswordInput,
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: { changePassword },
  guards: {
    'are passwords valid': ({ context }) => isValid(CHANGE_PASSWORD_SCHEMA, context.values),
  },
  actions: {
    'set field': assign(({ context, event }) =>
      event.type === 'password.field.changed' ? { values: { ...context.values, [event.field]: event.value } } : {},
    ),
    'remember left field': assign(({ context, event }) =>
      event.type === 'password.field.left' ? { visited: withVisited(context.visited, event.field) } : {},
    ),
    'close all dialogs': sendTo(({ system }) => system.get('dialogs'), { type: 'dialogs.closeAll' }),
    // UI effects: the implementations are provided at the app edge (src/app/effects.ts).
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({ ...input, values: { oldPassword: '', password: '', confirmPassword: '' }, visited: [] }),
  initial: 'pristine',
  states: {
    // Nothing submitted yet: only the fields the player left show their errors.
    pristine: {
      on: {
        'password.field.changed': { actions: 'set field' },
        'password.field.left': { actions: 'remember left field' },
        'password.submitted': [{ guard: 'are passwords valid', target: 'submitting' }, { target: 'checked' }],
      },
    },
    // Submitted at least once: every field shows its current error.
    checked: {
      on: {
        'password.field.changed': { actions: 'set field' },
        'password.field.left': { actions: 'remember left field' },
        'password.submitted': { guard: 'are passwords valid', target: 'submitting' },
      },
    },
    submitting: {
      tags: ['loading'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ api: context.api, body: context.values }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'notify success', params: ({ event }) => ({ message: event.output }) },
            'close all dialogs',
          ],
        },
        onError: {
          target: 'checked',
          actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
});
