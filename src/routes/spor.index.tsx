// Route /spor/: Sports.
import { createFileRoute } from '@tanstack/react-router';
import { SportsIndexPage } from '../features/sports/sportsbook-page';

export const Route = createFileRoute('/spor/')({
  staticData: { crumb: 'nav.sports' },
  component: () => <SportsIndexPage live={false} />,
});
