// Route /livespor/fcg: Live sports on the FCG sportsbook, badged High Rate.
import { createFileRoute } from '@tanstack/react-router';
import { SportsbookPage } from '../features/sports/sportsbook-page';

export const Route = createFileRoute('/livespor/fcg')({
  staticData: { crumb: 'nav.fcg', badge: 'badge.highRate' },
  component: () => <SportsbookPage book="fcg" live={true} />,
});
