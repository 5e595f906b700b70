// While a player is logged in, the session watcher (machines/responsible-session) runs in the app's
// actor system under the fixed id 'responsibleSession' (the settings page tells it when the rules
// change), and its reality check dialog pauses play: time played (h:mm:ss), this session's stakes and
// net result, with continue, history and log out. A reached session limit logs out with a message.
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { formatTry } from '../../../common/money-format';
import { responsibleSessionActors } from '../../../machines/responsible-session/responsible-session.actors';
import { responsibleSessionMachine } from '../../../machines/responsible-session/responsible-session.machine';
import { formatPlayed, selectFigures, selectIsRealityCheckOpen, selectPlayedSeconds } from '../../../machines/responsible-session/responsible-session.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useApi, useAppActor, useT } from '../../app/app-context';
import { SiteDialog } from '../../ui/dialog';
import { notify } from '../../ui/notify';
import { facts } from '../dashboard/dashboard-ui';
import { usePageLocale } from '../dashboard/use-page-actor';
import { WATCHER_ID } from './use-responsible-actor';

type WatcherRef = ActorRefFrom<typeof responsibleSessionMachine>;


function useWatcher(): WatcherRef {
  const app = useAppActor();
  const api = useApi();
  const navigate = useNavigate();
  const t = useT();
  const translator = useRef(t);
  translator.current = t;
  const start = () => {
    const logic = responsibleSessionMachine.provide({
      actions: {
        'open history': () => void navigate({ to: '/dashboard/game-history' }),
        'log out': () => app.send({ type: 'logout.requested' }),
        'log out at the session limit': () => {
          notify.warning(translator.current('realityCheck.sessionLimit'));
          app.send({ type: 'logout.requested' });
        },
      },
      actors: responsibleSessionActors(api),
    });
    app.send({ type: 'page.actor.started', id: WATCHER_ID, logic, input: { now: () => Date.now() } });
    return app.getSnapshot().children[WATCHER_ID as never] as unknown as AnyActorRef;
  };
  const actor = useRef<AnyActorRef | null>(null);
  actor.current ??= start();
  useEffect(() => {
    if (actor.current?.getSnapshot().status === 'stopped') actor.current = start();
    return () => app.send({ type: 'page.actor.stopped', id: WATCHER_ID });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return actor.current as WatcherRef;
}

export function SessionWatch() {
  const actor = useWatcher();
  return <RealityCheckDialog actor={actor} />;
}

function RealityCheckDialog({ actor }: { actor: WatcherRef }) {
  const t = useT();
  const locale = usePageLocale();
  const open = useSelector(actor, selectIsRealityCheckOpen);
  const figures = useSelector(actor, selectFigures);
  const played = useSelector(actor, selectPlayedSeconds);
  return (
    <SiteDialog
      open={open}
      // Play stays paused until the player chooses: closing the dialog is continuing.
      onClose={() => actor.send({ type: 'realityCheck.continued' })}
      closeOnInteractOutside={false}
      title={t('realityCheck.title')}
      closeLabel={t('dialog.close')}
      size="small"
      footer={
        <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap', width: 'full' })}>
          <button type="button" className={button({ variant: 'outline' })} onClick={() => actor.send({ type: 'realityCheck.history' })}>
            {t('realityCheck.history')}
          </button>
          <button type="button" className={button({ variant: 'outline', palette: 'danger' })} onClick={() => actor.send({ type: 'realityCheck.logout' })}>
            {t('realityCheck.logout')}
          </button>
          <button type="button" className={button({ variant: 'solid' })} onClick={() => actor.send({ type: 'realityCheck.continued' })}>
            {t('realityCheck.continue')}
          </button>
        </div>
      }
    >
      <dl className={facts} data-testid="reality-check">
        <div>
          <dt>{t('realityCheck.played')}</dt>
          <dd data-testid="reality-check-played">{formatPlayed(played)}</dd>
        </div>
        <div>
          <dt>{t('realityCheck.stakes')}</dt>
          <dd>{formatTry(figures?.stakes ?? 0, locale)}</dd>
        </div>
        <div>
          <dt>{t('realityCheck.net')}</dt>
          <dd>{formatTry(figures?.net ?? 0, locale)}</dd>
        </div>
      </dl>
    </SiteDialog>
  );
}
