// Bonus campaigns (issue 16): the deposit bonus and cashback campaigns with their figures and how many
// players joined and used each; one (or a new one) opens as a draft whose amounts are typed in TRY, odds as
// decimals and the window in Turkish time; saving sends it and the stored campaign replaces the list's
// copy. Ending a campaign asks once more, then closes its window at once. The same screen grants bonuses by
// hand: that part is its own machine (backoffice-bonus-grants), spawned here as the child `grants`.
import { assign, setup, spawnChild } from 'xstate';
import { bonusGrantsMachine } from '../backoffice-bonus-grants/backoffice-bonus-grants.machine';
import { apiNotProvided } from '../shared/api-dependency';
import { campaignsActors, type OpsCampaign, type OpsCampaignSave } from './backoffice-campaigns.actors';

/** The form as typed: numbers as text (validated here), times as `YYYY-MM-DDTHH:mm` in Turkish time (UTC+3). */
export interface CampaignDraft {
  id: number | null;
  code: string;
  kind: 'deposit' | 'cashback';
  promotionId: string;
  percent: string;
  cap: string;
  minDeposit: string;
  wageringMultiplier: string;
  minOdds: string;
  bonusValidityHours: string;
  weightProfile: string;
  periodDays: string;
  startsAt: string;
  endsAt: string;
  enabled: boolean;
}
export type DraftField = Exclude<keyof CampaignDraft, 'id' | 'enabled' | 'kind'>;

export interface CampaignsContext {
  campaigns: OpsCampaign[] | null;
  draft: CampaignDraft | null;
  ending: number | null;
}

export type CampaignsEvent =
  | { type: 'campaigns.retried' }
  | { type: 'campaigns.opened'; id: number }
  | { type: 'campaigns.created' }
  | { type: 'campaigns.field.changed'; field: DraftField; value: string }
  | { type: 'campaigns.kind.changed'; value: 'deposit' | 'cashback' }
  | { type: 'campaigns.enabled.changed'; value: boolean }
  | { type: 'campaigns.saved' }
  | { type: 'campaigns.closed' }
  | { type: 'campaigns.end.asked'; id: number }
  | { type: 'campaigns.end.confirmed' }
  | { type: 'campaigns.end.cancelled' };

const output = <T>(event: unknown) => (event as { output: T }).output;
const ISTANBUL_MS = 3 * 3_600_000;

