// The marketing switch: it loads the consent, saves a change and shows the asked value meanwhile,
// falls back to the server's value when the change is refused, sends nothing for a click that changes
// nothing, and does not offer an opt-in while a time-out or self-exclusion is in force; the actors call
// the contract's operations; plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { type MarketingConsent, marketingConsentActors, type SavedConsent } from './marketing-consent.actors';
import { marketingConsentMachine, type MarketingConsentEvent } from './marketing-consent.machine';
import { selectAllowed, selectHasFailed, selectIsSaving, selectOptInClosed } from './marketing-consent.selectors';

const allowed: MarketingConsent = { allowed: true, stoppedAt: null, excludedUntil: null, permanentlyExcluded: false };
const stopped: MarketingConsent = { allowed: false, stoppedAt: '2030-03-01T10:00:00.000Z', excludedUntil: null, permanentlyExcluded: false };
const excluded: MarketingConsent = { ...stopped, excludedUntil: '2030-03-08T10:00:00.000Z' };

function start() {
  const load = controllable<unknown, MarketingConsent>();
  const save = controllable<{ allowed: boolean }, SavedConsent, boolean>((input) => input.allowed);
  const notify = notifySpies();
  const actor = createActor(marketingConsentMachine.provide({ actors: { loadConsent: load.logic as never, saveConsent: save.logic as never }, actions: notify.actions }), {
  }).start();
  return { actor, load, save, notify };
}

describe('marketing switch', () => {
  it('opts out: shows off while saving, keeps the answer and says so', async () => {
    const { actor, load, save, notify } = start();
    await load.resolve(allowed);
    expect(selectAllowed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'marketing.toggled', allowed: false });
    expect(save.calls).toEqual([false]);
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    expect(selectAllowed(actor.getSnapshot())).toBe(false);
    await save.resolve({ consent: stopped, message: 'Size artık kampanya ve duyuru mesajı gönderilmeyecek' });
    expect(selectIsSaving(actor.getSnapshot())).toBe(false);
    expect(selectAllowed(actor.getSnapshot())).toBe(false);
    expect(notify.effects.success).toHaveBeenCalledWith('Size artık kampanya ve duyuru mesajı gönderilmeyecek');
  });

  it('falls back to the stored value when an opt-in is refused, and tells why', async () => {
    const { actor, load, save, notify } = start();
    await load.resolve(stopped);
    actor.send({ type: 'marketing.toggled', allowed: true });
    expect(selectAllowed(actor.getSnapshot())).toBe(true);
    const refusal = new ApiError('Molanız süresince kampanya mesajlarına yeniden izin veremezsiniz', 409);
    await save.reject(refusal);
    expect(selectAllowed(actor.getSnapshot())).toBe(false);
    expect(notify.effects.failure).toHaveBeenCalledWith(refusal);
    expect(save.calls).toEqual([true]);
  });

  it('sends nothing for a click that changes nothing, nor for an opt-in during an exclusion', async () => {
    const { actor, load, save } = start();
    await load.resolve(excluded);
    expect(selectOptInClosed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'marketing.toggled', allowed: false });
    actor.send({ type: 'marketing.toggled', allowed: true });
    expect(save.calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('offers a retry when the consent cannot be loaded', async () => {
    const { actor, load } = start();
    await load.reject(new ApiError('Hata', 500));
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'marketing.retried' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load.calls).toHaveLength(2);
  });
});

describe('marketing consent actors', () => {
  it('read with GET and set with POST /protection/marketing', async () => {
    const { api: recording, requests } = recordingApi({ '/protection/marketing': ok(stopped, 'kaydedildi') });
    expect(await outputOf(marketingConsentActors(recording).loadConsent, undefined)).toEqual(stopped);
    expect(await outputOf(marketingConsentActors(recording).saveConsent, { allowed: false })).toEqual({ consent: stopped, message: 'kaydedildi' });
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['GET', '/protection/marketing', null],
      ['POST', '/protection/marketing', { allowed: false }],
    ]);
  });
});

describe('marketing switch paths', () => {
  const suite = generatePaths(marketingConsentMachine, {
    events: () =>
      [
        { type: 'xstate.done.actor.loadConsent', output: allowed },
        { type: 'xstate.done.actor.loadConsent', output: excluded },
        { type: 'xstate.error.actor.loadConsent', error: new ApiError('Hata', 500) },
        { type: 'marketing.retried' },
        { type: 'marketing.toggled', allowed: false },
        { type: 'marketing.toggled', allowed: true },
        { type: 'xstate.done.actor.saveConsent', output: { consent: stopped, message: 'ok' } },
        { type: 'xstate.error.actor.saveConsent', error: new ApiError('Hata', 409) },
      ] as unknown as MarketingConsentEvent[],
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.consent?.allowed ?? null, snapshot.context.consent?.excludedUntil ?? null, snapshot.context.asked]),
  });
  testEveryPath(marketingConsentMachine, suite);
});
