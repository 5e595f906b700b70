// The UI effects machines name but do not implement (conventions habit 5): toasts, navigation and
// the page reload, bound here to the toaster store, the router and the window.
import { ApiError } from '../../common/contract/client';
import { encodeGame, type Game } from './game-param';
import type { Translate } from '../i18n/translate';
import { notify } from '../ui/notify';

export interface EdgeDependencies {
  /** The translator of the moment (the language can only change with a reload, but texts arrive later). */
  translate(): Translate;
  navigateHome(): void;
  reloadPage(): void;
}

/** The text for a failed call: the server's own message when it sent one (spec §8). */
export function failureMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.message) return error.message;
    return error.status === 0 ? t('errors.network') : t('errors.unexpected');
  }
  return t('errors.network');
}

export function sessionEffects(edge: EdgeDependencies) {
  return {
    'notify success': (_: unknown, params: { message: string }) => {
      if (params.message) notify.success(params.message);
    },
    'notify failure': (_: unknown, params: { error: unknown }) => {
      notify.error(failureMessage(params.error, edge.translate()));
    },
    'notify session expired': () => {
      notify.error(edge.translate()('session.expired'));
    },
    'go home': () => edge.navigateHome(),
    'reload page': () => edge.reloadPage(),
  };
}

export interface AccountEdgeDependencies extends EdgeDependencies {
  navigate(to: string): void;
  openLiveChat(): void;
}

/** Confetti's code is fetched only when a celebration fires it (spec §2), never on the first paint. */
export async function fireConfetti(params: { particleCount: number; spread: number }): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  // The library's default cannon draws in a worker made from a blob: URL, which the site's CSP
  // (worker-src 'self') refuses; a cannon of our own draws on the page's thread instead, on a
  // full-page canvas the library makes and removes. Reduced motion is honoured by the library itself.
  const cannon = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  await cannon({ particleCount: params.particleCount, spread: params.spread });
  cannon.reset();
}

/** The UI effects of the account dialogs: sign-up, recovery, phone verification, change password. */
export function accountEffects(edge: AccountEdgeDependencies) {
  return {
    ...sessionEffects(edge),
    'fire confetti': (_: unknown, params: { particleCount: number; spread: number }) => {
      void fireConfetti(params);
    },
    navigate: (_: unknown, params: { to: string }) => edge.navigate(params.to),
    'open live chat': () => edge.openLiveChat(),
  };
}

/** The dynamic deposit and withdraw dialog's effects (spec §4, §8): toasts and the payment page's tab. */
export function paymentEffects(edge: EdgeDependencies) {
  const { 'notify success': success, 'notify failure': failure } = sessionEffects(edge);
  return {
    'notify success': success,
    'notify failure': failure,
    'notify no data': () => {
      notify.error(edge.translate()('payments.noData'));
    },
    // A new tab for the gateway's page; `noopener` keeps that page from reaching back into ours.
    'open link': (_: unknown, params: { url: string }) => {
      if (/^https?:\/\//i.test(params.url)) window.open(params.url, '_blank', 'noopener');
    },
  };
}

export interface CasinoEdgeDependencies extends EdgeDependencies {
  navigate(to: string): void;
  openLogin(): void;
  refreshBalance(): void;
}

/** A game launch's failure: the server's message as an error toast (spec §8). */
export function gameFrameEffects(edge: Pick<EdgeDependencies, 'translate'>) {
  return {
    'notify failure': (_: unknown, params: { error: unknown }) => {
      notify.error(failureMessage(params.error, edge.translate()));
    },
  };
}

/** Opening games (spec §4): the login dialog for guests, the desktop play page, the post-close reload. */
export function gameLaunchEffects(edge: CasinoEdgeDependencies) {
  return {
    'ask to log in': () => edge.openLogin(),
    'open play page': (_: unknown, params: { game: Game }) => edge.navigate(`/casino/play/${encodeURIComponent(encodeGame(params.game))}`),
    // What a game changed is the balance: it is fetched again rather than reloading the whole page.
    'reload after close': () => edge.refreshBalance(),
  };
}

/** Favourites (spec §8): added is a success toast, removed a warning, with the server's text. */
export function favoriteEffects(edge: CasinoEdgeDependencies) {
  const t = () => edge.translate();
  return {
    'ask to log in': () => edge.openLogin(),
    'notify added': (_: unknown, params: { message: string }) => {
      notify.success(params.message || t()('casino.favoriteAdded'));
    },
    'notify removed': (_: unknown, params: { message: string }) => {
      notify.warning(params.message || t()('casino.favoriteRemoved'));
    },
    'notify failure': (_: unknown, params: { error: unknown }) => {
      notify.error(failureMessage(params.error, t()));
    },
  };
}

/** The bell's element in the header (desktop and the mobile bottom bar both carry one). */
export const BELL_SELECTOR = '[data-notification-bell]';

/** Shakes every bell on the page: a data attribute the theme's keyframes animate, removed when done. */
export function shakeBells(root: ParentNode = document): void {
  for (const bell of root.querySelectorAll<HTMLElement>(BELL_SELECTOR)) {
    // Dropping the attribute and reading layout restarts a shake still running when the count moves again.
    bell.removeAttribute('data-shaking');
    void bell.offsetWidth;
    bell.setAttribute('data-shaking', '');
    bell.addEventListener('animationend', () => bell.removeAttribute('data-shaking'), { once: true });
  }
}

/** The notifications' UI effect. */
export function notificationEffects() {
  return {
    'shake bell': () => shakeBells(),
  };
}

/** Calls the listener whenever the page becomes visible again (issue 7: resync after a hidden tab). */
export function watchVisibility(listener: () => void): () => void {
  const onChange = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
