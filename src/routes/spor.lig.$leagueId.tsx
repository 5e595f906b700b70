// Route /spor/lig/$leagueId: a league's events in our sportsbook.
import { createFileRoute } from '@tanstack/react-router';
import { sendToSportsbook } from '../features/sports/send';
import { LeaguePage } from '../features/sports/league-page';

export const Route = createFileRoute('/spor/lig/$leagueId')({
  staticData: { crumb: 'sportsbook.league' },
  // On entering the page (and on a new id while on it), not in the loader: a link's hover preloads the
  // route, and the click then reuses that preload without running the loader again.
  onEnter: (match) => sendToSportsbook(match.context.app, { type: 'sports.league.opened', leagueId: match.params.leagueId }),
  onStay: (match) => sendToSportsbook(match.context.app, { type: 'sports.league.opened', leagueId: match.params.leagueId }),
  component: function League() {
    return <LeaguePage leagueId={Route.useParams().leagueId} />;
  },
});
