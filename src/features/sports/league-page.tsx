// /spor/lig/$leagueId: a league's events with their main prices.
import { selectIsPageFailed, selectIsPageLoading, selectLeague, selectPageEvents } from '../../../machines/sportsbook/sportsbook.selectors';
import type { EventView } from '../../../machines/sportsbook/sportsbook.types';
import { button } from '../../../styled-system/recipes/button';
import { sportsbook } from '../../theme/recipes/sports';
import { useT } from '../../app/app-context';
import { EventList } from './event-row';
import { useSportsSend, useSportsbookSelector } from './hooks';
import { SportsLayout } from './sports-layout';

const noEvents: EventView[] = [];

export function PageState(props: { children: React.ReactNode }) {
  const t = useT();
  const send = useSportsSend();
  const styles = sportsbook();
  const loading = useSportsbookSelector(selectIsPageLoading, true);
  const failed = useSportsbookSelector(selectIsPageFailed, false);
  if (failed)
    return (
      <div className={styles.notice} role="alert">
        <p>{t('sportsbook.failed')}</p>
        <button type="button" className={button({ variant: 'outline' })} onClick={() => send({ type: 'sports.page.retry' })}>
          {t('sportsbook.retry')}
        </button>
      </div>
    );
  if (loading) return <p role="status">{t('sportsbook.loading')}</p>;
  return <>{props.children}</>;
}

export function LeaguePage(props: { leagueId: string }) {
  const t = useT();
  const styles = sportsbook();
  const league = useSportsbookSelector((snapshot) => selectLeague(snapshot, props.leagueId), null);
  const events = useSportsbookSelector(selectPageEvents, noEvents);
  return (
    <SportsLayout>
      <section className={styles.section} data-testid="league-page">
        <h2 className={styles.sectionTitle}>
          {league ? `${league.categoryName} · ${league.name}` : t('sportsbook.league')}
        </h2>
        <PageState>
          <EventList events={events} />
        </PageState>
      </section>
    </SportsLayout>
  );
}

export function LivePage() {
  const t = useT();
  const styles = sportsbook();
  const events = useSportsbookSelector(selectPageEvents, noEvents);
  return (
    <SportsLayout>
      <section className={styles.section} data-testid="live-page">
        <h2 className={styles.sectionTitle}>{t('sportsbook.today')}</h2>
        <PageState>
          <EventList events={events} />
        </PageState>
      </section>
    </SportsLayout>
  );
}
