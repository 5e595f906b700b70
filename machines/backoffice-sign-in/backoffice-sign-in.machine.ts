// Back-office sign-in (issue 16): the password, then the second factor: a TOTP code, or for an
// operator without one yet the enrolment (QR code and secret, confirmed by the first code), whose
// answer carries the recovery codes, shown once before the session starts. The server's refusals
// (wrong password, wrong or already used code, a lock) are shown as it words them. The flow ends with
// the operator session as its output; the back-office app machine keeps it.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { ApiError } from '../../common/contract/client';
import { type OperatorChallenge, type OperatorSession, signInActors } from './backoffice-sign-in.actors';

export type SignInField = 'username' | 'password' | 'code';

export interface SignInContext {
  values: Record<SignInField, string>;
  challenge: OperatorChallenge | null;
  session: OperatorSession | null;
  /** The server's last refusal, shown under the form until the next attempt. */
  error: string | null;
}

export type SignInEvent =
  | { type: 'signIn.field.changed'; field: SignInField; value: string }
  | { type: 'signIn.password.submitted' }
  | { type: 'signIn.code.submitted' }
  | { type: 'signIn.restarted' }
  | { type: 'signIn.recoveryCodes.acknowledged' };

/** The form's own rules (the contract's lengths): a username and a password of at least 5. */
const USERNAME = /^[A-Za-z0-9._-]{3,40}$/;
const CODE = /^(\d{6}|[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3})$/;

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    output: {} as OperatorSession,
  },
  // Provided at the app edge with the operator's API client: signInActors(api).
  actors: signInActors(apiNotProvided('backofficeSignIn')),
  guards: {
    'are credentials complete': ({ context }) => USERNAME.test(context.values.username.trim()) && context.values.password.length >= 5,
    'is code complete': ({ context }) => CODE.test(context.values.code.trim()),
    'is enrolment': ({ event }) => (event as unknown as { output: OperatorChallenge }).output.kind === 'enrol',
    'came with recovery codes': ({ event }) =>
      ((event as unknown as { output: OperatorSession }).output.recoveryCodes?.length ?? 0) > 0,
  },
  actions: {
    'set field': assign(({ context, event }) =>
      event.type === 'signIn.field.changed' ? { values: { ...context.values, [event.field]: event.value } } : {},
    ),
    'clear error': assign({ error: null }),
    'keep challenge': assign({ challenge: ({ event }) => (event as unknown as { output: OperatorChallenge }).output }),
    'keep session': assign({ session: ({ event }) => (event as unknown as { output: OperatorSession }).output }),
    'keep refusal': assign({
      error: ({ event }) => {
        const error = (event as unknown as { error: unknown }).error;
        return error instanceof ApiError && error.message ? error.message : 'network';
      },
    }),
    'forget code': assign(({ context }) => ({ values: { ...context.values, code: '' } })),
    'forget challenge': assign(({ context }) => ({ challenge: null, values: { ...context.values, password: '', code: '' } })),
  },
}).createMachine({
  id: 'backofficeSignIn',
  context: () => ({
    values: { username: '', password: '', code: '' },
    challenge: null,
    session: null,
    error: null,
  }),
  initial: 'password',
  states: {
    password: {
      initial: 'entering',
      states: {
        entering: {
          on: {
            'signIn.field.changed': { actions: 'set field' },
            'signIn.password.submitted': { guard: 'are credentials complete', target: 'checking', actions: 'clear error' },
          },
        },
        checking: {
          tags: ['loading'],
          invoke: {
            id: 'checkPassword',
            src: 'checkPassword',
            input: ({ context }) => ({ username: context.values.username.trim(), password: context.values.password }),
            onDone: [
              { guard: 'is enrolment', target: '#backofficeSignIn.secondFactor.enrolling', actions: 'keep challenge' },
              { target: '#backofficeSignIn.secondFactor.code', actions: 'keep challenge' },
            ],
            onError: { target: 'entering', actions: 'keep refusal' },
          },
        },
      },
    },
    // The challenge lives five minutes and takes five wrong codes; then the password is due again,
    // which "start over" leads back to.
    secondFactor: {
      initial: 'code',
      on: { 'signIn.restarted': { target: 'password', actions: ['forget challenge', 'clear error'] } },
      states: {
        code: {
          on: {
            'signIn.field.changed': { actions: 'set field' },
            'signIn.code.submitted': { guard: 'is code complete', target: 'verifying', actions: 'clear error' },
          },
        },
        enrolling: {
          on: {
            'signIn.field.changed': { actions: 'set field' },
            'signIn.code.submitted': { guard: 'is code complete', target: 'confirmingEnrolment', actions: 'clear error' },
          },
        },
        verifying: {
          tags: ['loading'],
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context }) => ({ challenge: context.challenge!.challenge, code: context.values.code.trim() }),
            onDone: { target: '#backofficeSignIn.signedIn', actions: 'keep session' },
            onError: { target: 'code', actions: ['keep refusal', 'forget code'] },
          },
        },
        confirmingEnrolment: {
          tags: ['loading'],
          invoke: {
            id: 'confirmEnrolment',
            src: 'verifyCode',
            input: ({ context }) => ({ challenge: context.challenge!.challenge, code: context.values.code.trim() }),
            onDone: [
              { guard: 'came with recovery codes', target: '#backofficeSignIn.recoveryCodes', actions: 'keep session' },
              { target: '#backofficeSignIn.signedIn', actions: 'keep session' },
            ],
            onError: { target: 'enrolling', actions: ['keep refusal', 'forget code'] },
          },
        },
      },
    },
    // Shown once: the server never answers them again.
    recoveryCodes: {
      on: { 'signIn.recoveryCodes.acknowledged': 'signedIn' },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => ({ ...context.session!, recoveryCodes: [] }),
});
