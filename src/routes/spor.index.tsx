// Route /spor/: our own sportsbook's front page (issue 17): tree, popular and starting-soon lists,
// search. The providers' books stay at /spor/fcg and /spor/betco. The page's data is the sportsbook
// actor's (loaded with its code on first use): the loader only tells it the page opened.
import { createFileRoute } from '@tanstack/react-router';
import { sendToSportsbook } from '../features/sports/send';
import { SportsHome } from '../features/sports/sports-home';

export const Route = createFileRoute('/spor/')({
  staticData: { crumb: 'nav.sports' },
  // On entering the page (and on a new id while on it), not in the loader: a link's hover preloads the
  // route, and the click then reuses that preload without running the loader again.
  onEnter: (match) => sendToSportsbook(match.context.app, { type: 'sports.home.opened' }),
  onStay: (match) => sendToSportsbook(match.context.app, { type: 'sports.home.opened' }),
  component: SportsHome,
});
