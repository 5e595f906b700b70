// Named selectors over the top banner's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { topBannerMachine } from './top-banner.machine';

export type TopBannerSnapshot = SnapshotFrom<typeof topBannerMachine>;

export const selectIsBannerVisible = (snapshot: TopBannerSnapshot) => snapshot.hasTag('visible');
export const selectDomainChange = (snapshot: TopBannerSnapshot) => snapshot.context.change;
