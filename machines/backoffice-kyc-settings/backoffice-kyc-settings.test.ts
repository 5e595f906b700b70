// The compliance settings form: read into text fields, refused while a field breaks the contract's
// bounds (a cooling-off under 24 hours, an amount with three decimals, a zero threshold), saved with
// the values as numbers, the saved answer shown; closing ends it. Plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, notifySpies } from '../testing/fixtures';
import type { ComplianceSettings } from './backoffice-kyc-settings.actors';
import { complianceSettingsMachine, type SettingsEvent } from './backoffice-kyc-settings.machine';
import { selectCanSave, selectForm, selectInvalidFields } from './backoffice-kyc-settings.selectors';

// The server's defaults (server/kyc/settings.ts): ₺5.000 basic allowance, €2.000 / €10.000 at 48 TRY.
const defaults: ComplianceSettings = {
  withdrawalTier: 'full',
  basicWithdrawalLimit: 5000,
  documentValidityDays: 365,
  amlDayThreshold: 96000,
  amlMonthThreshold: 480000,
  smallDepositAmount: 500,
  smallDepositCount: 10,
  littlePlayMinimum: 1000,
  littlePlayPercent: 10,
  coolingOffHours: 24,
  rejectedFileRetentionDays: 90,
  expiredFileRetentionDays: 2920,
};

function start() {
  const load = controllable<unknown, ComplianceSettings, string>(() => 'load');
  const save = controllable<{ settings: ComplianceSettings }, { settings: ComplianceSettings; message: string }, ComplianceSettings>((input) => input.settings);
  const notify = notifySpies();
  const actor = createActor(complianceSettingsMachine.provide({ actors: { loadComplianceSettings: load.logic, saveComplianceSettings: save.logic }, actions: notify.actions })).start();
  return { actor, load, save, effects: notify.effects, snapshot: () => actor.getSnapshot() };
}

describe('compliance settings machine', () => {
  it('edits and saves the settings as numbers, refusing values outside the bounds', async () => {
    const { actor, load, save, effects, snapshot } = start();
    await load.resolve(defaults);
    expect(selectForm(snapshot())).toMatchObject({ basicWithdrawalLimit: '5000', coolingOffHours: '24', withdrawalTier: 'full' });
    expect(selectCanSave(snapshot())).toBe(true);

    actor.send({ type: 'settings.field.changed', field: 'coolingOffHours', value: '12' });
    actor.send({ type: 'settings.field.changed', field: 'basicWithdrawalLimit', value: '2500,555' });
    actor.send({ type: 'settings.field.changed', field: 'amlDayThreshold', value: '0' });
    expect(selectInvalidFields(snapshot())).toEqual(['basicWithdrawalLimit', 'amlDayThreshold', 'coolingOffHours']);
    actor.send({ type: 'settings.saved' });
    expect(save.calls).toEqual([]);

    actor.send({ type: 'settings.field.changed', field: 'coolingOffHours', value: '48' });
    actor.send({ type: 'settings.field.changed', field: 'basicWithdrawalLimit', value: '2500,50' });
    actor.send({ type: 'settings.field.changed', field: 'amlDayThreshold', value: '100000' });
    actor.send({ type: 'settings.tier.changed', tier: 'basic' });
    actor.send({ type: 'settings.saved' });
    const sent = { ...defaults, withdrawalTier: 'basic' as const, basicWithdrawalLimit: 2500.5, amlDayThreshold: 100000, coolingOffHours: 48 };
    expect(save.calls).toEqual([sent]);
    await save.resolve({ settings: sent, message: 'Doğrulama ve AML ayarları kaydedildi' });
    expect(effects.success).toHaveBeenCalledWith('Doğrulama ve AML ayarları kaydedildi');
    expect(selectForm(snapshot())).toMatchObject({ basicWithdrawalLimit: '2500.5', coolingOffHours: '48', withdrawalTier: 'basic' });
  });

  it('keeps the form after a refused save, retries a failed read, and ends when closed', async () => {
    const { actor, load, save, effects, snapshot } = start();
    await load.reject(new ApiError('Hata', 500));
    expect(snapshot().value).toBe('failed');
    actor.send({ type: 'settings.retried' });
    await load.resolve(defaults);
    actor.send({ type: 'settings.saved' });
    await save.reject(new ApiError('Yetkiniz yok', 403));
    expect(effects.failure).toHaveBeenCalledTimes(2);
    expect(snapshot().value).toBe('editing');
    actor.send({ type: 'settings.closed' });
    expect(snapshot().status).toBe('done');
  });
});

describe('compliance settings machine: generated paths', () => {
  const machine = complianceSettingsMachine.provide({ actors: { loadComplianceSettings: pending as never, saveComplianceSettings: pending as never } });
  const suite = generatePaths(machine, {
    events: () =>
      [
        { type: 'xstate.done.actor.loadComplianceSettings', output: defaults },
        { type: 'xstate.error.actor.loadComplianceSettings', error: new ApiError('Hata', 500) },
        { type: 'settings.retried' },
        { type: 'settings.field.changed', field: 'coolingOffHours', value: '12' },
        { type: 'settings.tier.changed', tier: 'basic' },
        { type: 'settings.saved' },
        { type: 'settings.closed' },
        { type: 'xstate.done.actor.saveComplianceSettings', output: { settings: defaults, message: 'ok' } },
        { type: 'xstate.error.actor.saveComplianceSettings', error: new ApiError('Hata', 409) },
      ] as SettingsEvent[],
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.form]),
  });
  testEveryPath(complianceSettingsMachine, suite);
});
