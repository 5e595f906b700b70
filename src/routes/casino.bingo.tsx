// Route /casino/bingo: Bingo game section.
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/casino/bingo')({
  staticData: { crumb: 'nav.bingo' },
  component: RoutePage,
});
