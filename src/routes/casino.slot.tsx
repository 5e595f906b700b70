// Route /casino/slot: Slots: the default target of the header search (spec §2).
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/casino/slot')({
  staticData: { crumb: 'nav.slot' },
  component: RoutePage,
});
