// Test inputs for the app's live link: a hub whose connection never opens and a tab that never comes
// back, for tests of the app that are not about the hub (route guards, start-up, dialogs).
import type { AppInput } from './app.machine';

export const quietLiveInput: Pick<AppInput, 'createHubConnection' | 'origin' | 'watchVisibility'> = {
  createHubConnection: () => new Promise(() => {}),
  origin: 'http://site.test',
  watchVisibility: () => () => {},
};
