// Dialogs: which one of the site's dialogs is open. One state per dialog makes "only one opens at a
// time and opening one closes the others" (spec §2) true by construction; the dialog flags of
// spec §4 are the states themselves (see dialogs.selectors.ts). Each dialog's flow is invoked by its
// state, so every opening starts fresh and closing (or opening another) stops it.
import { assign, emit, setup } from 'xstate';
import { changePasswordMachine } from '../change-password/change-password.machine';
import { loginFormMachine } from '../login-form/login-form.machine';
import { type PaymentMethodRef, paymentDialogMachine } from '../payment-dialog/payment-dialog.machine';
import { phoneVerificationMachine } from '../phone-verification/phone-verification.machine';
import { recoveryMachine } from '../recovery/recovery.machine';
import { type RegistrationForm, registrationMachine } from '../registration/registration.machine';
import { readAuthData } from '../session/auth-data';
import type { KeyValueStore } from '../shared/ports';

export const dialogNames = ['login', 'register', 'recovery', 'password', 'sms', 'phoneVerification', 'payment'] as const;
export type DialogName = (typeof dialogNames)[number];
/** The dialogs opened by name alone; the payment dialog also needs its method. */
export type PlainDialogName = Exclude<DialogName, 'payment'>;

export interface DialogsInput {
  /** Where sign-up finds the stored referral id. */
  storage: KeyValueStore;
}

/** What sign-up needs from the start-up data; sent by the app once start-up succeeded. */
export interface RegistrationSettings {
  activeTab: RegistrationForm | null;
  /** The trial bonus offered at sign-up, in kuruş. */
  trialBonus: number;
}

export interface DialogsContext extends DialogsInput {
  registration: RegistrationSettings;
  /** The method of the open (or last opened) payment dialog. */
  paymentMethod: PaymentMethodRef | null;
}

export type DialogsEvent =
  | { type: 'dialog.open'; dialog: PlainDialogName }
  /** A deposit or withdraw method's dynamic form (spec §2). */
  | { type: 'dialog.open'; dialog: 'payment'; method: PaymentMethodRef }
  | { type: 'dialog.close' }
  | { type: 'dialogs.closeAll' }
  | { type: 'dialogs.siteLoaded'; registration: RegistrationSettings };

/** What the dialogs tell their listeners (the loader, by the system id 'dialogs'): whether one is open. */
export type DialogsChangedEvent = { type: 'dialogs.changed'; open: boolean };

const openTo = (dialog: DialogName) => ({
  guard: { type: 'is requested dialog', params: { dialog } } as const,
  target: `.${dialog}` as const,
  // Re-entering restarts the flow, so opening another payment method starts a fresh form.
  reenter: dialog === 'payment',
  actions: dialog === 'payment' ? (['keep payment method', 'tell one is open'] as const) : (['tell one is open'] as const),
});

/** Before start-up answers: the full form, no trial bonus offered. */
export const defaultRegistrationSettings: RegistrationSettings = { activeTab: null, trialBonus: 0 };

/**
 * The stored phone and its verification when a phone dialog opens: the session's record as it persists it
 * on every change (machines/session, `persist session`), so no actor's snapshot is read.
 */
function sessionPhone(storage: KeyValueStore): { phone: string | null; smsVerified: boolean } {
  const auth = readAuthData(storage);
  return { phone: auth?.phone ?? null, smsVerified: auth?.smsVerified ?? false };
}

export const dialogsMachine = setup({
  types: {
    input: {} as DialogsInput,
    context: {} as DialogsContext,
    events: {} as DialogsEvent,
    emitted: {} as DialogsChangedEvent,
    children: {} as {
      loginForm: 'loginForm';
      registration: 'registration';
      recovery: 'recovery';
      changePassword: 'changePassword';
      phoneVerification: 'phoneVerification';
      paymentDialog: 'paymentDialog';
    },
  },
  actors: {
    loginForm: loginFormMachine,
    registration: registrationMachine,
    recovery: recoveryMachine,
    changePassword: changePasswordMachine,
    phoneVerification: phoneVerificationMachine,
    paymentDialog: paymentDialogMachine,
  },
  guards: {
    'is requested dialog': ({ event }, params: { dialog: DialogName }) =>
      event.type === 'dialog.open' && event.dialog === params.dialog,
  },
  actions: {
    'keep payment method': assign(({ event }) =>
      event.type === 'dialog.open' && event.dialog === 'payment' ? { paymentMethod: event.method } : {},
    ),
    'keep registration settings': assign(({ event }) =>
      event.type === 'dialogs.siteLoaded' ? { registration: event.registration } : {},
    ),
    // Told on every open and close (one dialog replacing another, or a close while closed, too): the
    // listener keeps only the changes.
    'tell one is open': emit({ type: 'dialogs.changed', open: true } satisfies DialogsChangedEvent),
    'tell none is open': emit({ type: 'dialogs.changed', open: false } satisfies DialogsChangedEvent),
  },
}).createMachine({
  id: 'dialogs',
  context: ({ input }) => ({ ...input, registration: defaultRegistrationSettings, paymentMethod: null }),
  initial: 'closed',
  on: {
    'dialog.open': dialogNames.map(openTo),
    'dialog.close': { target: '.closed', actions: 'tell none is open' },
    'dialogs.closeAll': { target: '.closed', actions: 'tell none is open' },
    'dialogs.siteLoaded': { actions: 'keep registration settings' },
  },
  states: {
    closed: {},
    login: {
      tags: ['open'],
      // The form lives only while the dialog is open, so every opening starts with empty fields.
      invoke: { id: 'loginForm', src: 'loginForm' },
    },
    register: {
      tags: ['open'],
      invoke: {
        id: 'registration',
        src: 'registration',
        input: ({ context }) => ({
          storage: context.storage,
          activeTab: context.registration.activeTab,
          trialBonus: context.registration.trialBonus,
        }),
      },
    },
    recovery: {
      tags: ['open'],
      invoke: { id: 'recovery', src: 'recovery' },
    },
    password: {
      tags: ['open'],
      invoke: { id: 'changePassword', src: 'changePassword' },
    },
    // Spec §2: the variant dialog (step 1 phone, step 2 code, 'Congratulations!').
    sms: {
      tags: ['open'],
      invoke: {
        id: 'phoneVerification',
        src: 'phoneVerification',
        input: ({ context }) => ({ ...sessionPhone(context.storage), variant: 'steps' as const }),
      },
    },
    // Spec §2: the account dialog of four pages.
    phoneVerification: {
      tags: ['open'],
      invoke: {
        id: 'phoneVerification',
        src: 'phoneVerification',
        input: ({ context }) => ({ ...sessionPhone(context.storage), variant: 'pages' as const }),
      },
    },
    payment: {
      tags: ['open'],
      invoke: {
        id: 'paymentDialog',
        src: 'paymentDialog',
        // Entered only through 'dialog.open' with a method, which 'keep payment method' stored.
        input: ({ context }) => ({ method: context.paymentMethod! }),
      },
    },
  },
});
