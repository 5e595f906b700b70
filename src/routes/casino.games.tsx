// Route /casino/games: Games. The section's categories, game grid and search;
// `?q=` runs a game search at once.
import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, validateSectionSearch } from '../features/casino/section-page';

export const Route = createFileRoute('/casino/games')({
  staticData: { crumb: 'nav.games' },
  validateSearch: validateSectionSearch,
  component: () => <SectionPage section="games" />,
});
