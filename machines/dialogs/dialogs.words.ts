// Which dialog is open, in plain words, for its path names and its flow diagram.
import type { FlowWords } from '../shared/flow-words';

const dialogNames: Record<string, string> = {
  login: 'the sign-in dialog',
  register: 'the registration dialog',
  recovery: 'the password recovery dialog',
  password: 'the change password dialog',
  sms: 'the phone verification steps',
  phoneVerification: 'the phone verification pages',
  payment: 'the payment dialog',
};

export const dialogsWords: FlowWords = {
  title: 'dialogs',
  summary: 'Which one of the site\'s dialogs is open: opening one closes any other.',
  states: {
    closed: 'No dialog is open',
    login: 'The sign-in dialog is open',
    register: 'The registration dialog is open',
    recovery: 'The password recovery dialog is open',
    password: 'The change password dialog is open',
    sms: 'The phone verification steps are open',
    phoneVerification: 'The phone verification pages are open',
    payment: 'The payment dialog is open, for the chosen method',
  },
  eventLabels: { 'dialog.open': 'opens a dialog' },
  events: {
    'dialog.open': (event) => `opens ${dialogNames[String(event.dialog)] ?? String(event.dialog)}`,
    'dialog.close': 'closes the dialog',
    'dialogs.closeAll': 'every dialog is closed',
    'dialogs.siteLoaded': 'the site settings arrive',
  },
};
