// Route /spor/mac/$eventId: one event with its grouped markets in our sportsbook.
import { createFileRoute } from '@tanstack/react-router';
import { sendToSportsbook } from '../features/sports/send';
import { EventPage } from '../features/sports/event-page';

export const Route = createFileRoute('/spor/mac/$eventId')({
  staticData: { crumb: 'sportsbook.event' },
  // On entering the page (and on a new id while on it), not in the loader: a link's hover preloads the
  // route, and the click then reuses that preload without running the loader again.
  onEnter: (match) => sendToSportsbook(match.context.app, { type: 'sports.event.opened', eventId: match.params.eventId }),
  onStay: (match) => sendToSportsbook(match.context.app, { type: 'sports.event.opened', eventId: match.params.eventId }),
  component: EventPage,
});
