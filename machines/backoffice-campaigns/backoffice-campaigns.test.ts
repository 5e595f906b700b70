// Bonus campaigns: a new campaign's form sends TRY amounts, decimal odds and its window typed on the
// Turkish clock (UTC+3) as instants; a field the contract would refuse (three decimals, an end before the
// start, a code with capitals) keeps the form from sending; an edit replaces the list's copy; ending asks
// once more. Plus the calls, and generated paths.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { campaignsActors, type OpsCampaign, type OpsCampaignSave } from './backoffice-campaigns.actors';
import { type CampaignsEvent, campaignsMachine, type DraftField, fromTurkishInput, toTurkishInput } from './backoffice-campaigns.machine';
import { selectCampaignDraft, selectCampaigns, selectCanSaveCampaign, selectDraftErrors, selectEnding } from './backoffice-campaigns.selectors';

const weekend: OpsCampaign = {
  id: 3, code: 'hafta-sonu', kind: 'deposit', promotionId: 2, percent: 50, cap: 1500.5, minDeposit: 100, wageringMultiplier: 12, minOdds: 1.65,
  bonusValidityHours: 72, weightProfile: 'default', periodDays: 7, startsAt: '2026-11-01T21:00:00.000Z', endsAt: null, enabled: true, open: true, joined: 4, used: 1,
};

function start() {
  const load = controllable<unknown, OpsCampaign[], null>(() => null);
  const save = controllable<{ body: OpsCampaignSave }, { campaign: OpsCampaign; message: string }, OpsCampaignSave>((input) => input.body);
  const end = controllable<{ id: number }, { campaign: OpsCampaign; message: string }, number>((input) => input.id);
  const notify = notifySpies();
  const actor = createActor(campaignsMachine.provide({ actors: { loadCampaigns: load.logic as never, saveCampaign: save.logic as never, endCampaign: end.logic as never }, actions: notify.actions })).start();
  return { actor, load, save, end, effects: notify.effects, snapshot: () => actor.getSnapshot() };
}

describe('bonus campaigns machine', () => {
  it('the Turkish clock: 00:00 on 2 November in Istanbul is 21:00 UTC the day before', () => {
    expect(toTurkishInput('2026-11-01T21:00:00.000Z')).toBe('2026-11-02T00:00');
    expect(fromTurkishInput('2026-11-02T00:00')).toBe('2026-11-01T21:00:00.000Z');
    expect(fromTurkishInput('2 Kasım')).toBeNull();
  });

  it('a new cashback campaign is sent only when every field is one the contract takes', async () => {
    const { actor, load, save, snapshot } = start();
    await load.resolve([weekend]);
    actor.send({ type: 'campaigns.created' });
    const set = (field: DraftField, value: string) => actor.send({ type: 'campaigns.field.changed', field, value });
    set('code', 'Nakit İade');
    actor.send({ type: 'campaigns.kind.changed', value: 'cashback' });
    set('percent', '10');
    set('cap', '250.005');
    set('startsAt', '2026-12-01T00:00');
    set('endsAt', '2026-11-30T23:59');
    expect(selectCanSaveCampaign(snapshot())).toBe(false);
    expect(selectDraftErrors(snapshot())).toBe('code cap endsAt');
    set('code', 'nakit-iade');
    set('cap', '250.5');
    set('endsAt', '2027-01-01T00:00');
    set('wageringMultiplier', '0');
    set('minOdds', '1.5');
    expect(selectDraftErrors(snapshot())).toBe('');
    actor.send({ type: 'campaigns.saved' });
    expect(save.calls).toEqual([
      {
        code: 'nakit-iade', kind: 'cashback', promotionId: null, percent: 10, cap: 250.5, minDeposit: 0, wageringMultiplier: 0, minOdds: 1.5,
        bonusValidityHours: 168, weightProfile: 'default', periodDays: 7, startsAt: '2026-11-30T21:00:00.000Z', endsAt: '2026-12-31T21:00:00.000Z', enabled: true,
      },
    ]);
  });

  it('edits a campaign as stored, keeps the saved one, and ends one after asking', async () => {
    const { actor, load, save, end, effects, snapshot } = start();
    await load.resolve([weekend]);
    actor.send({ type: 'campaigns.opened', id: 3 });
    expect(selectCampaignDraft(snapshot())).toMatchObject({ id: 3, cap: '1500.5', minOdds: '1.65', startsAt: '2026-11-02T00:00', promotionId: '2' });
    actor.send({ type: 'campaigns.field.changed', field: 'percent', value: '75' });
    actor.send({ type: 'campaigns.saved' });
    expect(save.calls[0]).toMatchObject({ id: 3, percent: 75, cap: 1500.5, minOdds: 1.65, startsAt: '2026-11-01T21:00:00.000Z', promotionId: 2 });
    await save.resolve({ campaign: { ...weekend, percent: 75 }, message: 'Kaydedildi' });
    expect(effects.success).toHaveBeenCalledWith('Kaydedildi');
    expect(selectCampaigns(snapshot())).toEqual([{ ...weekend, percent: 75 }]);

    actor.send({ type: 'campaigns.end.asked', id: 3 });
    expect(selectEnding(snapshot())?.code).toBe('hafta-sonu');
    actor.send({ type: 'campaigns.end.cancelled' });
    expect(end.calls).toEqual([]);
    actor.send({ type: 'campaigns.end.asked', id: 3 });
    actor.send({ type: 'campaigns.end.confirmed' });
    expect(end.calls).toEqual([3]);
    const ended = { ...weekend, percent: 75, open: false, endsAt: '2026-11-26T23:00:00.000Z' };
    await end.resolve({ campaign: ended, message: 'Sona erdi' });
    expect(selectCampaigns(snapshot())).toEqual([ended]);
    // An ended campaign cannot be ended again.
    actor.send({ type: 'campaigns.end.asked', id: 3 });
    expect(selectEnding(snapshot())).toBeNull();
  });

  it('a refused save keeps the draft; a failed list can be retried', async () => {
    const { actor, load, save, snapshot } = start();
    await load.reject(new ApiError('Sunucu hatası', 0));
    actor.send({ type: 'campaigns.retried' });
    await load.resolve([weekend]);
    actor.send({ type: 'campaigns.opened', id: 3 });
    actor.send({ type: 'campaigns.saved' });
    await save.reject(new ApiError('Kod kullanılıyor', 409));
    expect(selectCampaignDraft(snapshot())?.id).toBe(3);
  });
});

