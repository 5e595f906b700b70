// Route /dashboard/bets: My bets (a dashboard tile): the player's sports bets, open and settled.
import { createFileRoute } from '@tanstack/react-router';
import { sendToSportsbook } from '../features/sports/send';
import { MyBetsPage } from '../features/sports/my-bets-page';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/bets')({
  staticData: { crumb: 'nav.myBets' },
  loader: ({ context, preload }) => {
    if (!preload) sendToSportsbook(context.app, { type: 'myBets.opened' });
  },
  component: () => (
    <RoutePage>
      <MyBetsPage />
    </RoutePage>
  ),
});
