// The back-office sign-in in plain words, for its path names and its diagram.
import type { FlowWords } from '../shared/flow-words';

export const backofficeSignInWords: FlowWords = {
  title: 'back-office sign-in',
  summary: 'An operator signs in with a password, then a TOTP code, or enrols the authenticator and sees the recovery codes once.',
  states: {
    'password.entering': 'the operator types a username and password',
    'password.checking': 'the server checks the password',
    'secondFactor.code': 'the operator types the authenticator code',
    'secondFactor.enrolling': 'the QR code and secret are shown; the first code confirms them',
    'secondFactor.verifying': 'the server checks the code',
    'secondFactor.confirmingEnrolment': 'the server confirms the enrolment',
    recoveryCodes: 'the recovery codes are shown, once',
    signedIn: 'the operator session is open',
  },
  events: {
    'signIn.field.changed': (event) => `types ${String(event.field)}`,
    'signIn.password.submitted': 'submits the password',
    'signIn.code.submitted': 'submits the code',
    'signIn.restarted': 'starts over',
    'signIn.recoveryCodes.acknowledged': 'has kept the recovery codes',
    'xstate.done.actor.checkPassword': 'password accepted',
    'xstate.error.actor.checkPassword': 'password refused',
    'xstate.done.actor.verifyCode': 'code accepted',
    'xstate.error.actor.verifyCode': 'code refused',
    'xstate.done.actor.confirmEnrolment': 'enrolment confirmed',
    'xstate.error.actor.confirmEnrolment': 'enrolment code refused',
  },
  eventLabels: { 'signIn.field.changed': 'types a field' },
};
