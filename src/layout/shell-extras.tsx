// The shell's pieces around the page: the loading bar while requests run (spec §4), the start-up
// popup (spec §2) and the snowfall (spec §4, §9). The popup and the snowfall load their code only when
// they show: the popup after the page's first idle moment, the snowfall when its setting is on.
import { useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, use } from 'react';
import { selectLiveChatRef, selectSite } from '../../machines/app/app.selectors';
import { selectLoadedChild } from '../../machines/late-child/late-child.selectors';
import { selectIsLoading } from '../../machines/loading/loading.selectors';
import { selectIsPopupOpen, selectPopup } from '../../machines/popup/popup.selectors';
import { selectIsExpiryWarningOpen } from '../../machines/session/session.selectors';
import { SNOWFALL_SETTING } from '../../machines/snowfall/snowfall.setting';
import { shell } from '../../styled-system/recipes/shell';
import { useAppActor, useLoadingSelector, usePopupSelector, useSessionSelector, useT } from '../app/app-context';
import { useHasBeenIdle } from '../app/idle';

const PopupDialog = lazy(() => import('../features/shell/popup-dialog'));
const Snowfall = lazy(() => import('../features/shell/snowfall'));
const SessionExpiryDialog = lazy(() => import('../features/shell/session-expiry-dialog'));
const SupportChatDock = lazy(() => import('../features/support-chat/support-chat-dock'));

export function LoadingBar() {
  const t = useT();
  const loading = useLoadingSelector(selectIsLoading);
  const styles = shell();
  if (!loading) return null;
  return (
    <div className={styles.loadingBar} role="progressbar" aria-label={t('loading.requests')} data-testid="loading-bar">
      <div className={styles.loadingTrack} />
    </div>
  );
}

type PopupImages = ReadonlyArray<{ url: string }>;
const imageLoads = new WeakMap<PopupImages, Promise<void>>();

/**
 * Settles once the popup's images are loaded and decoded (or failed), one promise per image list. The
 * card is bottom-anchored and its images carry no size, so showing it before they arrive made it grow
 * upwards under the visitor's eyes: a layout shift of half a phone screen.
 */
function imagesLoaded(images: PopupImages): Promise<void> {
  let loaded = imageLoads.get(images);
  if (!loaded) {
    loaded = Promise.all(
      images.map((image) => {
        const element = new Image();
        element.src = image.url;
        return element.decode().catch(() => undefined);
      }),
    ).then(() => undefined);
    imageLoads.set(images, loaded);
  }
  return loaded;
}

function PopupWhenImagesLoaded(props: { images: PopupImages }) {
  use(imagesLoaded(props.images));
  return <PopupDialog />;
}

const noImages: PopupImages = [];

/** On the home page, once the browser had its first idle moment (the page comes first). */
export function StartupPopup() {
  const idle = useHasBeenIdle();
  const open = usePopupSelector(selectIsPopupOpen, false);
  const images = usePopupSelector((snapshot) => selectPopup(snapshot)?.images ?? noImages, noImages);
  const atHome = useLocation({ select: (location) => location.pathname === '/' });
  if (!idle || !open || !atHome) return null;
  return (
    <Suspense fallback={null}>
      <PopupWhenImagesLoaded images={images} />
    </Suspense>
  );
}

export function SnowfallLayer() {
  const site = useSelector(useAppActor(), selectSite);
  if (site?.settings[SNOWFALL_SETTING] !== '1') return null;
  return (
    <Suspense fallback={null}>
      <Snowfall settings={site.settings} />
    </Suspense>
  );
}

/** The session's expiry warning, loaded only when the session machine opens it (issue 12.11). */
export function SessionExpiryWarning() {
  const open = useSessionSelector(selectIsExpiryWarningOpen);
  const site = useSelector(useAppActor(), selectSite);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiryDialog locale={site?.locale === 'en' ? 'en' : 'tr'} />
    </Suspense>
  );
}

/**
 * The built-in support chat's panel (issue 16). It lives inside the live chat, whose code arrives at the
 * first interaction or the first Live Chat click (machines/late-child): its dock's code loads only then.
 */
export function DeferredSupportChat() {
  const loader = useSelector(useAppActor(), selectLiveChatRef);
  const loaded = useSelector(loader ?? undefined, (snapshot) => (snapshot ? selectLoadedChild(snapshot) !== null : false));
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <SupportChatDock />
    </Suspense>
  );
}
