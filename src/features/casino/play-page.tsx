// The desktop play page /casino/play/{encodedGame} (spec §2): the game's frame filling the content
// area under its crumb. The page runs its own game frame actor with a desktop launch (a phone that
// opens the address directly gets the mobile launch).
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSite } from '../../../machines/app/app.selectors';
import { type Game, gameFrameActors } from '../../../machines/game-launch/game-launch.actors';
import { gameFrameMachine } from '../../../machines/game-launch/game-frame.machine';
import { gamePlay } from '../../../styled-system/recipes/game-play';
import { useApi, useAppActor, useT } from '../../app/app-context';
import { gameFrameEffects } from '../../app/effects';
import { decodeGame } from '../../app/game-param';
import { RoutePage } from '../../layout/route-page';
import { GameFrame } from './game-frame';
import { isPhoneViewport } from './viewport';
import { useSystemActor } from '../../app/use-system-actor';

export function PlayPage({ encodedGame }: { encodedGame: string }) {
  const t = useT();
  const game = decodeGame(encodedGame);
  return (
    <RoutePage>
      {game ? (
        <PlayingGame key={encodedGame} game={game} />
      ) : (
        <p role="alert" data-testid="bad-game">
          {t('casino.badGame')}
        </p>
      )}
    </RoutePage>
  );
}

function PlayingGame({ game }: { game: Game }) {
  const app = useAppActor();
  const t = useT();
  const api = useApi();
  const site = useSelector(app, selectSite);
  const logic = useMemo(
    () => gameFrameMachine.provide({ actions: gameFrameEffects({ translate: () => t }), actors: gameFrameActors(api) }),
    [api, t],
  );
  const actor = useSystemActor('gameFrame', logic, {
      game,
      platform: isPhoneViewport() ? 2 : 1,
      language: site?.locale === 'en' ? 'en' : 'tr',
      lobbyUrl: new URL('/', window.location.origin).toString(),
      inModal: false,
    });
  return (
    <div className={gamePlay().page} data-testid="play-page">
      <GameFrame actor={actor} name={game.name} />
    </div>
  );
}
