// Route /spor/betco: Sports on the Betco sportsbook.
import { createFileRoute } from '@tanstack/react-router';
import { SportsbookPage } from '../features/sports/sportsbook-page';

export const Route = createFileRoute('/spor/betco')({
  staticData: { crumb: 'nav.betco' },
  component: () => <SportsbookPage book="betco" live={false} />,
});
