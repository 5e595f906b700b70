// Named selectors over the bonus campaigns screen's actor.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { bonusGrantsMachine } from '../backoffice-bonus-grants/backoffice-bonus-grants.machine';
import { draftErrors, type campaignsMachine } from './backoffice-campaigns.machine';

type CampaignsSnapshot = SnapshotFrom<typeof campaignsMachine>;

export const selectCampaigns = (snapshot: CampaignsSnapshot) => snapshot.context.campaigns;
export const selectCampaignDraft = (snapshot: CampaignsSnapshot) => snapshot.context.draft;
export const selectDraftErrors = (snapshot: CampaignsSnapshot) => (snapshot.context.draft ? draftErrors(snapshot.context.draft).join(' ') : '');
export const selectEnding = (snapshot: CampaignsSnapshot) => (snapshot.hasTag('open') ? snapshot.context.campaigns?.find((c) => c.id === snapshot.context.ending) ?? null : null);
export const selectIsEditingCampaign = (snapshot: CampaignsSnapshot) => snapshot.matches('editing');
export const selectIsCampaignsBusy = (snapshot: CampaignsSnapshot) => snapshot.hasTag('loading');
export const selectHasCampaignsFailed = (snapshot: CampaignsSnapshot) => snapshot.hasTag('error');
export const selectCanSaveCampaign = (snapshot: CampaignsSnapshot) => snapshot.can({ type: 'campaigns.saved' });
/** The bonus grants part of the screen (a child machine). */
export const selectGrantsRef = (snapshot: CampaignsSnapshot) => snapshot.children.grants as ActorRefFrom<typeof bonusGrantsMachine> | undefined;
