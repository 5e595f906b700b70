// The signed-in frame: navigation filtered by the operator's permissions (the UI only hides; the
// server refuses on its own), who is signed in, the language, sign-out and the idle warning.
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { MouseEvent, ReactNode } from 'react';
import { selectIdleWarning, selectIsReady, selectNavigation, selectOperator } from '../../machines/backoffice-app/backoffice-app.selectors';
import { button } from '../../styled-system/recipes/button';
import { ConfirmDialog } from './confirm-dialog';
import { useBackoffice } from './app/context';
import type { BackofficeTextKey } from './i18n';
import { shell } from './theme';

export function Shell() {
  const { actor, t, locale } = useBackoffice();
  const ready = useSelector(actor, selectIsReady);
  const operator = useSelector(actor, selectOperator);
  const screens = useSelector(actor, selectNavigation);
  const path = useRouterState({ select: (state) => state.location.pathname });
  const styles = shell();
  return (
    <div className={styles.root}>
      <nav className={styles.nav} aria-label={t('app.title')}>
        <div className={styles.brand}>{t('app.title')}</div>
        {screens.map((screen) => (
          <NavLink key={screen} to={`/backoffice/${screen}`} current={path === `/backoffice/${screen}` || path.startsWith(`/backoffice/${screen}/`)} className={styles.link}>
            {t(`nav.${screen}` as BackofficeTextKey)}
          </NavLink>
        ))}
      </nav>
      <div className={styles.main}>
        <header className={styles.bar}>
          <span />
          <div className={styles.who}>
            {operator ? (
              <span data-testid="bo-operator">
                {operator.username} · {operator.role}
              </span>
            ) : null}
            <button
              type="button"
              className={button({ variant: 'ghost', palette: 'neutral', size: 'sm' })}
              onClick={() => {
                window.localStorage.setItem('lang', locale === 'tr' ? 'en' : 'tr');
                window.location.reload();
              }}
            >
              {t('shell.language')}
            </button>
            <button type="button" className={button({ variant: 'outline', palette: 'neutral', size: 'sm' })} onClick={() => actor.send({ type: 'operator.signedOut' })}>
              {t('shell.signOut')}
            </button>
          </div>
        </header>
        {ready ? <Outlet /> : <p className={styles.who}>{t('shell.loading')}</p>}
      </div>
      <IdleWarning />
    </div>
  );
}

/** A link the back office's router follows without a page load. */
export function NavLink(props: { to: string; current?: boolean; className?: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <a
      href={props.to}
      className={props.className}
      aria-current={props.current ? 'page' : undefined}
      onClick={(event: MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        router.history.push(props.to);
      }}
    >
      {props.children}
    </a>
  );
}

function IdleWarning() {
  const { actor, t } = useBackoffice();
  const open = useSelector(actor, selectIdleWarning);
  const stay = () => actor.send({ type: 'operator.stayed' });
  return <ConfirmDialog open={open} title={t('idle.title')} body={t('idle.body')} confirmLabel={t('idle.stay')} onConfirm={stay} onCancel={stay} />;
}
