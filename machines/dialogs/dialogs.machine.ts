// Dialogs: which one of the site's dialogs is open. One state per dialog makes "only one opens at a
// time and opening one closes the others" (spec §2) true by construction; the dialog flags of
// spec §4 are the states themselves (see dialogs.selectors.ts).
import { setup } from 'xstate';
import { loginFormMachine } from '../login-form/login-form.machine';

export const dialogNames = ['login', 'register', 'recovery', 'password', 'sms', 'phoneVerification'] as const;
export type DialogName = (typeof dialogNames)[number];

export type DialogsEvent =
  | { type: 'dialog.open'; dialog: DialogName }
  | { type: 'dialog.close' }
  | { type: 'dialogs.closeAll' };

const openTo = (dialog: DialogName) => ({
  guard: { type: 'is requested dialog', params: { dialog } } as const,
  target: `.${dialog}` as const,
});

export const dialogsMachine = setup({
  types: {
    events: {} as DialogsEvent,
  },
  actors: {
    loginForm: loginFormMachine,
  },
  guards: {
    'is requested dialog': ({ event }, params: { dialog: DialogName }) =>
      event.type === 'dialog.open' && event.dialog === params.dialog,
  },
}).createMachine({
  id: 'dialogs',
  initial: 'closed',
  on: {
    'dialog.open': dialogNames.map(openTo),
    'dialog.close': { target: '.closed' },
    'dialogs.closeAll': { target: '.closed' },
  },
  states: {
    closed: {},
    login: {
      tags: ['open'],
      // The form lives only while the dialog is open, so every opening starts with empty fields.
      invoke: { id: 'loginForm', src: 'loginForm' },
    },
    register: { tags: ['open'] },
    recovery: { tags: ['open'] },
    password: { tags: ['open'] },
    sms: { tags: ['open'] },
    phoneVerification: { tags: ['open'] },
  },
});
