// Route /livespor/: in play in our sportsbook (issue 18): every running event with its score, clock
// and live prices. The providers' live books stay at /livespor/fcg and /livespor/betco.
import { createFileRoute } from '@tanstack/react-router';
import { sendToSportsbook } from '../features/sports/send';
import { LiveListPage } from '../features/live-sports/live-list-page';

export const Route = createFileRoute('/livespor/')({
  staticData: { crumb: 'nav.liveSports' },
  // On entering the page (and on a new id while on it), not in the loader: a link's hover preloads the
  // route, and the click then reuses that preload without running the loader again.
  onEnter: (match) => sendToSportsbook(match.context.app, { type: 'sports.live.opened' }),
  onStay: (match) => sendToSportsbook(match.context.app, { type: 'sports.live.opened' }),
  component: LiveListPage,
});
