// Bonuses: the list and the wagering progress, the trial offer's three faces (claimable, needs the
// phone, none), the claim (confetti, toast, reload) and its refusal; the calls; generated paths.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError, createApiClient } from '../../src/api/client';
import { generatePaths, missingCoverage, pending } from '../testing/path-coverage';
import { type BonusesInput, type BonusOverview, claimTrialBonus, loadBonuses, type PlayerBonus } from './bonuses.actors';
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

const api = createApiClient({
  baseUrl: 'http://test.invalid/api',
  fetch: () => Promise.reject(new Error('no network in machine tests')),
  getToken: () => 'token-1',
  getLocale: () => 'tr',
  getFingerprint: () => 'fp',
  onUnauthorized: () => {},
});

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

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

interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function start() {
  let loads = 0;
  let claims = 0;
  let load: Deferred<BonusOverview> | null = null;
  let claim: Deferred<string> | null = null;
  const effects = {
    success: vi.fn<(message: string) => void>(),
    failure: vi.fn<(error: unknown) => void>(),
    confetti: vi.fn<(params: typeof CLAIM_CONFETTI) => void>(),
  };
  const actor = createActor(
    bonusesMachine.provide({
      actors: {
        loadBonuses: fromPromise<BonusOverview, BonusesInput>(
          () =>
            new Promise((resolve, reject) => {
              loads += 1;
              load = { resolve, reject };
            }),
        ),
        claimTrialBonus: fromPromise<string, BonusesInput>(
          () =>
            new Promise((resolve, reject) => {
              claims += 1;
              claim = { resolve, reject };
            }),
        ),
      },
      actions: {
        'notify success': (_, params) => effects.success(params.message),
        'notify failure': (_, params) => effects.failure(params.error),
        'fire confetti': (_, params) => effects.confetti(params),
      },
    }),
    { input: { api } },
  ).start();
  return {
    actor,
    effects,
    loads: () => loads,
    claims: () => claims,
    snapshot: () => actor.getSnapshot(),
    answer: async (overview: BonusOverview) => {
      load?.resolve(overview);
      await flush();
    },
    failLoad: async (error: unknown) => {
      load?.reject(error);
      await flush();
    },
    granted: async (message: string) => {
      claim?.resolve(message);
      await flush();
    },
    refused: async (error: unknown) => {
      claim?.reject(error);
      await flush();
    },
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
    const requests: string[] = [];
    const client = createApiClient({
      baseUrl: 'http://site.test/api',
      fetch: async (request) => {
        requests.push(`${request.method} ${request.url}`);
        const body = request.url.endsWith('/definetrialbonus')
          ? { success: true, message: 'Tebrikler!', data: bonus() }
          : { success: true, message: '', data: offer(true, false) };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      },
      getToken: () => 'token-1',
      getLocale: () => 'tr',
      getFingerprint: () => 'fp',
      onUnauthorized: () => {},
    });
    const run = async (logic: Parameters<typeof createActor>[0]) => {
      const actor = createActor(logic, { input: { api: client } } as never).start();
      await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
      return actor.getSnapshot().output;
    };
    expect(await run(loadBonuses)).toEqual(offer(true, false));
    expect(await run(claimTrialBonus)).toBe('Tebrikler!');
    expect(requests).toEqual(['GET http://site.test/api/bonus/list', 'GET http://site.test/api/bonus/definetrialbonus']);
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
        ] as BonusesEvent[],
      input: () => ({ api }),
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    }),
  );

  it.each(suites.flatMap((suite, index) => suite.paths.map((path) => [`${index ? 'needs phone' : 'claimable'}: ${path.description}`, suite, path] as const)))(
    'reaches %s',
    (_, suite, path) => {
      expect(suite.replay(path).snapshot.value).toEqual(path.expected.value);
    },
  );

  it('reaches every state and takes every transition', () => {
    expect(missingCoverage(bonusesMachine, suites)).toEqual({ missingStates: [], missingTransitions: [] });
  });
});
