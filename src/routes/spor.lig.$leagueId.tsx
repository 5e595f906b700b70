// Route /spor/lig/$leagueId: a league's events in our sportsbook.
import { createFileRoute } from '@tanstack/react-router';
import { sendToSportsbook } from '../features/sports/send';
import { LeaguePage } from '../features/sports/league-page';

export const Route = createFileRoute('/spor/lig/$leagueId')({
  staticData: { crumb: 'sportsbook.league' },
  loader: ({ context, params, preload }) => {
    if (!preload) sendToSportsbook(context.app, { type: 'sports.league.opened', leagueId: params.leagueId });
  },
  component: function League() {
    return <LeaguePage leagueId={Route.useParams().leagueId} />;
  },
});
