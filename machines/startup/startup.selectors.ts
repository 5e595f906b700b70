// Named selectors over the start-up snapshot and its output (the site data).
import type { SnapshotFrom } from 'xstate';
import type { SiteData, startupMachine } from './startup.machine';

export type StartupSnapshot = SnapshotFrom<typeof startupMachine>;

export const selectIsStarting = (snapshot: StartupSnapshot) => snapshot.status === 'active';
export const selectStartupFailed = (snapshot: StartupSnapshot) => snapshot.matches('failed');

/** The slider the home banner carousel shows: the one whose slug is the active slider. */
export const selectActiveSliderItems = (site: SiteData) =>
  site.bootstrap.slider.find((slider) => slider.slug === site.bootstrap.activeSlider)?.items ?? [];

/** Footer links: the content list of category id 2 (spec §2). */
export const selectFooterLinks = (site: SiteData) =>
  site.bootstrap.category.find((category) => category.id === 2)?.content ?? [];
