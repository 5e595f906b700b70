// Route /casino/fairness: the provably fair verification page (issue 6), open to guests for typed-in
// seeds; `?round=` (from the game history) verifies that round of the player at once.
import { createFileRoute } from '@tanstack/react-router';
import { FairnessPage } from '../features/game-history/fairness-page';
import { RoutePage } from '../layout/route-page';

interface FairnessSearch {
  round?: string;
}

export const Route = createFileRoute('/casino/fairness')({
  staticData: { crumb: 'nav.fairness' },
  validateSearch: (search: Record<string, unknown>): FairnessSearch =>
    typeof search.round === 'string' && /^[\w:-]{1,100}$/.test(search.round) ? { round: search.round } : {},
  component: FairnessRoute,
});

function FairnessRoute() {
  const { round } = Route.useSearch();
  return (
    <RoutePage>
      <FairnessPage key={round ?? ''} roundId={round ?? null} />
    </RoutePage>
  );
}
