// Route /livespor/: in play in our sportsbook: for now today's and running events (issue 17; the next
// issue brings live betting). The providers' live books stay at /livespor/fcg and /livespor/betco.
import { createFileRoute } from '@tanstack/react-router';
import { sendToSportsbook } from '../features/sports/send';
import { LivePage } from '../features/sports/league-page';

export const Route = createFileRoute('/livespor/')({
  staticData: { crumb: 'nav.liveSports' },
  // On entering the page (and on a new id while on it), not in the loader: a link's hover preloads the
  // route, and the click then reuses that preload without running the loader again.
  onEnter: (match) => sendToSportsbook(match.context.app, { type: 'sports.live.opened' }),
  onStay: (match) => sendToSportsbook(match.context.app, { type: 'sports.live.opened' }),
  component: LivePage,
});
