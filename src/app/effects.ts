// The UI effects machines name but do not implement (conventions habit 5): toasts, navigation and
// the page reload, bound here to the toaster store, the router and the window.
import { ApiError } from '../api/client';
import type { Translate } from '../i18n/translate';
import { notify } from '../ui/toaster';

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
    'go home': () => edge.navigateHome(),
    'reload page': () => edge.reloadPage(),
  };
}
