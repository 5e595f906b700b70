// The site shell around every route: header, the page (or the start-up status), footer, the dialogs
// and the toasts.
import { createRootRouteWithContext, Link, Outlet, useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectStartupPhase } from '../../machines/app/app.selectors';
import { selectIsBarHidden } from '../../machines/header/header.selectors';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { shell } from '../../styled-system/recipes/shell';
import { useAppActor, useHeaderSelector, useT } from '../app/app-context';
import { DeferredSideMenuDrawer } from '../layout/deferred-side-menu-drawer';
import { DialogHost } from '../layout/dialog-views';
import { DeferredSideMenuDock } from '../layout/deferred-side-menu-dock';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';
import { DeferredSupportChat, LoadingBar, SessionExpiryWarning, SnowfallLayer, StartupPopup } from '../layout/shell-extras';
import { SlipDockHost } from '../features/sports/slip-dock-host';
import { SessionWatchHost } from '../features/responsible-gaming/session-watch-host';
import { StartupFailed, StartupLoading } from '../layout/startup-status';
import type { RouterContext } from '../router';
import { DeferredToastViewport } from '../ui/deferred-toast-viewport';

export const Route = createRootRouteWithContext<RouterContext>()({
  staticData: { crumb: 'nav.home' },
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const t = useT();
  const phase = useSelector(useAppActor(), selectStartupPhase);
  const headerHidden = useHeaderSelector(selectIsBarHidden);
  const path = useLocation({ select: (location) => location.pathname });
  return (
    <div
      className={css({ minHeight: 'screenH', display: 'flex', flexDirection: 'column' })}
      // Lets the docked menu move up into the space the sliding header leaves.
      data-header-hidden={headerHidden ? '' : undefined}
    >
      <SiteHeader />
      <div className={css({ flex: '1', display: 'flex', alignItems: 'stretch' })}>
        {phase === 'running' ? <DeferredSideMenuDock /> : null}
        <div className={css({ flex: '1', minWidth: '0', display: 'flex', flexDirection: 'column' })}>
          <main
            id="content"
            className={css({
              flex: '1',
              // The footer starts below the first screen, so a page whose content arrives after its first
              // paint (a catalogue, a list) does not push a visible footer down (layout shift, issue 15).
              minHeight: 'screenH',
              width: 'full',
              maxWidth: 'page',
              mx: 'auto',
              px: { base: '4', mobile: '6' },
              pt: { base: '4', mobile: '6' },
              pb: '12',
            })}
          >
            {/* Keyed by the path, so every page fades in (spec §9: 500 ms). */}
            <div key={path} className={shell().page}>
              {phase === 'running' ? <Outlet /> : phase === 'unavailable' ? <StartupFailed /> : <StartupLoading />}
            </div>
          </main>
          <SiteFooter />
        </div>
      </div>
      <DeferredSideMenuDrawer />
      <DialogHost />
      <StartupPopup />
      <SnowfallLayer />
      <LoadingBar />
      <SessionExpiryWarning />
      <DeferredSupportChat />
      <SessionWatchHost />
      <SlipDockHost />
      <DeferredToastViewport closeLabel={t('dialog.close')} />
    </div>
  );
}

function NotFound() {
  const t = useT();
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4', py: '12' })}>
      <h1 className={css({ fontFamily: 'heading', fontSize: '2xl', fontWeight: 'bold' })}>{t('notFound.title')}</h1>
      <Link to="/" className={button({ variant: 'outline' })}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
