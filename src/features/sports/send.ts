// Where the sportsbook's screens send their events: the app's sportsbook loader, which hands them to
// the sportsbook actor (fetching its code first on the very first one). Route loaders use it too.
import type { SportsbookEvent } from '../../../machines/sportsbook/sportsbook.machine';
import type { AppActor } from '../../app/create-app';

export type SportsUiEvent = Exclude<SportsbookEvent, { type: 'hub.message' }>;

export function sendToSportsbook(app: AppActor, event: SportsUiEvent): void {
  app.getSnapshot().context.sportsbook.send(event);
}
