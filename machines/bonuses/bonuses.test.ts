// Bonuses: the list and the wagering progress, the trial offer's three faces (claimable, needs the
// phone, none), the claim (confetti, toast, reload) and its refusal; the calls; generated paths.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { AUTH_DATA_KEY } from '../session/auth-data';
import { sessionMachine } from '../session/session.machine';
import { memoryStore } from '../shared/ports';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, notifySpies, ok, outputOf, recordingApi, sessionFixture } from '../testing/fixtures';
import { bonusesActors, type BonusOverview, type PlayerBonus } from './bonuses.actors';
import { type BonusesEvent, bonusesMachine, CLAIM_CONFETTI } from './bonuses.machine';
import {
  isActiveBonus,
  selectBonuses,
  selectCanClaim,
  selectHasFailed,
  selectIsClaiming,
  selectIsLoading,
  selectTrialOffer,
  wageringPercent,
} from './bonuses.selectors';

const bonus = (extra: Partial<PlayerBonus> = {}): PlayerBonus => ({
  id: 1,
  name: 'Deneme bonusu',
  amount: 100,
  wagerRequired: 1000,
  wagered: 25.5,
  status: 1,
  createdAt: '2030-03-01T10:00:00.000Z',
  expiresAt: '2030-04-01T10:00:00.000Z',
  ...extra,
});

const offer = (claimable: boolean, phoneRequired: boolean, amount = 100): BonusOverview => ({
  trialBonus: { amount, claimable, phoneRequired },
  items: [],
});

function start() {
  const load = controllable<unknown, BonusOverview>();
  const claim = controllable<unknown, string>();
  const notify = notifySpies();
  const effects = { ...notify.effects, confetti: vi.fn<(params: typeof CLAIM_CONFETTI) => void>() };
  const actor = createActor(
    bonusesMachine.provide({
      actors: { loadBonuses: load.logic, claimTrialBonus: claim.logic },
      actions: { ...notify.actions, 'fire confetti': (_, params) => effects.confetti(params) },
    }),
  ).start();
  return {
    actor,
    effects,
    loads: () => load.calls.length,
    claims: () => claim.calls.length,
    snapshot: () => actor.getSnapshot(),
    answer: load.resolve,
    failLoad: load.reject,
    granted: claim.resolve,
    refused: claim.reject,
  };
}

describe('bonus progress', () => {
  it('counts the wagering in whole percent, capped at 100', () => {
    expect(wageringPercent(bonus())).toBe(2);
    expect(wageringPercent(bonus({ wagered: 999.99 }))).toBe(99);
    expect(wageringPercent(bonus({ wagered: 1000 }))).toBe(100);
    expect(wageringPercent(bonus({ wagerRequired: 0, wagered: 0 }))).toBe(100);
    expect(isActiveBonus(bonus())).toBe(true);
    expect(isActiveBonus(bonus({ status: 4 }))).toBe(false);
  });
});

describe('bonuses machine', () => {
  it('shows the bonuses and a claimable trial bonus', async () => {
    const { answer, snapshot } = start();
    expect(selectIsLoading(snapshot())).toBe(true);
    await answer({ ...offer(true, false), items: [bonus(), bonus({ id: 2, status: 2 })] });
    expect(selectBonuses(snapshot()).map((item) => item.id)).toEqual([1, 2]);
    expect(selectTrialOffer(snapshot())).toEqual({ kind: 'claimable', amount: 10_000 });
    expect(selectCanClaim(snapshot())).toBe(true);
  });

  it('an unverified phone turns the offer into a guide to verification; nothing to claim', async () => {
    const { actor, answer, claims, snapshot } = start();
    await answer(offer(false, true, 150.5));
    expect(selectTrialOffer(snapshot())).toEqual({ kind: 'needsPhone', amount: 15_050 });
    expect(selectCanClaim(snapshot())).toBe(false);
    actor.send({ type: 'trialBonus.claimed' });
    expect(claims()).toBe(0);
  });

  it('no offer once claimed or when none is offered', async () => {
    const first = start();
    await first.answer(offer(false, false));
    expect(selectTrialOffer(first.snapshot())).toEqual({ kind: 'none' });
    const second = start();
    await second.answer(offer(false, false, 0));
    expect(selectTrialOffer(second.snapshot())).toEqual({ kind: 'none' });
  });

  it('claims: confetti and the message, then the list reloads with the bonus', async () => {
    const { actor, answer, claims, effects, granted, loads, snapshot } = start();
    await answer(offer(true, false));
    actor.send({ type: 'trialBonus.claimed' });
    expect(selectIsClaiming(snapshot())).toBe(true);
    actor.send({ type: 'trialBonus.claimed' });
    expect(claims()).toBe(1);
    await granted('Tebrikler! ₺100,00 deneme bonusu hesabınıza eklendi');
    expect(effects.confetti).toHaveBeenCalledWith({ particleCount: 150, spread: 180 });
    expect(effects.success).toHaveBeenCalledWith('Tebrikler! ₺100,00 deneme bonusu hesabınıza eklendi');
    expect(loads()).toBe(2);
    await answer({ ...offer(false, false), items: [bonus()] });
    expect(selectTrialOffer(snapshot())).toEqual({ kind: 'none' });
    expect(selectBonuses(snapshot())).toHaveLength(1);
  });

  it('a refused claim toasts why, fires nothing, and reloads the offer', async () => {
    const { actor, answer, effects, loads, refused } = start();
    await answer(offer(true, false));
    actor.send({ type: 'trialBonus.claimed' });
    const error = new ApiError('Deneme bonusunuzu zaten aldınız', 400);
    await refused(error);
    expect(effects.failure).toHaveBeenCalledWith(error);
    expect(effects.confetti).not.toHaveBeenCalled();
    expect(loads()).toBe(2);
  });

  it('a failed load offers a retry; a loaded list refreshes', async () => {
    const { actor, answer, failLoad, loads, snapshot } = start();
    await failLoad(new ApiError('', 0));
    expect(selectHasFailed(snapshot())).toBe(true);
    actor.send({ type: 'bonuses.retried' });
    await answer(offer(false, false));
    actor.send({ type: 'bonuses.refreshed' });
    expect(loads()).toBe(3);
  });
});

