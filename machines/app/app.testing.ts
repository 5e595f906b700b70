// Test inputs for the app's live link: a hub whose connection never opens and a tab that never comes
// back, for tests of the app that are not about the hub (route guards, start-up, dialogs).
import { dialogsMachine } from '../dialogs/dialogs.machine';
import type { AppInput } from './app.machine';

export const quietLiveInput: Pick<AppInput, 'createHubConnection' | 'origin' | 'watchVisibility'> = {
  createHubConnection: () => new Promise(() => {}),
  origin: 'http://site.test',
  watchVisibility: () => () => {},
};

/** The shell's inputs for tests not about them: no requests counted, the dialogs' code at once (no late flows). */
export const quietShellInput: Pick<AppInput, 'watchRequests' | 'loadDialogs'> = {
  watchRequests: () => () => {},
  loadDialogs: () => Promise.resolve(dialogsMachine),
};
