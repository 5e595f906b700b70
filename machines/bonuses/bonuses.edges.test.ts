// Hand-written expectations for the bonuses page's edges: a failed load and its retry, a failed claim
// (toasted, the page reloaded so the offer shows as the server now sees it), a claim (confetti and the
// server's message, reloaded). After each, the state and what the page shows (loading, failed, the
// trial offer, Claim enabled, claiming), written out here. Kept apart from bonuses.test.ts so the
// bonus work in that machine merges cleanly.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable } from '../testing/fixtures';
import type { BonusOverview } from './bonuses.actors';
import { bonusesMachine } from './bonuses.machine';
import { selectCanClaim, selectHasFailed, selectIsClaiming, selectIsLoading, selectTrialOffer } from './bonuses.selectors';

const overview = (claimable: boolean) =>
  ({ trialBonus: { amount: 150.5, claimable, phoneRequired: !claimable }, items: [] }) as unknown as BonusOverview;

function start() {
  const load = controllable<unknown, BonusOverview, null>(() => null);
  const claim = controllable<unknown, string, null>(() => null);
  const effects = { success: vi.fn(), failure: vi.fn(), confetti: vi.fn() };
  const machine = bonusesMachine.provide({
    actors: { loadBonuses: load.logic as never, claimTrialBonus: claim.logic as never },
    actions: {
      'notify success': (_, params) => effects.success(params.message),
      'notify failure': (_, params) => effects.failure(params.error),
      'fire confetti': (_, params) => effects.confetti(params),
    },
  });
  const actor = createActor(machine).start();
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return {
      loading: selectIsLoading(snapshot),
      failed: selectHasFailed(snapshot),
      offer: selectTrialOffer(snapshot),
      canClaim: selectCanClaim(snapshot),
      claiming: selectIsClaiming(snapshot),
    };
  };
  return { actor, load, claim, effects, seen };
}

describe('bonuses edges', () => {
  it('a failed load shows the failure without a toast; Retry loads again', async () => {
    const { actor, load, effects, seen } = start();
    await load.reject(new ApiError('Sunucu hatası', 500));
    expect(seen()).toEqual({ loading: false, failed: true, offer: { kind: 'none' }, canClaim: false, claiming: false });
    expect(effects.failure).not.toHaveBeenCalled();
    actor.send({ type: 'bonuses.retried' });
    await load.resolve(overview(true));
    expect(seen()).toEqual({ loading: false, failed: false, offer: { kind: 'claimable', amount: 15050 }, canClaim: true, claiming: false });
  });

  it('a failed claim is toasted and the page reloads; no confetti', async () => {
    const { actor, load, claim, effects, seen } = start();
    await load.resolve(overview(true));
    actor.send({ type: 'trialBonus.claimed' });
    expect(seen()).toEqual({ loading: false, failed: false, offer: { kind: 'claimable', amount: 15050 }, canClaim: false, claiming: true });
    const error = new ApiError('Önce telefonunuzu doğrulayın', 400);
    await claim.reject(error);
    expect(seen().loading).toBe(true);
    expect(effects.failure.mock.calls).toEqual([[error]]);
    expect(effects.confetti).not.toHaveBeenCalled();
    await load.resolve(overview(false));
    expect(seen()).toEqual({ loading: false, failed: false, offer: { kind: 'needsPhone', amount: 15050 }, canClaim: false, claiming: false });
    expect(load.calls).toHaveLength(2);
  });

  it('a claim fires 150 particles over 180° with the server message, then reloads', async () => {
    const { actor, load, claim, effects, seen } = start();
    await load.resolve(overview(true));
    actor.send({ type: 'trialBonus.claimed' });
    await claim.resolve('Deneme bonusunuz tanımlandı');
    expect(effects.confetti.mock.calls).toEqual([[{ particleCount: 150, spread: 180 }]]);
    expect(effects.success.mock.calls).toEqual([['Deneme bonusunuz tanımlandı']]);
    expect(seen().loading).toBe(true);
  });
});
