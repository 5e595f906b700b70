// Account phone verification (spec §2, §4): the dialog's pages NotVerified, Verified, Update and
// VerificationCode, with the 60 s resend countdown; and, as the `steps` variant, the two-step
// dialog (phone, then code) that ends with 'Congratulations!'. A verified phone is reported to the
// session, which updates the stored phone and smsVerified. Issue 13: a verified player changes the
// number from Verified (Change Phone → Update → Verification code); the account keeps its verified
// number until the new one is verified (the server swaps them only then), and Cancel on the way goes
// back to the account's page with its phone as it was.
import { assign, sendTo, setup } from 'xstate';
import { isValid } from '../../common/contract/validate';
import { apiNotProvided } from '../shared/api-dependency';
import { phoneVerificationActors, type PhoneCallResult } from './phone-verification.actors';

/**
 * `pages`: the account dialog of four pages; `steps`: the variant dialog (step 1 phone, step 2 code);
 * `signUp`: the same two steps right after registration, which invokes this machine: the code goes at
 * once to the phone given on the form, locked until 'Change Phone Number', and a verified phone ends
 * the machine (its output) instead of saying 'Congratulations!'.
 */
export type PhoneVerificationVariant = 'pages' | 'steps' | 'signUp';

export interface PhoneVerificationInput {
  /** The stored phone (digits without the 90 prefix), or null when none is stored. */
  phone: string | null;
  smsVerified: boolean;
  variant?: PhoneVerificationVariant;
  /**
   * The bearer token for the calls when the caller holds a session the client may not know yet
   * (right after sign-up); without it the client's own session token goes.
   */
  token?: string | null;
}

export interface PhoneVerificationContext {
  variant: PhoneVerificationVariant;
  token: string | null;
  phone: string;
  code: string;
  smsVerified: boolean;
  /** The account's phone as the server holds it: what Cancel restores while a new one is being entered. */
  accountPhone: string;
  /** What the resend countdown shows; the 60 s wait itself is a delay, so the counter is display only. */
  secondsLeft: number;
}

export type PhoneVerificationEvent =
  | { type: 'phone.number.changed'; value: string }
  | { type: 'phone.code.changed'; value: string }
  /** Send Code (pages) or the step 1 button (steps). */
  | { type: 'phone.code.requested' }
  /** 'Click to resend'. */
  | { type: 'phone.code.resendRequested' }
  /** Verify. */
  | { type: 'phone.code.submitted' }
  /** Update Number (Not verified), Change Phone (Verified). */
  | { type: 'phone.update.requested' }
  /** Cancel while changing the number: back to the account's page, its phone untouched. */
  | { type: 'phone.update.cancelled' }
  /** 'Change Phone Number' on step 2 of the variant. */
  | { type: 'phone.number.changeRequested' }
  /** Close on the congratulations page of the variant. */
  | { type: 'phone.closed' };

/** Spec §9: resend countdown 60 s. */
export const RESEND_SECONDS = 60;

export const SEND_CODE_SCHEMA = 'UpdatePhoneSendCodeRequest';
export const VERIFY_CODE_SCHEMA = 'UpdatePhoneVerifyRequest';

/** The masks (000-000, 00-00-00) add dashes; the contract's SmsCode is the digits alone. */
export const codeDigits = (value: string) => value.replace(/\D/g, '');

export const isPhoneValid = (phone: string) => isValid(SEND_CODE_SCHEMA, { step: 1, phone });
export const isCodeValid = (phone: string, code: string) => isValid(VERIFY_CODE_SCHEMA, { step: 2, phone, code });

type WithContext = { context: PhoneVerificationContext };
type WithOutput = { event: { output: PhoneCallResult } };

