// One game of a grid (issue 6): its image (lazy below the first screen), name and provider; choosing it opens the game
// (the game launch machine decides: login, the phone's modal or the desktop page), and the heart
// toggles it as a favourite, highlighted when it is one.
import type { Game } from '../../../machines/game-launch/game-launch.actors';
import { selectIsFavorite, selectIsToggling } from '../../../machines/favorites/favorites.selectors';
import { gameGrid } from '../../../styled-system/recipes/game-grid';
import { useSend, useT } from '../../app/app-context';
import defaultImage from '../../assets/category-default.svg';
import { HeartIcon } from './heart-icon';
import { useFavoritesSelector } from './hooks';

/** `first`: the card is among the grid's first screen, so its image loads at once (the page's largest paint) rather than lazily. */
export function GameCard({ game, first = false }: { game: Game; first?: boolean }) {
  const t = useT();
  const send = useSend();
  const styles = gameGrid();
  const favorite = useFavoritesSelector((snapshot) => selectIsFavorite(snapshot, game));
  const busy = useFavoritesSelector((snapshot) => selectIsToggling(snapshot, game));
  return (
    <li className={styles.card} data-testid="game-card" data-game-code={game.gameCode}>
      <button
        type="button"
        className={styles.play}
        aria-label={t('casino.play', { name: game.name })}
        onClick={() => send({ type: 'game.open', game })}
      >
        <img
          src={game.imageUrl ?? defaultImage}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
          width={400}
          height={300}
          className={styles.image}
        />
        <span className={styles.body}>
          <span className={styles.name}>{game.name}</span>
          <span className={styles.provider}>{game.providerName}</span>
        </span>
      </button>
      <button
        type="button"
        className={styles.heart}
        aria-pressed={favorite}
        aria-label={t(favorite ? 'casino.favoriteRemove' : 'casino.favoriteAdd', { name: game.name })}
        data-busy={busy ? '' : undefined}
        data-testid="favorite-toggle"
        onClick={() => {
          if (!busy) send({ type: 'favorite.toggled', game });
        }}
      >
        <HeartIcon />
      </button>
    </li>
  );
}
