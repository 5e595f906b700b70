// The casino section routes' shared parts: the validated `q` search parameter (a game search to run,
// e.g. the Aviator menu entry's /casino/slot?q=Aviator) and the page: heading, crumb and catalogue.
import { useSearch } from '@tanstack/react-router';
import type { CasinoSection } from '../../../machines/game-catalogue/game-catalogue.selectors';
import { RoutePage } from '../../layout/route-page';
import { SectionCatalogue } from './section-catalogue';

export interface SectionSearch {
  q?: string;
}

/** Keeps a non-empty text `q` (at most 100 characters, as the search call allows); drops anything else. */
export function validateSectionSearch(search: Record<string, unknown>): SectionSearch {
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
  return q ? { q } : {};
}

export function SectionPage({ section }: { section: CasinoSection }) {
  const q = useSearch({ strict: false, select: (search: Record<string, unknown>) => validateSectionSearch(search).q ?? null });
  return (
    <RoutePage>
      {/* A new search in the address starts the catalogue afresh. */}
      <SectionCatalogue key={`${section}:${q ?? ''}`} section={section} query={q} />
    </RoutePage>
  );
}
