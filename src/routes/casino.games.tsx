// Route /casino/games: Games. The section's categories, game grid and search;
// `?q=` runs a game search at once.
import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../features/casino/section-page';
import { validateSectionSearch } from '../features/casino/section-search';

export const Route = createFileRoute('/casino/games')({
  staticData: { crumb: 'nav.games' },
  validateSearch: validateSectionSearch,
  component: () => <SectionPage section="games" />,
});