describe('bonuses actors', () => {
  it('reads bonus/list and claims through bonus/definetrialbonus', async () => {
    const { api: client, requests } = recordingApi((request) =>
      request.path === '/bonus/definetrialbonus' ? ok(bonus(), 'Tebrikler!') : ok(offer(true, false)),
    );
    expect(await outputOf(bonusesActors(client).loadBonuses, undefined)).toEqual(offer(true, false));
    expect(await outputOf(bonusesActors(client).claimTrialBonus, undefined)).toBe('Tebrikler!');
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET http://site.test/api/bonus/list', 'GET http://site.test/api/bonus/definetrialbonus']);
  });
});

describe('bonuses machine: hears the session', () => {
  it('loads again when the session in its actor system says the phone got verified', async () => {
    const loads: string[] = [];
    const bonuses = bonusesMachine.provide({
      actors: {
        loadBonuses: fromPromise(async () => {
          loads.push('load');
          return offer(false, true);
        }) as never,
      },
    });
    // The real session, restored as a player, beside the bonuses in one system (as the app runs them).
    const storage = memoryStore({ [AUTH_DATA_KEY]: JSON.stringify(sessionFixture({ phone: '5321234567' })) });
    const host = setup({ actors: { session: sessionMachine, bonuses } }).createMachine({
      invoke: [
        { id: 'session', systemId: 'session', src: 'session', input: { storage, sessionStorage: memoryStore() } },
        { id: 'bonuses', src: 'bonuses' },
      ],
    });
    const actor = createActor(host).start();
    const child = () => actor.getSnapshot().children.bonuses!;
    await vi.waitFor(() => expect(child().getSnapshot().value).toEqual({ loaded: 'idle' }));
    expect(loads).toEqual(['load']);
    actor.getSnapshot().children.session!.send({ type: 'session.phoneVerified', phone: '5321234567' });
    expect(child().getSnapshot().value).toBe('loading');
    await vi.waitFor(() => expect(child().getSnapshot().value).toEqual({ loaded: 'idle' }));
    expect(loads).toEqual(['load', 'load']);
    actor.stop();
  });
});

describe('bonuses machine: generated paths', () => {
  const machine = bonusesMachine.provide({ actors: { loadBonuses: pending as never, claimTrialBonus: pending as never } });
  const suites = [offer(true, false), offer(false, true)].map((overview) =>
    generatePaths(machine, {
      events: () =>
        [
          { type: 'xstate.done.actor.loadBonuses', output: overview },
          { type: 'xstate.error.actor.loadBonuses', error: new ApiError('Hata', 500) },
          { type: 'bonuses.retried' },
          { type: 'bonuses.refreshed' },
          { type: 'trialBonus.claimed' },
          { type: 'xstate.done.actor.claimTrialBonus', output: 'Tebrikler!' },
          { type: 'xstate.error.actor.claimTrialBonus', error: new ApiError('Hata', 400) },
          { type: 'session.phoneVerified', phone: '5321234567' },
        ] as BonusesEvent[],
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    }),
  );

  testEveryPath(bonusesMachine, { claimable: suites[0]!, 'needs phone': suites[1]! });
});