describe('bonus campaigns actors', () => {
  it('list, save and end reach their operations', async () => {
    const { api: client, requests } = recordingApi((request) => (request.method === 'GET' ? ok([weekend]) : ok(weekend, 'Tamam')));
    const { loadCampaigns, saveCampaign, endCampaign } = campaignsActors(client);
    expect(await outputOf(loadCampaigns, undefined)).toEqual([weekend]);
    const { id: _id, open: _open, joined: _joined, used: _used, ...body } = weekend;
    expect(await outputOf(saveCampaign, { body })).toEqual({ campaign: weekend, message: 'Tamam' });
    expect(await outputOf(endCampaign, { id: 3 })).toEqual({ campaign: weekend, message: 'Tamam' });
    expect(requests.map(({ method, url }) => [method, url.replace('http://site.test/api', '')])).toEqual([
      ['GET', '/ops/bonuses/campaigns'],
      ['POST', '/ops/bonuses/campaigns/save'],
      ['POST', '/ops/bonuses/campaigns/3/end'],
    ]);
  });
});

describe('bonus campaigns machine: generated paths', () => {
  const machine = campaignsMachine.provide({ actors: { loadCampaigns: pending as never, saveCampaign: pending as never, endCampaign: pending as never } });
  const events = (): CampaignsEvent[] =>
    [
      { type: 'campaigns.retried' },
      { type: 'campaigns.opened', id: 3 },
      { type: 'campaigns.created' },
      { type: 'campaigns.field.changed', field: 'percent', value: '20' },
      { type: 'campaigns.kind.changed', value: 'cashback' },
      { type: 'campaigns.enabled.changed', value: false },
      { type: 'campaigns.saved' },
      { type: 'campaigns.closed' },
      { type: 'campaigns.end.asked', id: 3 },
      { type: 'campaigns.end.confirmed' },
      { type: 'campaigns.end.cancelled' },
      { type: 'xstate.done.actor.loadCampaigns', output: [weekend] },
      { type: 'xstate.error.actor.loadCampaigns', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.saveCampaign', output: { campaign: weekend, message: 'ok' } },
      { type: 'xstate.error.actor.saveCampaign', error: new ApiError('', 409) },
      { type: 'xstate.done.actor.endCampaign', output: { campaign: { ...weekend, open: false, endsAt: '2026-11-26T23:00:00.000Z' }, message: 'ok' } },
      { type: 'xstate.error.actor.endCampaign', error: new ApiError('', 409) },
    ] as CampaignsEvent[];
  const suite = generatePaths(machine, {
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.draft === null, snapshot.context.campaigns === null, snapshot.context.ending, snapshot.context.campaigns?.[0]?.open ?? null]),
  });
  testEveryPath(machine, suite);
});
