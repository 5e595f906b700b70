// How the sportsbook's screens reach its actors: the app's loader holds the sportsbook (once its code
// arrived), the sportsbook holds the bet slip. Each hook gives the fallback until the actor exists.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { BetSlipSnapshot } from '../../../machines/bet-slip/bet-slip.selectors';
import type { sportsbookMachine } from '../../../machines/sportsbook/sportsbook.machine';
import type { SportsbookSnapshot } from '../../../machines/sportsbook/sportsbook.selectors';
import { useCallback } from 'react';
import { useAppActor } from '../../app/app-context';
import { sendToSportsbook, type SportsUiEvent } from './send';

type SportsbookRef = ActorRefFrom<typeof sportsbookMachine>;

/** The sportsbook actor, or null while its code loads. */
export function useSportsbookRef(): SportsbookRef | null {
  const loader = useSelector(useAppActor(), (snapshot) => snapshot.context.sportsbook);
  return useSelector(loader, (snapshot) => snapshot.context.sportsbook as SportsbookRef | null);
}

export function useSportsbookSelector<T>(selector: (snapshot: SportsbookSnapshot) => T, fallback: T): T {
  const sportsbook = useSportsbookRef();
  return useSelector(sportsbook ?? undefined, (snapshot) => (snapshot ? selector(snapshot) : fallback));
}

export function useSlipSelector<T>(selector: (snapshot: BetSlipSnapshot) => T, fallback: T): T {
  const slip = useSportsbookSelector((snapshot) => snapshot.context.slip, null);
  return useSelector(slip ?? undefined, (snapshot) => (snapshot ? selector(snapshot) : fallback));
}

/** The page's language for odds and dates (the bootstrap's, Turkish until it arrives). */
export function useSportsLocale(): 'tr' | 'en' {
  return useSelector(useAppActor(), (snapshot) => snapshot.context.site?.locale) === 'en' ? 'en' : 'tr';
}

/** Sends a sportsbook event (a page opened, an outcome picked, a stake typed). */
export function useSportsSend(): (event: SportsUiEvent) => void {
  const app = useAppActor();
  return useCallback((event: SportsUiEvent) => sendToSportsbook(app, event), [app]);
}
