// Runs the responsible gaming page machine in the app's actor system with its UI effects bound here:
// toasts, ending the session after an exclusion or closure, and telling the session watcher.
import { useMemo, useRef } from 'react';
import { responsibleGamingActors } from '../../../machines/responsible-gaming/responsible-gaming.actors';
import { responsibleGamingMachine } from '../../../machines/responsible-gaming/responsible-gaming.machine';
import { useApi, useAppActor, useT } from '../../app/app-context';
import { useSystemActor } from '../../app/use-system-actor';
import { dashboardEffects } from '../dashboard/use-page-actor';

export const WATCHER_ID = 'responsibleSession';

export function useResponsibleActor() {
  const app = useAppActor();
  const api = useApi();
  const t = useT();
  const translator = useRef(t);
  translator.current = t;
  const machine = useMemo(() => {
    const effects = dashboardEffects(() => translator.current);
    return responsibleGamingMachine.provide({
      actions: {
        'notify success': effects['notify success'],
        'notify failure': effects['notify failure'],
        // The server revoked every session with the exclusion: the app becomes a guest's at once.
        'end session': () => app.send({ type: 'session.unauthorized' }),
        'tell the session watcher': () => app.system.get(WATCHER_ID)?.send({ type: 'protection.changed' }),
      },
      actors: responsibleGamingActors(api),
    });
  }, [app, api]);
  return useSystemActor(responsibleGamingMachine.id, machine);
}
