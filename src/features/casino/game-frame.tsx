// The game's frame (spec §2, §4): 'Loading...' until the frame's document loaded, the reload notice
// at the bottom centre while a refresh runs. A failed launch shows one calm message in place of the
// game (the server's reason under a plain heading, a small icon, no toast repeating it), a way back to
// the lobby, Try again, and the house's games to play instead (issue 13 point 7). A game
// page is framed by its address; SoftGamings' HTML-with-script answer only ever goes into a sandboxed
// frame's srcdoc: scripts run there but, without allow-same-origin, in an opaque origin that cannot
// reach this page, its storage or its cookies (never injected into our document).
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { gameFrameMachine } from '../../../machines/game-launch/game-frame.machine';
import {
  selectFrameContent,
  selectFrameError,
  selectFrameSuggestions,
  selectIsFrameLoading,
  selectIsReloading,
} from '../../../machines/game-launch/game-launch.selectors';
import { button } from '../../../styled-system/recipes/button';
import { gameGrid } from '../../../styled-system/recipes/game-grid';
import { gamePlay } from '../../../styled-system/recipes/game-play';
import { useT } from '../../app/app-context';
import { AlertIcon, SpinnerIcon } from '../../ui/icons';
import { GameCard } from './game-card';

/** What SoftGamings' script may do in its frame: run, post its forms, open its own windows. */
export const SOFTGAMINGS_SANDBOX = 'allow-scripts allow-forms allow-popups';

export interface GameFrameProps {
  actor: ActorRefFrom<typeof gameFrameMachine>;
  name: string;
  /** In the phone's modal: back to the lobby closes the modal; on the play page it is a link. */
  onBackToLobby?: () => void;
}

export function GameFrame(props: GameFrameProps) {
  const t = useT();
  const { actor } = props;
  const content = useSelector(actor, selectFrameContent);
  const loading = useSelector(actor, selectIsFrameLoading);
  const reloading = useSelector(actor, selectIsReloading);
  const error = useSelector(actor, selectFrameError);
  const suggestions = useSelector(actor, selectFrameSuggestions);
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
        <section className={styles.failure} aria-labelledby="game-failed-title" data-testid="game-failed">
          <div className={styles.failureMessage} role="alert">
            <AlertIcon />
            <div>
              <h2 id="game-failed-title">{t('casino.unavailableTitle', { name: props.name })}</h2>
              <p>{error || t('casino.launchFailed')}</p>
            </div>
          </div>
          <div className={styles.failureActions}>
            {props.onBackToLobby ? (
              <button type="button" className={button({ variant: 'solid', size: 'sm' })} onClick={props.onBackToLobby}>
                {t('casino.backToLobby')}
              </button>
            ) : (
              <Link to="/casino/slot" className={button({ variant: 'solid', size: 'sm' })}>
                {t('casino.backToLobby')}
              </Link>
            )}
            <button type="button" className={button({ variant: 'outline', palette: 'neutral', size: 'sm' })} onClick={() => actor.send({ type: 'game.reload' })}>
              {t('casino.tryAgain')}
            </button>
          </div>
          {suggestions.length > 0 ? (
            <div className={styles.suggestions} data-testid="game-suggestions">
              <h3>{t('casino.suggestions')}</h3>
              <ul className={gameGrid().grid}>
                {suggestions.map((game) => (
                  <GameCard key={`${game.mainProviderId}:${game.gameCode}`} game={game} />
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
