// The compliance settings form (back office, from the AML screen): read, edited as text, checked
// against the contract's bounds before it can be saved, saved all at once (the server audits the values
// before and after). Amounts are TRY with at most two decimals; counts and days whole numbers.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { type ComplianceSettings, complianceSettingsActors } from './backoffice-kyc-settings.actors';

export const MONEY_FIELDS = ['basicWithdrawalLimit', 'amlDayThreshold', 'amlMonthThreshold', 'smallDepositAmount', 'littlePlayMinimum'] as const;
/** Whole numbers with the contract's bounds. */
export const WHOLE_FIELDS = {
  coolingOffHours: [24, 168],
  documentValidityDays: [1, 3650],
  rejectedFileRetentionDays: [1, 3650],
  expiredFileRetentionDays: [1, 3650],
  smallDepositCount: [2, 1000],
  littlePlayPercent: [0, 100],
} as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];
export type WholeField = keyof typeof WHOLE_FIELDS;
export type SettingsField = MoneyField | WholeField;
export type SettingsForm = Record<SettingsField, string> & { withdrawalTier: 'full' | 'basic' };

/** The contract's minimum of each amount (a threshold of 0 would open a case for every payment). */
const MONEY_MIN: Record<MoneyField, number> = { basicWithdrawalLimit: 0, amlDayThreshold: 0.01, amlMonthThreshold: 0.01, smallDepositAmount: 0.01, littlePlayMinimum: 0 };
const MONEY = /^\d{1,9}([.,]\d{1,2})?$/;

export function formOf(settings: ComplianceSettings): SettingsForm {
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    withdrawalTier: settings.withdrawalTier,
    basicWithdrawalLimit: text(settings.basicWithdrawalLimit),
    amlDayThreshold: text(settings.amlDayThreshold),
    amlMonthThreshold: text(settings.amlMonthThreshold),
    smallDepositAmount: text(settings.smallDepositAmount),
    littlePlayMinimum: text(settings.littlePlayMinimum),
    coolingOffHours: text(settings.coolingOffHours),
    documentValidityDays: text(settings.documentValidityDays),
    rejectedFileRetentionDays: text(settings.rejectedFileRetentionDays),
    expiredFileRetentionDays: text(settings.expiredFileRetentionDays),
    smallDepositCount: text(settings.smallDepositCount),
    littlePlayPercent: text(settings.littlePlayPercent),
  };
}

/** The fields whose text is not a valid value. */
export function invalidFields(form: SettingsForm): SettingsField[] {
  const bad: SettingsField[] = [];
  for (const field of MONEY_FIELDS) {
    const text = form[field].trim();
    if (!MONEY.test(text) || Number(text.replace(',', '.')) < MONEY_MIN[field] || Number(text.replace(',', '.')) > 100_000_000) bad.push(field);
  }
  for (const [field, [min, max]] of Object.entries(WHOLE_FIELDS) as [WholeField, readonly [number, number]][]) {
    const text = form[field].trim();
    if (!/^\d{1,5}$/.test(text) || Number(text) < min || Number(text) > max) bad.push(field);
  }
  return bad;
}

/** The request the form stands for; null while a field is invalid. */
export function requestOf(form: SettingsForm): ComplianceSettings | null {
  if (invalidFields(form).length > 0) return null;
  const money = (field: MoneyField) => Number(form[field].trim().replace(',', '.'));
  const whole = (field: WholeField) => Number(form[field].trim());
  return {
    withdrawalTier: form.withdrawalTier,
    basicWithdrawalLimit: money('basicWithdrawalLimit'),
    documentValidityDays: whole('documentValidityDays'),
    amlDayThreshold: money('amlDayThreshold'),
    amlMonthThreshold: money('amlMonthThreshold'),
    smallDepositAmount: money('smallDepositAmount'),
    smallDepositCount: whole('smallDepositCount'),
    littlePlayMinimum: money('littlePlayMinimum'),
    littlePlayPercent: whole('littlePlayPercent'),
    coolingOffHours: whole('coolingOffHours'),
    rejectedFileRetentionDays: whole('rejectedFileRetentionDays'),
    expiredFileRetentionDays: whole('expiredFileRetentionDays'),
  };
}

export interface SettingsContext {
  form: SettingsForm | null;
}

export type SettingsEvent =
  | { type: 'settings.field.changed'; field: SettingsField; value: string }
  | { type: 'settings.tier.changed'; tier: 'full' | 'basic' }
  | { type: 'settings.saved' }
  | { type: 'settings.retried' }
  | { type: 'settings.closed' };

const failure = { type: 'notify failure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

export const complianceSettingsMachine = setup({
  types: { context: {} as SettingsContext, events: {} as SettingsEvent },
  // Provided at the app edge with the operator's API client: complianceSettingsActors(api).
  actors: complianceSettingsActors(apiNotProvided('backofficeComplianceSettings')),
  guards: {
    'is form valid': ({ context }) => context.form !== null && requestOf(context.form) !== null,
  },
  actions: {
    'keep settings': assign({ form: ({ event }) => formOf((event as unknown as { output: ComplianceSettings }).output) }),
    'keep saved settings': assign({ form: ({ event }) => formOf((event as unknown as { output: { settings: ComplianceSettings } }).output.settings) }),
    'set field': assign({
      form: ({ context, event }) => (event.type === 'settings.field.changed' && context.form ? { ...context.form, [event.field]: event.value } : context.form),
    }),
    'set tier': assign({
      form: ({ context, event }) => (event.type === 'settings.tier.changed' && context.form ? { ...context.form, withdrawalTier: event.tier } : context.form),
    }),
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeComplianceSettings',
  context: () => ({ form: null }),
  initial: 'loading',
  on: { 'settings.closed': '.closed' },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadComplianceSettings',
        src: 'loadComplianceSettings',
        onDone: { target: 'editing', actions: 'keep settings' },
        onError: { target: 'failed', actions: failure },
      },
    },
    failed: { on: { 'settings.retried': 'loading' } },
    editing: {
      on: {
        'settings.field.changed': { actions: 'set field' },
        'settings.tier.changed': { actions: 'set tier' },
        'settings.saved': { guard: 'is form valid', target: 'saving' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveComplianceSettings',
        src: 'saveComplianceSettings',
        input: ({ context }) => ({ settings: requestOf(context.form!)! }),
        onDone: { target: 'editing', actions: ['keep saved settings', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }] },
        onError: { target: 'editing', actions: failure },
      },
    },
    closed: { type: 'final' },
  },
});
