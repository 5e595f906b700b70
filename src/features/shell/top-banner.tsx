// The dismissible top banner announcing a domain change (spec §2): home route only, remembered when
// closed or once the visitor leaves home (the top banner machine).
import { useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectSite } from '../../../machines/app/app.selectors';
import { topBannerMachine, type WatchPath } from '../../../machines/top-banner/top-banner.machine';
import { selectDomainChange, selectIsBannerVisible } from '../../../machines/top-banner/top-banner.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useAppActor, useT } from '../../app/app-context';
import { CloseIcon } from '../../ui/icons';
import { useSystemActor } from '../../app/use-system-actor';

export function TopBanner() {
  const app = useAppActor();
  const site = useSelector(app, selectSite);
  if (!site?.domainChange) return null;
  return <TopBannerView change={site.domainChange} />;
}

function TopBannerView(props: { change: { current: string; next: string } }) {
  const t = useT();
  const router = useRouter();
  const app = useAppActor();
  const watchPath: WatchPath = (listener) =>
    router.subscribe('onResolved', (event) => listener(event.toLocation.pathname));
  const actor = useSystemActor('topBanner', topBannerMachine, {
      storage: app.getSnapshot().context.storage,
      change: props.change,
      path: router.state.location.pathname,
      watchPath,
    });
  const visible = useSelector(actor, selectIsBannerVisible);
  const change = useSelector(actor, selectDomainChange);
  if (!visible || !change) return null;
  return (
    <aside
      aria-label={t('topBanner.label')}
      data-testid="top-banner"
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        px: '4',
        py: '2',
        bg: 'accent.subtle',
        color: 'accent.text',
        fontSize: 'sm',
      })}
    >
      <p className={css({ flex: '1', textAlign: 'center' })}>{t('topBanner.text', { current: change.current, next: change.next })}</p>
      <button
        type="button"
        className={button({ variant: 'ghost', palette: 'neutral', size: 'icon' })}
        aria-label={t('topBanner.close')}
        title={t('topBanner.close')}
        onClick={() => actor.send({ type: 'banner.closed' })}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}
