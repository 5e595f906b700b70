// The casino section routes' shared parts: the validated `q` search parameter (a game search to run,
// e.g. the Aviator menu entry's /casino/slot?q=Aviator) and the page: heading, crumb and catalogue.
import { useSearch } from '@tanstack/react-router';
import type { CasinoSection } from '../../../machines/game-catalogue/game-catalogue.selectors';
import { RoutePage } from '../../layout/route-page';
import { SectionCatalogue } from './section-catalogue';
import { validateSectionSearch } from './section-search';

export { type SectionSearch, validateSectionSearch } from './section-search';

export function SectionPage({ section }: { section: CasinoSection }) {
  const q = useSearch({ strict: false, select: (search: Record<string, unknown>) => validateSectionSearch(search).q ?? null });
  return (
    <RoutePage>
      {/* A new search in the address starts the catalogue afresh. */}
      <SectionCatalogue key={`${section}:${q ?? ''}`} section={section} query={q} />
    </RoutePage>
  );
}
