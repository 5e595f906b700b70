// The bet slip reachable from every screen: a floating button with the selection count (on our book's
// pages always, elsewhere while the slip holds something) that pulls up the slip as a bottom sheet on
// a phone (a side sheet on a desktop). On our book's pages from 1280 px the slip is a panel beside
// the page instead. Loaded with the sportsbook (slip-dock-host.tsx); the sheet's code arrives when it
// first opens.
import { useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { betSlipMachine } from '../../../machines/bet-slip/bet-slip.machine';
import type { sportsbookMachine } from '../../../machines/sportsbook/sportsbook.machine';
import { betSlip } from '../../theme/recipes/sports';
import { useAppActor, useT } from '../../app/app-context';

const SlipSheet = lazy(() => import('./slip-sheet'));

/** Our book's pages (the providers' frames under /spor/fcg and /spor/betco are not). */
export const isOwnBookPath = (path: string) => /^\/(spor|livespor)(\/(lig|mac)\/.*)?\/?$/.test(path);

export default function SlipDock() {
  const t = useT();
  const app = useAppActor();
  const loader = useSelector(app, (snapshot) => snapshot.context.sportsbook);
  const sportsbook = useSelector(loader, (snapshot) => snapshot.context.sportsbook as ActorRefFrom<typeof sportsbookMachine> | null);
  const slip = useSelector(sportsbook ?? undefined, (snapshot) => (snapshot ? (snapshot.context.slip as ActorRefFrom<typeof betSlipMachine>) : null));
  const count = useSelector(slip ?? undefined, (snapshot) => snapshot?.context.selections.length ?? 0);
  const open = useSelector(slip ?? undefined, (snapshot) => snapshot?.matches({ sheet: 'open' }) ?? false);
  const onBook = useLocation({ select: (location) => isOwnBookPath(location.pathname) });
  const styles = betSlip();
  if (!slip || (count === 0 && !onBook)) return null;
  return (
    <>
      <button
        type="button"
        className={styles.dock}
        data-beside-panel={onBook}
        data-testid="slip-dock"
        aria-label={t('slip.open', { count })}
        onClick={() => loader.send({ type: 'slip.sheet.opened' })}
      >
        {t('slip.title')}
        <span className={styles.badge}>{count}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SlipSheet />
        </Suspense>
      ) : null}
    </>
  );
}
