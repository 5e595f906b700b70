// Bonus offers: a guest's press asks to log in; a player's offers load, Join joins (toast, no confetti),
// Claim pays a due cashback (confetti, toast), a refusal toasts and reloads; presses without an action do
// nothing; the buttons each offer shows; the calls; generated paths.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { type BonusOffer, bonusOffersActors, type ClaimInput, type ClaimOutput } from './bonus-offers.actors';
import { type BonusOffersEvent, bonusOffersMachine, OFFER_CONFETTI } from './bonus-offers.machine';
import { selectClaimingId, selectHasFailed, selectIsGuest, selectOfferButton, selectOffers } from './bonus-offers.selectors';

const offer = (extra: Partial<BonusOffer> = {}): BonusOffer => ({
  campaignId: 1,
  kind: 'deposit',
  title: '%100 Yatırım Bonusu',
  summary: 'Bir sonraki ₺100,00 ve üzeri yatırımına %100 bonus, en fazla ₺500,00',
  terms: ['Çevrim şartı: bonus tutarının 10 katı, 7 gün içinde.'],
  percent: 100,
  cap: 500,
  minDeposit: 100,
  wageringMultiplier: 10,
  minOdds: 1.5,
  endsAt: null,
  promotionId: 1,
  status: 'available',
  action: 'join',
  cashbackDue: 0,
  nextClaimAt: null,
  ...extra,
});
const cashback = (extra: Partial<BonusOffer> = {}) => offer({ campaignId: 2, kind: 'cashback', title: 'Kayıp bonusu', wageringMultiplier: 0, minDeposit: 0, ...extra });

function start(signedIn = true) {
  const load = controllable<unknown, BonusOffer[]>();
  const claim = controllable<ClaimInput, ClaimOutput, number>((input) => input.campaignId);
  const notify = notifySpies();
  const effects = { ...notify.effects, confetti: vi.fn(), login: vi.fn(), announce: vi.fn() };
  const actor = createActor(
    bonusOffersMachine.provide({
      actors: { loadOffers: load.logic, claimOffer: claim.logic },
      actions: {
        ...notify.actions,
        'fire confetti': (_, params) => effects.confetti(params),
        'ask to log in': () => effects.login(),
        'announce claim': () => effects.announce(),
      },
    }),
    { input: { signedIn } },
  ).start();
  return { actor, effects, load, claim, snapshot: () => actor.getSnapshot() };
}

describe('bonus offers machine', () => {
  it('a guest loads nothing, sees Join, and a press asks to log in', () => {
    const { actor, effects, load, snapshot } = start(false);
    expect(selectIsGuest(snapshot())).toBe(true);
    expect(selectOfferButton(1)(snapshot())).toEqual({ kind: 'join' });
    actor.send({ type: 'offer.claimed', campaignId: 1 });
    expect(effects.login).toHaveBeenCalledTimes(1);
    expect(load.calls).toHaveLength(0);
  });

  it('joins a deposit bonus: the offer becomes joined, a toast, no confetti, the page is told', async () => {
    const { actor, effects, load, claim, snapshot } = start();
    expect(selectOfferButton(1)(snapshot())).toEqual({ kind: 'loading' });
    await load.resolve([offer(), cashback()]);
    expect(selectOffers(snapshot()).map((o) => o.campaignId)).toEqual([1, 2]);
    actor.send({ type: 'offer.claimed', campaignId: 1 });
    expect(selectClaimingId(snapshot())).toBe(1);
    actor.send({ type: 'offer.claimed', campaignId: 1 });
    expect(claim.calls).toEqual([1]);
    await claim.resolve({ offer: offer({ status: 'joined', action: null }), message: 'Kampanyaya katıldınız' });
    expect(selectOfferButton(1)(snapshot())).toEqual({ kind: 'joined' });
    expect(effects.success).toHaveBeenCalledWith('Kampanyaya katıldınız');
    expect(effects.confetti).not.toHaveBeenCalled();
    expect(effects.announce).toHaveBeenCalledTimes(1);
    // Nothing to do for a joined offer: a press does nothing.
    actor.send({ type: 'offer.claimed', campaignId: 1 });
    expect(claim.calls).toEqual([1]);
  });

  it('claims a due cashback: confetti and the message', async () => {
    const { actor, effects, load, claim, snapshot } = start();
    await load.resolve([cashback({ status: 'claimable', action: 'claim', cashbackDue: 12 })]);
    expect(selectOfferButton(2)(snapshot())).toEqual({ kind: 'claim', amount: 1_200 });
    actor.send({ type: 'offer.claimed', campaignId: 2 });
    await claim.resolve({ offer: cashback({ status: 'joined', action: null, nextClaimAt: '2030-01-08T10:00:00.000Z' }), message: '₺12,00 kayıp bonusu hesabınıza eklendi' });
    expect(effects.confetti).toHaveBeenCalledWith(OFFER_CONFETTI);
    expect(effects.success).toHaveBeenCalledWith('₺12,00 kayıp bonusu hesabınıza eklendi');
    expect(selectOfferButton(2)(snapshot())).toEqual({ kind: 'joined' });
  });

  it('a refused press toasts why and reloads the offers; a failed load offers a retry', async () => {
    const { actor, effects, load, claim, snapshot } = start();
    await load.resolve([offer({ status: 'used', action: null }), offer({ campaignId: 3 })]);
    expect(selectOfferButton(1)(snapshot())).toEqual({ kind: 'used' });
    actor.send({ type: 'offer.claimed', campaignId: 3 });
    const error = new ApiError('Bu kampanya bulunamadı veya sona erdi', 404);
    await claim.reject(error);
    expect(effects.failure).toHaveBeenCalledWith(error);
    expect(load.calls).toHaveLength(2);
    await load.reject(new ApiError('', 0));
    expect(selectHasFailed(snapshot())).toBe(true);
    actor.send({ type: 'offers.retried' });
    expect(load.calls).toHaveLength(3);
  });
});

