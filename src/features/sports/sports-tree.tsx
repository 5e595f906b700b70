// The sports tree: sport → country → league with event counts; a league opens its event list.
import { Link } from '@tanstack/react-router';
import { selectIsTreeFailed, selectIsTreeLoading, selectTree } from '../../../machines/sportsbook/sportsbook.selectors';
import type { TreeSport } from '../../../machines/sportsbook/sportsbook.types';
import { button } from '../../../styled-system/recipes/button';
import { sportsbook } from '../../theme/recipes/sports';
import { useT } from '../../app/app-context';
import { useSportsSend, useSportsbookSelector } from './hooks';

const noSports: TreeSport[] = [];

export function SportsTree() {
  const t = useT();
  const send = useSportsSend();
  const styles = sportsbook();
  const tree = useSportsbookSelector(selectTree, noSports);
  const loading = useSportsbookSelector(selectIsTreeLoading, true);
  const failed = useSportsbookSelector(selectIsTreeFailed, false);
  return (
    <nav aria-label={t('sportsbook.tree')} className={styles.section} data-testid="sports-tree">
      <h2 className={styles.sectionTitle}>{t('sportsbook.tree')}</h2>
      {failed ? (
        <button type="button" className={button({ variant: 'outline' })} onClick={() => send({ type: 'sports.tree.retry' })}>
          {t('sportsbook.retry')}
        </button>
      ) : loading && tree.length === 0 ? (
        <p role="status">{t('sportsbook.loading')}</p>
      ) : (
        tree.map((sport, index) => (
          <details key={sport.id} className={styles.treeSport} open={index === 0}>
            <summary className={styles.treeSummary}>
              <span>{sport.name}</span>
              <span className={styles.count}>{sport.count}</span>
            </summary>
            {sport.categories.map((category) => (
              <details key={category.id} className={styles.treeSport}>
                <summary className={styles.treeSummary}>
                  <span>{category.name}</span>
                  <span className={styles.count}>{category.count}</span>
                </summary>
                <ul className={styles.treeList}>
                  {category.leagues.map((league) => (
                    <li key={league.id}>
                      <Link to="/spor/lig/$leagueId" params={{ leagueId: league.id }} className={styles.treeLink} data-testid="tree-league">
                        <span>{league.name}</span>
                        <span className={styles.count}>{league.count}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </details>
        ))
      )}
    </nav>
  );
}
