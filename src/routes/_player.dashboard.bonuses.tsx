// Route /dashboard/bonuses: Bonuses (a dashboard tile; Claim Reward leads here): the trial bonus
// offer and the player's bonuses with their wagering progress.
import { createFileRoute } from '@tanstack/react-router';
import { BonusesPage } from '../features/dashboard/bonuses-page';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/bonuses')({
  staticData: { crumb: 'nav.bonuses' },
  component: () => (
    <RoutePage>
      <BonusesPage />
    </RoutePage>
  ),
});
