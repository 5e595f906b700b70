// Route /dashboard/bets: My bets (a dashboard tile): the player's sports bets, open and settled.
import { createFileRoute } from '@tanstack/react-router';
import { sendToSportsbook } from '../features/sports/send';
import { MyBetsPage } from '../features/sports/my-bets-page';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/bets')({
  staticData: { crumb: 'nav.myBets' },
  // On entering the page (and on a new id while on it), not in the loader: a link's hover preloads the
  // route, and the click then reuses that preload without running the loader again.
  onEnter: (match) => sendToSportsbook(match.context.app, { type: 'myBets.opened' }),
  onStay: (match) => sendToSportsbook(match.context.app, { type: 'myBets.opened' }),
  component: () => (
    <RoutePage>
      <MyBetsPage />
    </RoutePage>
  ),
});
