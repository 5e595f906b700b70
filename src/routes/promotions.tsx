// Route /promotions: Promotions, with the detail dialog.
import { createFileRoute } from '@tanstack/react-router';
import { PromotionsPage } from '../features/promotions/promotions-page';

export const Route = createFileRoute('/promotions')({
  staticData: { crumb: 'nav.promotions' },
  component: PromotionsPage,
});
