// My favourites (issue 13): the player's favourite games as a casino grid. The favourites actor is the
// single source: a heart toggled here, on a section's grid or on a game's page adds or drops the game at
// once, and the list arrives when the player logs in. A guest is asked to log in.
import { gameGrid } from '../../../styled-system/recipes/game-grid';
import { button } from '../../../styled-system/recipes/button';
import { css } from '../../../styled-system/css';
import {
  selectFavorites,
  selectIsGuest,
  selectIsLoadingFavorites,
} from '../../../machines/favorites/favorites.selectors';
import { useSend, useT } from '../../app/app-context';
import { RoutePage } from '../../layout/route-page';
import { GameCard } from './game-card';
import { HeartIcon } from './heart-icon';
import { useFavoritesSelector } from './hooks';

export function FavoritesPage() {
  const t = useT();
  const send = useSend();
  const guest = useFavoritesSelector(selectIsGuest);
  const loading = useFavoritesSelector(selectIsLoadingFavorites);
  const games = useFavoritesSelector(selectFavorites);
  const styles = gameGrid();
  return (
    <RoutePage>
      <section data-testid="favorites-page" data-state={guest ? 'guest' : loading ? 'loading' : 'ready'}>
        {guest ? (
          <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', py: '8', textAlign: 'center' })}>
            <HeartIcon className={css({ width: '12', height: '12', color: 'accent.text' })} />
            <p>{t('favorites.guest')}</p>
            <button type="button" className={button({ variant: 'solid' })} onClick={() => send({ type: 'dialog.open', dialog: 'login' })}>
              {t('favorites.login')}
            </button>
          </div>
        ) : loading ? (
          <p role="status" className={styles.status}>
            {t('favorites.loading')}
          </p>
        ) : games.length === 0 ? (
          <p className={styles.status} data-testid="no-favorites">
            {t('favorites.empty')}
          </p>
        ) : (
          <ul className={styles.grid} data-testid="game-grid">
            {games.map((game) => (
              <GameCard key={`${game.mainProviderId}:${game.gameCode}`} game={game} />
            ))}
          </ul>
        )}
      </section>
    </RoutePage>
  );
}