describe('bonus offers actors', () => {
  it('reads bonus/offers and posts the campaign to bonus/offers/claim', async () => {
    const { api: client, requests } = recordingApi((request) =>
      request.path === '/bonus/offers/claim' ? ok(offer({ status: 'joined', action: null }), 'Katıldınız') : ok([offer()]),
    );
    expect(await outputOf(bonusOffersActors(client).loadOffers, undefined)).toEqual([offer()]);
    expect(await outputOf(bonusOffersActors(client).claimOffer, { campaignId: 1 })).toEqual({ offer: offer({ status: 'joined', action: null }), message: 'Katıldınız' });
    expect(requests.map((r) => `${r.method} ${r.url} ${r.text}`)).toEqual([
      'GET http://site.test/api/bonus/offers ',
      'POST http://site.test/api/bonus/offers/claim {"campaignId":1}',
    ]);
  });
});

describe('bonus offers machine: generated paths', () => {
  const machine = bonusOffersMachine.provide({ actors: { loadOffers: pending as never, claimOffer: pending as never } });
  const events = () =>
    [
      { type: 'xstate.done.actor.loadOffers', output: [offer(), cashback({ action: 'claim', status: 'claimable', cashbackDue: 5 })] },
      { type: 'xstate.error.actor.loadOffers', error: new ApiError('Hata', 500) },
      { type: 'offers.retried' },
      { type: 'offer.claimed', campaignId: 1 },
      { type: 'offer.claimed', campaignId: 2 },
      { type: 'xstate.done.actor.claimOffer', output: { offer: offer({ status: 'joined', action: null }), message: 'Katıldınız' } },
      { type: 'xstate.done.actor.claimOffer', output: { offer: cashback({ status: 'joined', action: null, nextClaimAt: '2030-01-08T10:00:00.000Z' }), message: 'Ödendi' } },
      { type: 'xstate.error.actor.claimOffer', error: new ApiError('Hata', 400) },
    ] as BonusOffersEvent[];
  const serializeState = (snapshot: { value: unknown; context: { offers: BonusOffer[] } }) =>
    JSON.stringify([snapshot.value, snapshot.context.offers.map((o) => o.action)]);
  const player = generatePaths(machine, { events, input: () => ({ signedIn: true }), serializeState });
  const guest = generatePaths(machine, { events, input: () => ({ signedIn: false }), serializeState });
  testEveryPath(bonusOffersMachine, { player, guest });
});