/** An instant as `YYYY-MM-DDTHH:mm` on the Turkish clock (UTC+3 all year). */
export const toTurkishInput = (iso: string) => new Date(new Date(iso).getTime() + ISTANBUL_MS).toISOString().slice(0, 16);
/** `YYYY-MM-DDTHH:mm` on the Turkish clock as an ISO instant, or null when it is not one. */
export const fromTurkishInput = (value: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(`${value}:00+03:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
};

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MONEY = /^\d{1,8}(\.\d{1,2})?$/;
const whole = (value: string, min: number, max: number) => /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

export const draftOf = (campaign: OpsCampaign | null, now: Date = new Date()): CampaignDraft =>
  campaign
    ? {
        id: campaign.id,
        code: campaign.code,
        kind: campaign.kind,
        promotionId: campaign.promotionId === null ? '' : String(campaign.promotionId),
        percent: String(campaign.percent),
        cap: String(campaign.cap),
        minDeposit: String(campaign.minDeposit),
        wageringMultiplier: String(campaign.wageringMultiplier),
        minOdds: campaign.minOdds === null ? '' : String(campaign.minOdds),
        bonusValidityHours: String(campaign.bonusValidityHours),
        weightProfile: campaign.weightProfile,
        periodDays: String(campaign.periodDays),
        startsAt: toTurkishInput(campaign.startsAt),
        endsAt: campaign.endsAt ? toTurkishInput(campaign.endsAt) : '',
        enabled: campaign.enabled,
      }
    : {
        id: null,
        code: '',
        kind: 'deposit',
        promotionId: '',
        percent: '100',
        cap: '',
        minDeposit: '0',
        wageringMultiplier: '10',
        minOdds: '',
        bonusValidityHours: '168',
        weightProfile: 'default',
        periodDays: '7',
        startsAt: toTurkishInput(now.toISOString()),
        endsAt: '',
        enabled: true,
      };

/** The fields the contract would refuse, by name (empty when the draft can be sent). */
export function draftErrors(draft: CampaignDraft): DraftField[] {
  const errors: DraftField[] = [];
  const starts = fromTurkishInput(draft.startsAt);
  const ends = draft.endsAt.trim() ? fromTurkishInput(draft.endsAt) : null;
  if (!SLUG.test(draft.code) || draft.code.length < 2 || draft.code.length > 60) errors.push('code');
  if (draft.promotionId.trim() && !whole(draft.promotionId, 1, 2147483647)) errors.push('promotionId');
  if (!whole(draft.percent, 1, 1000)) errors.push('percent');
  if (!MONEY.test(draft.cap.trim()) || Number(draft.cap) < 0.01) errors.push('cap');
  if (!MONEY.test(draft.minDeposit.trim())) errors.push('minDeposit');
  if (!whole(draft.wageringMultiplier, 0, 1000)) errors.push('wageringMultiplier');
  if (draft.minOdds.trim() && (!/^\d{1,4}(\.\d{1,2})?$/.test(draft.minOdds.trim()) || Number(draft.minOdds) < 1.01 || Number(draft.minOdds) > 1000)) errors.push('minOdds');
  if (!whole(draft.bonusValidityHours, 1, 8760)) errors.push('bonusValidityHours');
  if (!SLUG.test(draft.weightProfile) || draft.weightProfile.length > 40) errors.push('weightProfile');
  if (!whole(draft.periodDays, 1, 365)) errors.push('periodDays');
  if (!starts) errors.push('startsAt');
  if (draft.endsAt.trim() && (!ends || (starts && ends <= starts))) errors.push('endsAt');
  return errors;
}

export const requestOf = (draft: CampaignDraft): OpsCampaignSave => ({
  ...(draft.id !== null ? { id: draft.id } : {}),
  code: draft.code,
  kind: draft.kind,
  promotionId: draft.promotionId.trim() ? Number(draft.promotionId) : null,
  percent: Number(draft.percent),
  cap: Number(draft.cap),
  minDeposit: Number(draft.minDeposit),
  wageringMultiplier: Number(draft.wageringMultiplier),
  minOdds: draft.minOdds.trim() ? Number(draft.minOdds) : null,
  bonusValidityHours: Number(draft.bonusValidityHours),
  weightProfile: draft.weightProfile,
  periodDays: Number(draft.periodDays),
  startsAt: fromTurkishInput(draft.startsAt)!,
  endsAt: draft.endsAt.trim() ? fromTurkishInput(draft.endsAt) : null,
  enabled: draft.enabled,
});

const withCampaign = (list: OpsCampaign[] | null, campaign: OpsCampaign) => [...(list ?? []).filter((c) => c.id !== campaign.id), campaign].sort((a, b) => a.id - b.id);

export const campaignsMachine = setup({
  types: { context: {} as CampaignsContext, events: {} as CampaignsEvent },
  // Provided at the app edge with the operator's API client: campaignsActors(api), and `grants` provided with bonusGrantsActors(api).
  actors: { ...campaignsActors(apiNotProvided('backofficeCampaigns')), grants: bonusGrantsMachine },
  guards: {
    'is draft valid': ({ context }) => context.draft !== null && draftErrors(context.draft).length === 0,
    'is the campaign there': ({ context, event }) =>
      (event.type === 'campaigns.opened' || event.type === 'campaigns.end.asked') && (context.campaigns?.some((c) => c.id === event.id) ?? false),
    'is the campaign open-ended or running': ({ context, event }) =>
      event.type === 'campaigns.end.asked' && (context.campaigns?.some((c) => c.id === event.id && (c.endsAt === null || c.open)) ?? false),
  },
  actions: {
    'keep campaigns': assign({ campaigns: ({ event }) => output<OpsCampaign[]>(event) }),
    'open campaign': assign({
      draft: ({ context, event }) => draftOf(event.type === 'campaigns.opened' ? (context.campaigns?.find((c) => c.id === event.id) ?? null) : null),
    }),
    'change draft': assign({
      draft: ({ context, event }) => {
        if (!context.draft) return null;
        if (event.type === 'campaigns.field.changed') return { ...context.draft, [event.field]: event.value };
        if (event.type === 'campaigns.kind.changed') return { ...context.draft, kind: event.value };
        if (event.type === 'campaigns.enabled.changed') return { ...context.draft, enabled: event.value };
        return context.draft;
      },
    }),
    'keep saved campaign': assign({ campaigns: ({ context, event }) => withCampaign(context.campaigns, output<{ campaign: OpsCampaign }>(event).campaign), draft: null, ending: null }),
    'forget draft': assign({ draft: null }),
    'ask to end': assign({ ending: ({ event }) => (event.type === 'campaigns.end.asked' ? event.id : null) }),
    'forget ending': assign({ ending: null }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeCampaigns',
  context: () => ({ campaigns: null, draft: null, ending: null }),
  entry: spawnChild('grants', { id: 'grants', systemId: 'bonusGrants' }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCampaigns',
        src: 'loadCampaigns',
        onDone: { target: 'list', actions: 'keep campaigns' },
        onError: { target: 'failed', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: ['error'], on: { 'campaigns.retried': 'loading' } },
    list: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'campaigns.opened': { guard: 'is the campaign there', target: '#backofficeCampaigns.editing', actions: 'open campaign' },
            'campaigns.created': { target: '#backofficeCampaigns.editing', actions: 'open campaign' },
            'campaigns.end.asked': { guard: 'is the campaign open-ended or running', target: 'confirmingEnd', actions: 'ask to end' },
          },
        },
        confirmingEnd: {
          tags: ['open'],
          on: {
            'campaigns.end.confirmed': 'ending',
            'campaigns.end.cancelled': { target: 'idle', actions: 'forget ending' },
          },
        },
        ending: {
          tags: ['open', 'loading'],
          invoke: {
            id: 'endCampaign',
            src: 'endCampaign',
            input: ({ context }) => ({ id: context.ending! }),
            onDone: { target: 'idle', actions: ['keep saved campaign', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }] },
            onError: { target: 'idle', actions: ['forget ending', { type: 'notify failure', params: ({ event }) => ({ error: event.error }) }] },
          },
        },
      },
    },
    editing: {
      initial: 'idle',
      on: { 'campaigns.closed': { target: 'list', actions: 'forget draft' } },
      states: {
        idle: {
          on: {
            'campaigns.field.changed': { actions: 'change draft' },
            'campaigns.kind.changed': { actions: 'change draft' },
            'campaigns.enabled.changed': { actions: 'change draft' },
            'campaigns.saved': { guard: 'is draft valid', target: 'saving' },
          },
        },
        saving: {
          tags: ['loading'],
          invoke: {
            id: 'saveCampaign',
            src: 'saveCampaign',
            input: ({ context }) => ({ body: requestOf(context.draft!) }),
            onDone: { target: '#backofficeCampaigns.list', actions: ['keep saved campaign', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }] },
            onError: { target: 'idle', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
