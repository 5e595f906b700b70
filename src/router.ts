// The router: file routes (generated tree), the app actor in the router context for guards, and the
// typed route data (breadcrumb labels) every route declares.
import { createRouter } from '@tanstack/react-router';
import type { SiteData } from '../machines/startup/startup.machine';
import type { AppActor } from './app/create-app';
import type { TranslationKey } from '../common/i18n/keys';
import type { Translate } from './i18n/translate';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  app: AppActor;
  /** Where the player is now, so a blocked navigation can stay there (undefined on first load). */
  currentHref(): string | undefined;
}

export interface CrumbContext {
  params: Record<string, string>;
  site: SiteData | null;
  t: Translate;
}

/** A breadcrumb label: a text key, or a function for labels that come from data (a page's title). */
export type Crumb = TranslationKey | ((context: CrumbContext) => string);

export function createAppRouter(app: AppActor) {
  const router = createRouter({
    routeTree,
    context: { app, currentHref: () => router.state.resolvedLocation?.href },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    crumb?: Crumb;
    /** A badge next to the label (spec §2: "High Rate" on the fcg sportsbooks). */
    badge?: TranslationKey;
  }
}