const notifyFailure = { type: 'notify failure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

/** What the phone calls take: the number, and the sign-up's own token where there is one. */
const phoneCall = ({ context }: WithContext) => ({ phone: context.phone, token: context.token });

/**
 * The state a Send Code button enters, on the pages and on the variant's step 1 alike: the code goes to
 * the phone, then `next`; a failure goes back to the sibling `back` (`idle`) with the server's message.
 */
const sendingCode = <const Next extends string, const Back extends string = 'idle'>(next: Next, back?: Back) =>
  ({
    tags: 'loading',
    invoke: {
      id: 'sendCode',
      src: 'sendPhoneCode',
      input: phoneCall,
      onDone: { target: next },
      onError: { target: back ?? ('idle' as Back), actions: notifyFailure },
    },
  }) as const;

/**
 * The state Verify enters: a good code stores the phone as verified (here and in the session), then
 * `next`; spec §8: a failed check clears the code input and shows the message. The pages also show
 * the server's message as a success toast; the variant says 'Congratulations!' instead.
 */
const verified = <const Next extends string>(next: Next, { toast }: { toast: boolean }) =>
  ({
    target: next,
    actions: [
      { type: 'mark verified', params: ({ event }: WithOutput) => ({ phone: event.output.status.phone }) },
      { type: 'report phone verified', params: ({ event }: WithOutput) => ({ phone: event.output.status.phone }) },
      ...(toast ? [{ type: 'notify success', params: ({ event }: WithOutput) => ({ message: event.output.message }) } as const] : []),
    ],
  }) as const;

const verifyingCode = <const OnDone>(onDone: OnDone) =>
  ({
    tags: 'loading',
    invoke: {
      id: 'verifyCode',
      src: 'verifyPhoneCode',
      input: ({ context }: WithContext) => ({ ...phoneCall({ context }), code: context.code }),
      onDone,
      onError: { target: 'idle', actions: ['clear code', notifyFailure] },
    },
  }) as const;

/**
 * Typing the code, and Verify into the sibling `verifying`, on the pages and the variant's step 2.
 * Verify is disabled while the code is invalid: the UI asks snapshot.can().
 */
const typingCode = {
  'phone.code.changed': { actions: 'set code' },
  'phone.code.submitted': { guard: 'is code valid', target: 'verifying' },
} as const;

/**
 * A page where the phone is typed in and the code sent to it, the pages' Update Number and the
 * variant's step 1 alike: once the code is sent, `next`.
 */
const editingPhone = (description: string, next: string) =>
  ({
    description,
    initial: 'idle',
    states: {
      idle: {
        on: {
          'phone.number.changed': { actions: 'set phone' },
          'phone.code.requested': { guard: 'is phone valid', target: 'sending' },
        },
      },
      sending: sendingCode(next),
    },
  }) as const;

export const phoneVerificationMachine = setup({
  types: {
    input: {} as PhoneVerificationInput,
    context: {} as PhoneVerificationContext,
    events: {} as PhoneVerificationEvent,
  },
  // Provided at the app edge with the player's API client: phoneVerificationActors(api).
  actors: phoneVerificationActors(apiNotProvided('phoneVerification')),
  delays: {
    'countdown tick': 1000,
    'resend wait': RESEND_SECONDS * 1000,
  },
  guards: {
    'is variant dialog': ({ context }) => context.variant === 'steps',
    'is sign-up': ({ context }) => context.variant === 'signUp',
    'is already verified': ({ context }) => context.smsVerified,
    'is phone valid': ({ context }) => isPhoneValid(context.phone),
    'is code valid': ({ context }) => isCodeValid(context.phone, context.code),
  },
  actions: {
    'set phone': assign(({ event }) => (event.type === 'phone.number.changed' ? { phone: event.value } : {})),
    'set code': assign(({ event }) => (event.type === 'phone.code.changed' ? { code: codeDigits(event.value) } : {})),
    'clear code': assign({ code: '' }),
    'restart countdown': assign({ secondsLeft: RESEND_SECONDS }),
    'count down': assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    'mark verified': assign((_, params: { phone: string }) => ({ phone: params.phone, accountPhone: params.phone, smsVerified: true })),
    'restore account phone': assign(({ context }) => ({ phone: context.accountPhone, code: '' })),
    'report phone verified': sendTo(
      ({ system }) => system.get('session'),
      (_, params: { phone: string }) => ({ type: 'session.phoneVerified' as const, phone: params.phone }),
    ),
    'close all dialogs': sendTo(({ system }) => system.get('dialogs'), { type: 'dialogs.closeAll' }),
    // UI effects: the implementations are provided at the app edge (src/app/effects.ts).
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'phoneVerification',
  context: ({ input }) => ({
    variant: input.variant ?? 'pages',
    token: input.token ?? null,
    phone: input.phone ?? '',
    accountPhone: input.phone ?? '',
    code: '',
    smsVerified: input.smsVerified,
    secondsLeft: RESEND_SECONDS,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        // Spec §4: with the trial bonus taken, the code request starts at once for the form's phone.
        { guard: 'is sign-up', target: 'phoneStep.lockedSending' },
        { guard: 'is variant dialog', target: 'phoneStep' },
        // Spec §4: already SMS verified on opening shows Verified.
        { guard: 'is already verified', target: 'verified' },
        { target: 'notVerified' },
      ],
    },

    // ---- the account dialog's pages ----------------------------------------------------------
    notVerified: {
      description: 'Page 0: the stored phone, read only, with Send Code and Update Number.',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'phone.code.requested': { guard: 'is phone valid', target: 'sending' },
            'phone.update.requested': { target: '#phoneVerification.update' },
          },
        },
        sending: sendingCode('#phoneVerification.verificationCode'),
      },
    },
    update: {
      ...editingPhone('Page 2: the only page where the phone can be edited.', '#phoneVerification.verificationCode'),
      on: { 'phone.update.cancelled': { target: 'backToAccount', actions: 'restore account phone' } },
    },
    backToAccount: {
      description: "Cancel while changing the number: the account's own page again.",
      always: [{ guard: 'is already verified', target: 'verified' }, { target: 'notVerified' }],
    },
    verificationCode: {
      description: 'Page 3: the SMS code with Verify, and the resend countdown.',
      type: 'parallel',
      on: { 'phone.update.cancelled': { target: 'backToAccount', actions: 'restore account phone' } },
      states: {
        code: {
          initial: 'idle',
          states: {
            idle: { on: typingCode },
            verifying: verifyingCode(verified('#phoneVerification.verified', { toast: true })),
          },
        },
        resend: {
          initial: 'counting',
          states: {
            counting: {
              entry: 'restart countdown',
              initial: 'ticking',
              states: {
                ticking: {
                  // Re-entered each second; the 60 s wait runs on the parent, so ticks never drift it.
                  after: { 'countdown tick': { target: 'ticking', reenter: true, actions: 'count down' } },
                },
              },
              // Spec §4: at 0 the resend link appears and the counter resets to 60.
              after: { 'resend wait': { target: 'available', actions: 'restart countdown' } },
            },
            available: {
              on: { 'phone.code.resendRequested': { target: 'resending' } },
            },
            resending: {
              tags: ['loading'],
              invoke: {
                id: 'resendCode',
                src: 'sendPhoneCode',
                input: ({ context }) => ({ phone: context.phone }),
                onDone: { target: 'counting' },
                onError: { target: 'available', actions: notifyFailure },
              },
            },
          },
        },
      },
    },
    verified: {
      description: 'Page 1: the verified phone with its badge, and Change Phone.',
      on: { 'phone.update.requested': { target: 'update' } },
    },

    // ---- the variant dialog ------------------------------------------------------------------
    phoneStep: {
      ...editingPhone('Variant step 1: the phone, editable, and the button that sends the code.', '#phoneVerification.codeStep'),
      states: {
        ...editingPhone('', '#phoneVerification.codeStep').states,
        // Sign-up: the phone given on the form, read only until 'Change Phone Number'.
        locked: {
          on: { 'phone.code.requested': { guard: 'is phone valid', target: 'lockedSending' } },
        },
        lockedSending: sendingCode('#phoneVerification.codeStep', 'locked'),
      },
    },
    codeStep: {
      description: "Variant step 2: the phone locked, the code (mask 00-00-00) and 'Change Phone Number'.",
      initial: 'idle',
      states: {
        idle: {
          on: {
            ...typingCode,
            'phone.number.changeRequested': { target: '#phoneVerification.phoneStep', actions: 'clear code' },
          },
        },
        // The sign-up's registration toasts the server's message and celebrates on its own.
        verifying: verifyingCode([
          { guard: 'is sign-up', ...verified('#phoneVerification.verifiedOnSignUp', { toast: true }) },
          verified('#phoneVerification.congratulations', { toast: false }),
        ]),
      },
    },
    congratulations: {
      description: "'Congratulations!' and 'Your Phone Number has been successfully verified!' with Close.",
      on: { 'phone.closed': { target: 'closed', actions: 'close all dialogs' } },
    },
    verifiedOnSignUp: {
      description: 'Sign-up: the phone is verified; the registration goes on to its celebration.',
      type: 'final',
    },
    closed: { type: 'final' },
  },
});
