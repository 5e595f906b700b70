// Named selectors over the marketing switch's snapshot.
import type { SnapshotFrom } from 'xstate';
import { optInClosed, type marketingConsentMachine } from './marketing-consent.machine';

export type MarketingConsentSnapshot = SnapshotFrom<typeof marketingConsentMachine>;

export const selectIsLoading = (s: MarketingConsentSnapshot) => s.hasTag('loading');
export const selectHasFailed = (s: MarketingConsentSnapshot) => s.matches('failed');
export const selectIsSaving = (s: MarketingConsentSnapshot) => s.hasTag('saving');
/** The switch's position: the value being saved, else the server's. */
export const selectAllowed = (s: MarketingConsentSnapshot) => s.context.asked ?? s.context.consent?.allowed ?? false;
/** Opting in is closed (the switch is off and cannot be turned on) while an exclusion is in force. */
export const selectOptInClosed = (s: MarketingConsentSnapshot) => optInClosed(s.context.consent) && !(s.context.consent?.allowed ?? false);
export const selectExcludedUntil = (s: MarketingConsentSnapshot) => s.context.consent?.excludedUntil ?? null;
export const selectPermanentlyExcluded = (s: MarketingConsentSnapshot) => s.context.consent?.permanentlyExcluded ?? false;
