// Route /spor/mac/$eventId: one event with its grouped markets in our sportsbook.
import { createFileRoute } from '@tanstack/react-router';
import { sendToSportsbook } from '../features/sports/send';
import { EventPage } from '../features/sports/event-page';

export const Route = createFileRoute('/spor/mac/$eventId')({
  staticData: { crumb: 'sportsbook.event' },
  loader: ({ context, params, preload }) => {
    if (!preload) sendToSportsbook(context.app, { type: 'sports.event.opened', eventId: params.eventId });
  },
  component: EventPage,
});
