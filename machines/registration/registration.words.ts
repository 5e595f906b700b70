// The registration in plain words, for its path names and its flow diagram.
import type { FlowWords } from '../shared/flow-words';

const boxes: Record<string, string> = { trialBonus: 'the trial bonus', termsAccepted: 'the terms', ageConfirmed: 'the age box' };

export const registrationWords: FlowWords = {
  title: 'registration',
  summary: 'Sign-up: the form with its countries, the account made and signed in, the phone steps when the trial bonus is taken, then the celebration.',
  states: {
    signUp: 'The sign-up form',
    'signUp.countries.loading': 'The country list is being fetched',
    'signUp.countries.filling': 'The countries arrived and are put in the list a moment later',
    'signUp.countries.listed': 'The countries are listed, Türkiye chosen',
    'signUp.countries.unavailable': 'The countries could not be fetched: the list stays empty',
    'signUp.form.pristine': 'Nothing sent yet, so only left fields show their errors',
    'signUp.form.checked': 'Sent once, so every field shows its error',
    'signUp.form.submitting': 'The account is being made',
    verification: 'Signed up and in: the phone steps (the phone verification flow)',
    'celebration.choosing': 'Choosing the celebration',
    'celebration.withBonus.offered': "'Congratulations!' offering the trial bonus",
    'celebration.withBonus.claiming': 'The trial bonus is being claimed',
    'celebration.withBonus.closing': 'Claimed: the dialog closes in a second',
    'celebration.withoutBonus': "'Congratulations!' with Deposit and Live Chat",
    closed: 'The dialog is closed',
  },
  eventLabels: { 'registration.field.changed': 'types in a field' },
  events: {
    'registration.field.changed': (event) =>
      typeof event.value === 'boolean'
        ? `${event.value ? 'ticks' : 'unticks'} ${boxes[String(event.field)] ?? String(event.field)}`
        : event.value === ''
          ? `clears ${String(event.field)}`
          : `types ${String(event.field)}`,
    'registration.field.left': (event) => `leaves ${String(event.field)}`,
    'registration.submitted': 'presses Register',
    'registration.verification.skipped': 'skips verification',
    'celebration.claimed': 'claims the bonus',
    'celebration.depositChosen': 'chooses Deposit',
    'celebration.liveChatChosen': 'chooses Live Chat',
    'xstate.done.actor.loadForm': 'the countries arrive',
    'xstate.error.actor.loadForm': 'the countries cannot be fetched',
    'xstate.done.actor.register': 'the account is made',
    'xstate.error.actor.register': 'the sign-up fails',
    'xstate.done.actor.phoneVerification': 'verifies the phone',
    'xstate.done.actor.claimBonus': 'the bonus is claimed',
    'xstate.error.actor.claimBonus': 'the claim fails',
  },
};
