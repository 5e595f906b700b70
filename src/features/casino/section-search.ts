// The casino section routes' validated `q` search parameter (a game search to run, e.g. the Aviator menu
// entry's /casino/slot?q=Aviator). Its own module because the route tree, which is in every first load,
// validates it: importing it from section-page.tsx put the whole catalogue into the home page's load.

export interface SectionSearch {
  q?: string;
}

/** Keeps a non-empty text `q` (at most 100 characters, as the search call allows); drops anything else. */
export function validateSectionSearch(search: Record<string, unknown>): SectionSearch {
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
  return q ? { q } : {};
}
