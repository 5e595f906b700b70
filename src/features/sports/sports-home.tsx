// /spor: our book's front page: search (teams and leagues, Turkish-aware), the popular and
// starting-soon lists, the tree inline on a phone, the odds format setting, and the providers' books.
import { Link } from '@tanstack/react-router';
import {
  selectIsHomeFailed,
  selectIsHomeLoading,
  selectIsSearchFailed,
  selectIsSearching,
  selectOddsFormat,
  selectPopular,
  selectQuery,
  selectSearchResults,
  selectStartingSoon,
} from '../../../machines/sportsbook/sportsbook.selectors';
import { ODDS_FORMATS, type EventView, type OddsFormat } from '../../../machines/sportsbook/sportsbook.types';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { sportsbook } from '../../theme/recipes/sports';
import { useT } from '../../app/app-context';
import { EventList } from './event-row';
import { useSportsSend, useSportsbookSelector } from './hooks';
import { SportsLayout } from './sports-layout';
import { SportsTree } from './sports-tree';

const noEvents: EventView[] = [];

export function OddsFormatSelect() {
  const t = useT();
  const send = useSportsSend();
  const styles = sportsbook();
  const format = useSportsbookSelector(selectOddsFormat, 'decimal');
  return (
    <label className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm', color: 'fg.muted' })}>
      {t('sportsbook.oddsFormat')}
      <select
        className={styles.searchInput}
        value={format}
        data-testid="odds-format"
        onChange={(event) => send({ type: 'sports.oddsFormat.chosen', format: event.target.value as OddsFormat })}
      >
        {ODDS_FORMATS.map((option) => (
          <option key={option} value={option}>
            {t(`sportsbook.format.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SportsHome() {
  const t = useT();
  const send = useSportsSend();
  const styles = sportsbook();
  const query = useSportsbookSelector(selectQuery, '');
  const results = useSportsbookSelector(selectSearchResults, null);
  const searching = useSportsbookSelector(selectIsSearching, false);
  const searchFailed = useSportsbookSelector(selectIsSearchFailed, false);
  const popular = useSportsbookSelector(selectPopular, noEvents);
  const soon = useSportsbookSelector(selectStartingSoon, noEvents);
  const loading = useSportsbookSelector(selectIsHomeLoading, true);
  const failed = useSportsbookSelector(selectIsHomeFailed, false);
  const waiting = !results && !failed && loading && popular.length === 0;
  return (
    <SportsLayout>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' })}>
        <div className={styles.search} role="search">
          <input
            type="search"
            className={styles.searchInput}
            placeholder={t('sportsbook.search')}
            aria-label={t('sportsbook.search')}
            value={query}
            data-testid="sports-search"
            onChange={(event) => send({ type: 'sports.search.changed', query: event.target.value })}
          />
        </div>
        <OddsFormatSelect />
      </div>

      {results ? (
        <section className={styles.section} aria-label={t('sportsbook.searchResults')} data-testid="sports-search-results">
          <h2 className={styles.sectionTitle}>{t('sportsbook.searchResults')}</h2>
          {searching ? (
            <p role="status">{t('sportsbook.loading')}</p>
          ) : searchFailed ? (
            <p className={styles.notice} role="alert">
              {t('sportsbook.failed')}
            </p>
          ) : results.leagues.length === 0 && results.events.length === 0 ? (
            <p className={styles.notice}>{t('sportsbook.noResults')}</p>
          ) : null}
          {results.leagues.length > 0 ? (
            <ul className={styles.chips}>
              {results.leagues.map((league) => (
                <li key={league.id}>
                  <Link to="/spor/lig/$leagueId" params={{ leagueId: league.id }} className={styles.chip}>
                    {league.name}
                    <span className={styles.count}>{league.categoryName}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {results.events.length > 0 ? <EventList events={results.events} /> : null}
        </section>
      ) : failed ? (
        <div className={styles.notice} role="alert">
          <p>{t('sportsbook.failed')}</p>
          <button type="button" className={button({ variant: 'outline' })} onClick={() => send({ type: 'sports.home.opened' })}>
            {t('sportsbook.retry')}
          </button>
        </div>
      ) : waiting ? (
        <p role="status">{t('sportsbook.loading')}</p>
      ) : (
        <>
          <section className={styles.section} data-testid="sports-popular">
            <h2 className={styles.sectionTitle}>{t('sportsbook.popular')}</h2>
            <EventList events={popular} />
          </section>
          <section className={styles.section} data-testid="sports-starting-soon">
            <h2 className={styles.sectionTitle}>{t('sportsbook.startingSoon')}</h2>
            <EventList events={soon} />
          </section>
        </>
      )}

      {/* Nothing below the lists while they load: it would paint first, then be pushed down by their
          arrival (a phone's /spor measured CLS 0.30-0.40 from that). Appearing below them afterwards moves
          nothing that was on screen. */}
      {waiting ? null : (
        <>
          {/* On a phone the tree has no column of its own: it follows the lists. */}
          <div className={css({ display: { base: 'block', mobile: 'none' } })}>
            <SportsTree />
          </div>

          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('sportsbook.otherBooks')}</h2>
            <ul className={styles.chips}>
              <li>
                <Link to="/spor/fcg" className={styles.chip}>
                  {t('nav.fcg')}
                  <span className={css({ fontSize: 'xs', fontWeight: 'bold', color: 'accent.text', textTransform: 'uppercase' })}>{t('badge.highRate')}</span>
                </Link>
              </li>
              <li>
                <Link to="/spor/betco" className={styles.chip}>
                  {t('nav.betco')}
                </Link>
              </li>
            </ul>
          </section>
        </>
      )}
    </SportsLayout>
  );
}
