// The session watcher (session-watch.tsx) for a logged-in player only, its code (the watcher machine and
// the reality check dialog) fetched at login: a guest's first load of the site carries none of it.
import { lazy, Suspense } from 'react';
import { selectToken } from '../../../machines/session/session.selectors';
import { useSessionSelector } from '../../app/app-context';

const SessionWatch = lazy(() => import('./session-watch').then((module) => ({ default: module.SessionWatch })));

export function SessionWatchHost() {
  const token = useSessionSelector(selectToken);
  // A new login is a new session: the watcher starts again with its rules.
  return token ? (
    <Suspense fallback={null}>
      <SessionWatch key={token} />
    </Suspense>
  ) : null;
}
