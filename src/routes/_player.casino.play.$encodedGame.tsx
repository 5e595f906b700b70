// Route /casino/play/{encodedGame}: the desktop game page (spec §2); the parameter is the game as
// JSON, base64 encoded, and the game's name is the page's label. Players only.
import { createFileRoute } from '@tanstack/react-router';
import { decodeGame } from '../app/game-param';
import { PlayPage } from '../features/casino/play-page';
import type { CrumbContext } from '../router';

const gameName = ({ params, t }: CrumbContext) => decodeGame(params.encodedGame ?? '')?.name ?? t('nav.play');

export const Route = createFileRoute('/_player/casino/play/$encodedGame')({
  staticData: { crumb: gameName },
  component: PlayRoute,
});

function PlayRoute() {
  const { encodedGame } = Route.useParams();
  return <PlayPage encodedGame={encodedGame} />;
}
