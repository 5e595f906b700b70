// The compliance settings dialog (opened from the AML screen): what each verification tier allows for
// withdrawals (the basic tier's allowance), how long an approved document counts and how long rejected
// and expired files are kept, the AML thresholds and patterns, and the cooling-off of limit increases.
// Operators with `settings:manage` save; others read. State and checks are the settings actor's
// (machines/backoffice-kyc-settings).
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectCan } from '../../../../machines/backoffice-app/backoffice-app.selectors';
import { type complianceSettingsMachine, MONEY_FIELDS, type SettingsField, WHOLE_FIELDS } from '../../../../machines/backoffice-kyc-settings/backoffice-kyc-settings.machine';
import { selectCanSave, selectForm, selectHasFailed, selectInvalidFields, selectIsBusy } from '../../../../machines/backoffice-kyc-settings/backoffice-kyc-settings.selectors';
import { button } from '../../../../styled-system/recipes/button';
import { dialog } from '../../../../styled-system/recipes/dialog';
import { field } from '../../../../styled-system/recipes/field';
import { css } from '../../../../styled-system/css';
import { useExitWatchdog } from '../../../ui/exit-watchdog';
import { useBackoffice } from '../../app/context';
import type { BackofficeTextKey } from '../../i18n';

type SettingsRef = ActorRefFrom<typeof complianceSettingsMachine>;

/** The form's groups, in the order an operator reads them. */
const GROUPS: { title: BackofficeTextKey; fields: SettingsField[] }[] = [
  { title: 'settings.group.tiers', fields: ['basicWithdrawalLimit', 'documentValidityDays'] },
  { title: 'settings.group.aml', fields: ['amlDayThreshold', 'amlMonthThreshold', 'smallDepositAmount', 'smallDepositCount', 'littlePlayMinimum', 'littlePlayPercent'] },
  { title: 'settings.group.protection', fields: ['coolingOffHours'] },
  { title: 'settings.group.files', fields: ['rejectedFileRetentionDays', 'expiredFileRetentionDays'] },
];

export function ComplianceSettingsDialog({ settings }: { settings: SettingsRef | null }) {
  const open = settings !== null;
  const parts = useExitWatchdog(open);
  const styles = dialog({ size: 'medium' });
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : settings?.send({ type: 'settings.closed' }))}>
      <Portal>
        <Dialog.Backdrop ref={parts.backdrop} className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content ref={parts.content} className={styles.content} data-testid="bo-compliance-settings">
            {settings ? <SettingsForm settings={settings} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SettingsForm({ settings }: { settings: SettingsRef }) {
  const { actor, t } = useBackoffice();
  const styles = dialog({ size: 'medium' });
  const fieldStyles = field();
  const form = useSelector(settings, selectForm);
  const invalid = useSelector(settings, selectInvalidFields);
  const canSave = useSelector(settings, selectCanSave);
  const busy = useSelector(settings, selectIsBusy);
  const failed = useSelector(settings, selectHasFailed);
  const mayManage = useSelector(actor, selectCan('settings:manage'));
  const unit = (name: SettingsField) => ((MONEY_FIELDS as readonly string[]).includes(name) ? '₺' : name === 'coolingOffHours' ? t('settings.unit.hours') : name in WHOLE_FIELDS && name.endsWith('Days') ? t('settings.unit.days') : '');
  return (
    <form
      className={styles.main}
      onSubmit={(event) => {
        event.preventDefault();
        settings.send({ type: 'settings.saved' });
      }}
    >
      <div className={styles.header}>
        <Dialog.Title className={styles.title}>{t('settings.title')}</Dialog.Title>
      </div>
      <div className={styles.body}>
        {failed ? (
          <p role="alert">
            {t('settings.loadFailed')}{' '}
            <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} onClick={() => settings.send({ type: 'settings.retried' })}>
              {t('protection.retry')}
            </button>
          </p>
        ) : null}
        {form ? (
          <>
            <label className={fieldStyles.root}>
              <span className={fieldStyles.label}>{t('settings.withdrawalTier')}</span>
              <select
                className={fieldStyles.select}
                name="withdrawalTier"
                value={form.withdrawalTier}
                disabled={!mayManage}
                onChange={(event) => settings.send({ type: 'settings.tier.changed', tier: event.target.value === 'basic' ? 'basic' : 'full' })}
              >
                <option value="full">{t('settings.tier.full')}</option>
                <option value="basic">{t('settings.tier.basic')}</option>
              </select>
            </label>
            {GROUPS.map((group) => (
              <fieldset key={group.title} className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, border: 'none', p: '0', mt: '3' })}>
                <legend className={css({ fontWeight: 'semibold', mb: '1' })}>{t(group.title)}</legend>
                {group.fields.map((name) => (
                  <label key={name} className={fieldStyles.root} data-invalid={invalid.includes(name) || undefined}>
                    <span className={fieldStyles.label}>
                      {t(`settings.${name}` as BackofficeTextKey)} {unit(name) ? `(${unit(name)})` : ''}
                    </span>
                    <input
                      className={fieldStyles.input}
                      name={name}
                      inputMode="decimal"
                      aria-invalid={invalid.includes(name) || undefined}
                      readOnly={!mayManage}
                      value={form[name]}
                      onChange={(event) => settings.send({ type: 'settings.field.changed', field: name, value: event.target.value })}
                    />
                  </label>
                ))}
              </fieldset>
            ))}
          </>
        ) : null}
      </div>
      <div className={styles.footer}>
        <button type="button" className={button({ variant: 'ghost', palette: 'neutral' })} onClick={() => settings.send({ type: 'settings.closed' })}>
          {t('queue.close')}
        </button>
        {mayManage ? (
          <button type="submit" className={button()} disabled={!canSave} data-loading={busy || undefined}>
            {t('settings.save')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
