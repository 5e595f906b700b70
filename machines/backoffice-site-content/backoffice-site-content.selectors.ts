// Named selectors over the site content screen's actor.
import type { SnapshotFrom } from 'xstate';
import { bannerWindowProblem, type siteContentMachine, windowProblem } from './backoffice-site-content.machine';

type SiteSnapshot = SnapshotFrom<typeof siteContentMachine>;

export const selectSite = (snapshot: SiteSnapshot) => snapshot.context.site;
export const selectTab = (snapshot: SiteSnapshot) => snapshot.context.tab;
export const selectSiteDraft = (snapshot: SiteSnapshot) => snapshot.context.draft;
export const selectSiteLocale = (snapshot: SiteSnapshot) => snapshot.context.locale;
export const selectIsEditingSite = (snapshot: SiteSnapshot) => snapshot.matches('editing');
export const selectIsSiteBusy = (snapshot: SiteSnapshot) => snapshot.hasTag('loading');
export const selectHasSiteFailed = (snapshot: SiteSnapshot) => snapshot.hasTag('error');
export const selectCanSaveSite = (snapshot: SiteSnapshot) => snapshot.can({ type: 'site.saved' });
export const selectCanAddImage = (snapshot: SiteSnapshot) => snapshot.can({ type: 'site.image.added' });
/** What is wrong with the open banner's schedule (a field that is not a time, or the end not after the start), or null. */
export const selectBannerWindowProblem = (snapshot: SiteSnapshot) => {
  const draft = snapshot.context.draft;
  return draft?.kind === 'banner' ? bannerWindowProblem(draft) : null;
};
/** What is wrong with the open item's schedule (a banner's or a popup's), or null; null for kinds without one. */
export const selectWindowProblem = (snapshot: SiteSnapshot) => {
  const draft = snapshot.context.draft;
  return draft?.kind === 'banner' || draft?.kind === 'popup' ? windowProblem(draft) : null;
};
