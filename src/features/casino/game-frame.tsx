// The game's frame (spec §2, §4): 'Loading...' until the frame's document loaded, the reload notice
// at the bottom centre while a refresh runs, the server's message when the launch failed. A game
// page is framed by its address; SoftGamings' HTML-with-script answer only ever goes into a sandboxed
// frame's srcdoc: scripts run there but, without allow-same-origin, in an opaque origin that cannot
// reach this page, its storage or its cookies (never injected into our document).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { gameFrameMachine } from '../../../machines/game-launch/game-frame.machine';
import {
  selectFrameContent,
  selectFrameError,
  selectIsFrameLoading,
  selectIsReloading,
} from '../../../machines/game-launch/game-launch.selectors';
import { gamePlay } from '../../../styled-system/recipes';
import { useT } from '../../app/app-context';
import { AlertIcon, SpinnerIcon } from '../../ui/icons';

/** What SoftGamings' script may do in its frame: run, post its forms, open its own windows. */
export const SOFTGAMINGS_SANDBOX = 'allow-scripts allow-forms allow-popups';

export function GameFrame(props: { actor: ActorRefFrom<typeof gameFrameMachine>; name: string }) {
  const t = useT();
  const { actor } = props;
  const content = useSelector(actor, selectFrameContent);
  const loading = useSelector(actor, selectIsFrameLoading);
  const reloading = useSelector(actor, selectIsReloading);
  const error = useSelector(actor, selectFrameError);
  const styles = gamePlay();
  const title = t('casino.frameTitle', { name: props.name });
  const loaded = () => actor.send({ type: 'game.frame.loaded' });
  return (
    <div className={styles.stage} data-testid="game-stage">
      {content?.kind === 'url' ? (
        <iframe
          key={content.url}
          src={content.url}
          title={title}
          className={styles.frame}
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
          referrerPolicy="origin"
          onLoad={loaded}
          data-testid="game-frame"
        />
      ) : content?.kind === 'html' ? (
        <iframe
          srcDoc={content.html}
          sandbox={SOFTGAMINGS_SANDBOX}
          title={title}
          className={styles.frame}
          allow="autoplay; fullscreen"
          referrerPolicy="no-referrer"
          onLoad={loaded}
          data-testid="game-frame"
        />
      ) : null}
      {loading && !reloading ? (
        <div className={styles.spinner} role="status" data-testid="game-loading">
          <SpinnerIcon />
          {t('casino.loading')}
        </div>
      ) : null}
      {reloading ? (
        <p className={styles.notice} role="status" data-testid="game-reloading">
          {t('casino.reloading')}
        </p>
      ) : null}
      {error !== null ? (
        <div className={styles.failure} role="alert" data-testid="game-failed">
          <AlertIcon />
          <p>{error || t('casino.launchFailed')}</p>
        </div>
      ) : null}
    </div>
  );
}
