// Route /casino/slot: Slots: the default target of the header search (spec §2). The section's categories, game grid and search;
// `?q=` runs a game search at once.
import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../features/casino/section-page';
import { validateSectionSearch } from '../features/casino/section-search';

export const Route = createFileRoute('/casino/slot')({
  staticData: { crumb: 'nav.slot' },
  validateSearch: validateSectionSearch,
  component: () => <SectionPage section="slot" />,
});
