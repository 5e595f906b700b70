// How casino components reach the app's game launch and favourites actors, and the watcher that tells
// a catalogue actor the end of its grid came into view (an IntersectionObserver, the browser's side of
// the machine's `watchEnd` port), and the focus the header's search link hands to the game search.
import { useSelector } from '@xstate/react';
import { useLocation } from '@tanstack/react-router';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { selectFavoritesRef, selectGameLaunchRef } from '../../../machines/app/app.selectors';
import type { WatchEnd } from '../../../machines/game-catalogue/game-catalogue.actors';
import type { FavoritesSnapshot } from '../../../machines/favorites/favorites.selectors';
import type { GameLaunchSnapshot } from '../../../machines/game-launch/game-launch.selectors';
import { selectLoadedChild } from '../../../machines/late-child/late-child.selectors';
import { useAppActor } from '../../app/app-context';

/**
 * Reads the game launch. Its code arrives with the first game opened or the first interaction
 * (machines/late-child): until then no game is open, and the selector gets `fallback` (the play modal
 * mounts only once a game opened, so it always reads the real one).
 */
export function useGameLaunchSelector<T>(selector: (snapshot: GameLaunchSnapshot) => T, fallback?: T): T {
  const loader = useSelector(useAppActor(), selectGameLaunchRef);
  const launch = useSelector(loader, selectLoadedChild);
  return useSelector(launch ?? undefined, (snapshot) => (snapshot ? selector(snapshot as GameLaunchSnapshot) : (fallback as T)));
}

export function useFavoritesSelector<T>(selector: (snapshot: FavoritesSnapshot) => T): T {
  const ref = useSelector(useAppActor(), selectFavoritesRef);
  return useSelector(ref, selector);
}

export interface EndWatcher {
  /** The ref callback of the element after the grid's last row. */
  ref(element: Element | null): void;
  watch: WatchEnd;
}

/**
 * The element is attached by React and the watch started by the machine, in either order; the
 * observer fires at once when the element is already in view (the grid is shorter than the screen).
 */
export function createEndWatcher(): EndWatcher {
  let element: Element | null = null;
  let listener: (() => void) | null = null;
  let observer: IntersectionObserver | null = null;
  const observe = () => {
    observer?.disconnect();
    observer = null;
    if (!element || !listener || typeof IntersectionObserver === 'undefined') return;
    const notify = listener;
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) notify();
      },
      // Start the next page a little before the player reaches the end.
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(element);
  };
  return {
    ref(next) {
      element = next;
      observe();
    },
    watch(next) {
      listener = next;
      observe();
      return () => {
        listener = null;
        observer?.disconnect();
        observer = null;
      };
    },
  };
}

export function useEndWatcher(): EndWatcher {
  return useMemo(createEndWatcher, []);
}

/** The hash the header's search button navigates with: the section page focuses its search box. */
export const GAME_SEARCH_HASH = 'game-search';

/**
 * Focuses the game search box on each arrival through the header's search link (issue 13): every
 * navigation has its own history key, so a second click while already on the page focuses it again.
 * A DOM effect only; no business state.
 */
export function useFocusOnSearchLink(): RefObject<HTMLInputElement | null> {
  const input = useRef<HTMLInputElement>(null);
  const arrival = useLocation({
    select: (location) => (location.hash === GAME_SEARCH_HASH ? (location.state.__TSR_key ?? location.href) : null),
  });
  useEffect(() => {
    if (arrival !== null) input.current?.focus();
  }, [arrival]);
  return input;
}
