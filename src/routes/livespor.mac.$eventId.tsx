// Route /livespor/mac/$eventId: a running event: scoreboard, timeline and every live market (issue 18).
import { createFileRoute } from '@tanstack/react-router';
import { sendToSportsbook } from '../features/sports/send';
import { LiveEventPage } from '../features/live-sports/live-event-page';

export const Route = createFileRoute('/livespor/mac/$eventId')({
  staticData: { crumb: 'sportsbook.event' },
  onEnter: (match) => sendToSportsbook(match.context.app, { type: 'sports.liveEvent.opened', eventId: match.params.eventId }),
  onStay: (match) => sendToSportsbook(match.context.app, { type: 'sports.liveEvent.opened', eventId: match.params.eventId }),
  component: LiveEventPage,
});
