// Route /livespor/: Live sports.
import { createFileRoute } from '@tanstack/react-router';
import { SportsIndexPage } from '../features/sports/sportsbook-page';

export const Route = createFileRoute('/livespor/')({
  staticData: { crumb: 'nav.liveSports' },
  component: () => <SportsIndexPage live={true} />,
});
