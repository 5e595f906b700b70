// The login form in plain words, for its path names and its flow diagram.
import type { FlowWords } from '../shared/flow-words';

const typed = (value: unknown) => (value === '' ? 'clears' : `types "${String(value)}" in`);

export const loginFormWords: FlowWords = {
  title: 'login',
  summary: 'The sign-in form: checks the username and password as the player types and hands valid ones to the session.',
  states: {
    pristine: 'Nothing sent yet, so no errors are shown',
    checked: 'Sent once, so every change is checked and its error shown',
  },
  eventLabels: { 'login.field.changed': 'types in a field', 'login.field.left': 'leaves a field' },
  events: {
    'login.field.changed': (event) => `${typed(event.value)} ${String(event.field)}`,
    'login.field.left': (event) => `leaves ${String(event.field)}`,
    'login.form.submitted': 'presses Sign in',
  },
};
