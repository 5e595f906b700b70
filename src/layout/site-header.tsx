// The site header (spec §2). From 900 px: the menu button (under 1100 px), logo, back and search
// buttons, and the guest or player actions. Under 900 px: the hamburger and the centred logo in the
// top bar, and a bottom bar with Register/Login for guests, or the account, balance and Deposit for
// players. The bar slides away when the page is scrolled down (the header machine).
import { Link, useCanGoBack, useLocation, useRouter } from '@tanstack/react-router';
import { selectHeaderBalanceText, selectIsBusy, selectShowsPlayer, selectUsername } from '../../machines/session/session.selectors';
import { css, cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { header } from '../../styled-system/recipes/header';
import { selectIsBarHidden } from '../../machines/header/header.selectors';
import { lazy, Suspense } from 'react';
import { useHeaderSelector, useLiveChatSelector, useSend, useSessionSelector, useT } from '../app/app-context';
import {
  BackIcon,
  ChatIcon,
  GiftIcon,
  LoginIcon,
  LogoutIcon,
  MenuIcon,
  PlusCircleIcon,
  SearchIcon,
  UserIcon,
  UserPlusIcon,
  WalletIcon,
} from '../ui/icons';
import { Logo } from '../ui/logo';
import { BellPlace } from '../features/notifications/bell-place';
import { TopBanner } from '../features/shell/top-banner';
import { PlayModalHost } from '../features/casino/play-modal-host';
import { isDialogAvailable } from './dialog-views-registry';

const SupportChatUnreadBadge = lazy(() => import('../features/support-chat/unread-badge'));
// The bell is a player's only: its code (and the notifications' selectors) loads with the player's header.
const NotificationBell = lazy(() => import('../features/notifications/notification-bell').then((module) => ({ default: module.NotificationBell })));

const desktopOnly = css({ hideBelow: 'mobile' });

export function SiteHeader() {
  const t = useT();
  const send = useSend();
  const isPlayer = useSessionSelector(selectShowsPlayer);
  const busy = useSessionSelector(selectIsBusy);
  const username = useSessionSelector(selectUsername);
  const balance = useSessionSelector(selectHeaderBalanceText);
  const canRegister = isDialogAvailable('register');
  const hidden = useHeaderSelector(selectIsBarHidden);
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const atHome = useLocation({ select: (location) => location.pathname === '/' });
  // Spec §2: the header search opens the slots, or the live casino while the player is there.
  const searchTarget = useLocation({
    select: (location) => (location.pathname.startsWith('/casino/live') ? '/casino/live' : '/casino/slot'),
  });
  const styles = header();

  const openLogin = () => send({ type: 'dialog.open', dialog: 'login' });
  const openRegister = () => send({ type: 'dialog.open', dialog: 'register' });
  const openLiveChat = () => send({ type: 'liveChat.open' });
  // Support's replies waiting while the chat panel is closed (issue 16): a badge, and said in the button's
  // name, from its own chunk once the live chat's code is here (no count exists before).
  const chatLoaded = useLiveChatSelector(() => true, false);
  const chatBadge = (testId: string) =>
    chatLoaded ? (
      <Suspense fallback={null}>
        <SupportChatUnreadBadge testId={testId} />
      </Suspense>
    ) : null;
  const liveChatButton = (
    <button
      type="button"
      className={cx(button({ variant: 'ghost', palette: 'neutral', size: 'sm' }), css({ position: 'relative' }))}
      onClick={openLiveChat}
    >
      <ChatIcon />
      {t('liveChat.open')}
      {chatBadge('live-chat-badge')}
    </button>
  );

  return (
    <>
      <TopBanner />
      <header className={styles.root} data-testid="site-header" data-hidden={hidden ? '' : undefined}>
        <div className={styles.bar}>
          <div className={styles.start}>
            <button
              type="button"
              className={cx(button({ variant: 'ghost', palette: 'neutral', size: 'icon' }), css({ hideFrom: 'menu' }))}
              aria-label={t('menu.open')}
              title={t('menu.open')}
              onClick={() => send({ type: 'menu.opened' })}
            >
              <MenuIcon />
            </button>
            <Link to="/" className={cx(styles.logo, desktopOnly)} aria-label={t('header.home')}>
              <Logo />
            </Link>
          </div>
          <div className={styles.center}>
            <Link to="/" className={cx(styles.logo, css({ hideFrom: 'mobile' }))} aria-label={t('header.home')}>
              <Logo />
            </Link>
            {canGoBack && !atHome ? (
              <button
                type="button"
                className={cx(button({ variant: 'ghost', palette: 'neutral', size: 'icon' }), desktopOnly)}
                aria-label={t('header.back')}
                title={t('header.back')}
                onClick={() => router.history.back()}
              >
                <BackIcon />
              </button>
            ) : null}
            <Link
              to={searchTarget}
              // The section page focuses its search box on arriving with this hash; already there, the
              // click focuses it at once (the same address is no new arrival).
              hash="game-search"
              onClick={() => document.getElementById('game-search-input')?.focus()}
              className={cx(button({ variant: 'ghost', palette: 'neutral', size: 'icon' }), desktopOnly)}
              aria-label={t('header.search')}
              title={t('header.search')}
            >
              <SearchIcon />
            </Link>
          </div>
          {/* Spec §2: the mobile header's live chat icon (right of the centred logo). */}
          <div className={cx(styles.end, css({ hideFrom: 'mobile' }))}>
            <button
              type="button"
              className={cx(button({ variant: 'ghost', palette: 'neutral', size: 'icon' }), css({ position: 'relative' }))}
              aria-label={t('liveChat.open')}
              title={t('liveChat.open')}
              data-testid="mobile-live-chat"
              onClick={openLiveChat}
            >
              <ChatIcon />
              {chatBadge('mobile-live-chat-badge')}
            </button>
          </div>
          <nav className={cx(styles.end, desktopOnly)} aria-label={t('header.navigation')}>
            {isPlayer ? (
              <>
                <Link to="/dashboard/bonuses" className={button({ variant: 'outline', size: 'sm' })}>
                  <GiftIcon />
                  {t('header.claimReward')}
                </Link>
                <Link to="/dashboard/deposit" className={button({ variant: 'solid', palette: 'success', size: 'sm' })}>
                  <PlusCircleIcon />
                  {t('header.deposit')}
                </Link>
                <Suspense fallback={<BellPlace />}>
                  <NotificationBell />
                </Suspense>
                <span className={styles.balance} data-testid="header-balance">
                  <span data-part="name">{username}</span>
                  <span data-part="amount" aria-label={t('header.balance')}>
                    {balance}
                  </span>
                </span>
                <Link to="/dashboard" className={button({ variant: 'ghost', palette: 'neutral', size: 'sm' })}>
                  <UserIcon />
                  {t('header.myAccount')}
                </Link>
                <button
                  type="button"
                  className={button({ variant: 'ghost', palette: 'neutral', size: 'sm' })}
                  onClick={() => send({ type: 'logout.requested' })}
                  disabled={busy}
                >
                  <LogoutIcon />
                  {t('header.logout')}
                </button>
                {liveChatButton}
              </>
            ) : (
              <>
                {canRegister ? (
                  <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={openRegister}>
                    <UserPlusIcon />
                    {t('header.register')}
                  </button>
                ) : null}
                <button type="button" className={button({ variant: 'solid', size: 'sm' })} onClick={openLogin}>
                  <LoginIcon />
                  {t('header.login')}
                </button>
                {liveChatButton}
                {/* A guest's reward needs an account first: the login dialog (spec §6). */}
                <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={openLogin}>
                  <GiftIcon />
                  {t('header.claimReward')}
                </button>
              </>
            )}
          </nav>
        </div>
      </header>
      <nav className={styles.bottomBar} aria-label={t('header.navigation')} data-testid="bottom-bar">
        {isPlayer ? (
          <>
            <Link to="/dashboard" className={styles.bottomItem}>
              <UserIcon />
              <span data-part="label">{t('header.account')}</span>
            </Link>
            <span className={cx(styles.bottomItem, styles.balance)} data-testid="bottom-balance">
              <span data-part="name">{t('header.balance')}</span>
              <span data-part="amount">{balance}</span>
            </span>
            <Suspense fallback={<BellPlace className={styles.bottomItem} />}>
              <NotificationBell className={styles.bottomItem} />
            </Suspense>
            <Link to="/dashboard/deposit" className={cx(styles.bottomItem, styles.bottomAction)}>
              <WalletIcon />
              <span data-part="label">{t('header.deposit')}</span>
            </Link>
          </>
        ) : (
          <>
            {canRegister ? (
              <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={openRegister}>
                <UserPlusIcon />
                {t('header.register')}
              </button>
            ) : null}
            <button type="button" className={button({ variant: 'solid', size: 'sm' })} onClick={openLogin}>
              <LoginIcon />
              {t('header.login')}
            </button>
          </>
        )}
      </nav>
      {/* The phone's game play modal (issue 6), opened from any screen by the game launch machine. */}
      <PlayModalHost />
    </>
  );
}
