// The frame every back-office screen draws itself in: the role's read permission decides between the
// screen and "no access" (the server refuses on its own), and the screen's actor (spawned by the root
// actor when the route opened it) is handed to the screen once it exists. Plus the list's three
// states every screen shares: failed with a retry, loading, and empty.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectMaySee, selectScreen } from '../../machines/backoffice-app/backoffice-app.selectors';
import type { BackofficeContext, Screen } from '../../machines/backoffice-app/backoffice-app.machine';
import { button } from '../../styled-system/recipes/button';
import { useBackoffice } from './app/context';
import type { BackofficeTextKey } from './i18n';
import { card, table, toolbar } from './theme';

type ScreenRef<S extends Screen> = NonNullable<BackofficeContext['screens'][S]>;

export function ScreenFrame<S extends Screen>({ screen, children }: { screen: S; children: (ref: ScreenRef<S>) => ReactNode }) {
  const { actor } = useBackoffice();
  const maySee = useSelector(actor, selectMaySee(screen));
  const ref = useSelector(actor, selectScreen(screen));
  if (!maySee) return <Forbidden />;
  return ref ? <>{children(ref as ScreenRef<S>)}</> : null;
}

export function Forbidden() {
  const { t } = useBackoffice();
  const styles = card();
  return (
    <section className={styles.root} data-testid="bo-forbidden">
      <h1 className={styles.title}>{t('forbidden.title')}</h1>
    </section>
  );
}

/** A list's read: failed (with a retry), still loading, empty, or its rows. */
export function ListState({ failed, loaded, empty, failedText, emptyText, onRetry, children }: {
  failed: boolean;
  loaded: boolean;
  empty: boolean;
  failedText: BackofficeTextKey;
  emptyText: BackofficeTextKey;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useBackoffice();
  const styles = table();
  if (failed)
    return (
      <div className={toolbar()}>
        <p>{t(failedText)}</p>
        <button type="button" className={button({ size: 'sm', variant: 'outline' })} onClick={onRetry}>
          {t('content.retry')}
        </button>
      </div>
    );
  if (!loaded) return <p className={styles.empty}>{t('shell.loading')}</p>;
  if (empty) return <p className={styles.empty}>{t(emptyText)}</p>;
  return <>{children}</>;
}
