// Route /dashboard/game-history: Game history (a dashboard tile): the player's rounds and their recall.
import { createFileRoute } from '@tanstack/react-router';
import { GameHistoryPage } from '../features/game-history/game-history-page';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/game-history')({
  staticData: { crumb: 'nav.gameHistory' },
  component: () => (
    <RoutePage>
      <GameHistoryPage />
    </RoutePage>
  ),
});
