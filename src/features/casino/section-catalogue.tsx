// A casino section's screen (spec §2): the section's categories as chips (a default image when a
// category has none), the game search, and the grid that pages as the player scrolls. The catalogue
// machine holds all of it; this renders its snapshot and sends its events.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSite } from '../../../machines/app/app.selectors';
import { gameCatalogueActors } from '../../../machines/game-catalogue/game-catalogue.actors';
import { gameCatalogueMachine } from '../../../machines/game-catalogue/game-catalogue.machine';
import {
  type CasinoSection,
  sectionCategories,
  selectCategories,
  selectGames,
  selectHasFailed,
  selectHasMore,
  selectIsEmptyResult,
  selectIsEmptyTermRefused,
  selectIsLoading,
  selectIsSearching,
  selectSearchTerm,
  selectSelectedCategoryId,
} from '../../../machines/game-catalogue/game-catalogue.selectors';
import { cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { gameGrid } from '../../../styled-system/recipes/game-grid';
import { useApi, useAppActor, useT } from '../../app/app-context';
import defaultImage from '../../assets/category-default.svg';
import { CloseIcon, SearchIcon } from '../../ui/icons';
import { GameCard } from './game-card';
import { HeartIcon } from './heart-icon';
import { useEndWatcher, useFocusOnSearchLink } from './hooks';
import { useSystemActor } from '../../app/use-system-actor';

/** The cards a phone (two columns) or a desktop's first row shows without scrolling: their images load eagerly. */
const FIRST_SCREEN_CARDS = 6;

export function SectionCatalogue(props: { section: CasinoSection; query: string | null }) {
  const t = useT();
  const app = useAppActor();
  const api = useApi();
  const site = useSelector(app, selectSite);
  const endWatcher = useEndWatcher();
  const logic = useMemo(() => gameCatalogueMachine.provide({ actors: gameCatalogueActors(api) }), [api]);
  const actor = useSystemActor('gameCatalogue', logic, {
      categories: sectionCategories(site?.casinoCategories ?? [], props.section),
      live: props.section === 'live',
      query: props.query,
      watchEnd: endWatcher.watch,
    });
  const categories = useSelector(actor, selectCategories);
  const selectedId = useSelector(actor, selectSelectedCategoryId);
  const games = useSelector(actor, selectGames);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  const hasMore = useSelector(actor, selectHasMore);
  const empty = useSelector(actor, selectIsEmptyResult);
  const searching = useSelector(actor, selectIsSearching);
  const term = useSelector(actor, selectSearchTerm);
  const refused = useSelector(actor, selectIsEmptyTermRefused);
  const styles = gameGrid();
  const searchInput = useFocusOnSearchLink();

  return (
    <section data-testid="casino-section" data-section={props.section}>
      <div className={styles.toolbar}>
        {categories.length > 0 ? (
          <ul className={styles.chips} aria-label={t('casino.categories')} data-testid="category-chips">
            {/* Issue 13: My favourites, a category of the player's own (its page asks guests to log in). */}
            <li>
              <Link to="/casino/favorites" className={styles.chip} data-testid="favorites-chip">
                <HeartIcon width={24} height={24} />
                {t('casino.favorites')}
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category.id}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={category.id === selectedId}
                  onClick={() => actor.send({ type: 'catalogue.category.selected', id: category.id })}
                >
                  <img src={category.imageUrl ?? defaultImage} alt="" loading="lazy" width={24} height={24} />
                  {category.name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <form
          role="search"
          className={styles.search}
          id="game-search"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const value = new FormData(event.currentTarget).get('search');
            actor.send({ type: 'catalogue.search.submitted', term: typeof value === 'string' ? value : '' });
          }}
        >
          <input
            ref={searchInput}
            id="game-search-input"
            name="search"
            type="search"
            className={styles.searchInput}
            placeholder={t('casino.searchPlaceholder')}
            aria-label={t('casino.search')}
            defaultValue={props.query ?? ''}
            aria-invalid={refused}
            aria-describedby={refused ? 'game-search-error' : undefined}
            enterKeyHint="search"
          />
          <button type="submit" className={button({ variant: 'solid', size: 'icon' })} aria-label={t('casino.searchSubmit')}>
            <SearchIcon />
          </button>
          {searching ? (
            <button
              type="reset"
              className={button({ variant: 'ghost', palette: 'neutral', size: 'icon' })}
              aria-label={t('casino.searchClear')}
              onClick={() => actor.send({ type: 'catalogue.search.cleared' })}
            >
              <CloseIcon />
            </button>
          ) : null}
        </form>
      </div>
      {refused ? (
        <p id="game-search-error" role="alert" className={styles.status} data-testid="search-refused">
          {t('casino.searchEmpty')}
        </p>
      ) : null}
      {searching ? <h2 className={styles.status}>{t('casino.searchResults', { term })}</h2> : null}
      <ul className={styles.grid} data-testid="game-grid" aria-busy={loading}>
        {games.map((game, index) => (
          <GameCard key={`${game.mainProviderId}:${game.gameCode}`} game={game} first={index < FIRST_SCREEN_CARDS} />
        ))}
      </ul>
      {hasMore ? <div ref={endWatcher.ref} className={styles.end} data-testid="grid-end" aria-hidden /> : null}
      {loading ? (
        <p role="status" className={styles.status}>
          {t('casino.loadingMore')}
        </p>
      ) : null}
      {failed ? (
        <div role="alert" className={styles.status}>
          <p>{t('casino.loadFailed')}</p>
          <button type="button" className={cx(button({ variant: 'outline' }))} onClick={() => actor.send({ type: 'catalogue.retry' })}>
            {t('casino.retry')}
          </button>
        </div>
      ) : null}
      {empty ? (
        <p className={styles.status} data-testid="no-games">
          {searching ? t('casino.noResults') : t('casino.noGames')}
        </p>
      ) : null}
    </section>
  );
}
