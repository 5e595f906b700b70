// Route /casino/live: Live casino; the header search targets it while the player is here. The section's categories, game grid and search;
// `?q=` runs a game search at once.
import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../features/casino/section-page';
import { validateSectionSearch } from '../features/casino/section-search';

export const Route = createFileRoute('/casino/live')({
  staticData: { crumb: 'nav.liveCasino' },
  validateSearch: validateSectionSearch,
  component: () => <SectionPage section="live" />,
});
