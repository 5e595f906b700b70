// The marketing switch of the Responsible gaming page: promotional messages on or off
// (machines/marketing-consent). Off at once; on again is not offered while a time-out or
// self-exclusion is in force, and the page says until when.
import { Switch } from '@ark-ui/react/switch';
import { useSelector } from '@xstate/react';
import { marketingConsentActors } from '../../../machines/marketing-consent/marketing-consent.actors';
import { marketingConsentMachine } from '../../../machines/marketing-consent/marketing-consent.machine';
import {
  selectAllowed,
  selectExcludedUntil,
  selectHasFailed,
  selectIsLoading,
  selectIsSaving,
  selectOptInClosed,
  selectPermanentlyExcluded,
} from '../../../machines/marketing-consent/marketing-consent.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { toggleSwitch } from '../../../styled-system/recipes/toggle-switch';
import { useT } from '../../app/app-context';
import { card } from '../dashboard/dashboard-ui';
import { usePageActor, usePageLocale } from '../dashboard/use-page-actor';

const heading = css({ fontSize: 'lg', fontWeight: 'semibold' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });

function istanbulDateTime(iso: string, locale: 'tr' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

export function MarketingConsent() {
  const t = useT();
  const locale = usePageLocale();
  const actor = usePageActor(marketingConsentMachine, marketingConsentActors);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  const saving = useSelector(actor, selectIsSaving);
  const allowed = useSelector(actor, selectAllowed);
  const closed = useSelector(actor, selectOptInClosed);
  const until = useSelector(actor, selectExcludedUntil);
  const permanent = useSelector(actor, selectPermanentlyExcluded);
  const styles = toggleSwitch();
  return (
    <section className={card} aria-labelledby="rg-marketing" data-testid="rg-marketing">
      <h2 id="rg-marketing" className={heading}>
        {t('responsible.marketing')}
      </h2>
      <p className={muted}>{t('responsible.marketingHelp')}</p>
      {failed ? (
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
          <p className={muted}>{t('responsible.marketingFailed')}</p>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => actor.send({ type: 'marketing.retried' })}>
            {t('payments.retry')}
          </button>
        </div>
      ) : (
        <Switch.Root
          className={styles.root}
          checked={allowed}
          disabled={loading || saving || closed}
          onCheckedChange={({ checked }) => actor.send({ type: 'marketing.toggled', allowed: checked })}
          data-testid="rg-marketing-switch"
        >
          <Switch.Control className={styles.control}>
            <Switch.Thumb className={styles.thumb} />
          </Switch.Control>
          <Switch.Label className={styles.label}>{t('responsible.marketingSwitch')}</Switch.Label>
          <Switch.HiddenInput />
        </Switch.Root>
      )}
      {closed ? (
        <p className={muted} data-testid="rg-marketing-closed">
          {permanent ? t('responsible.marketingClosedPermanently') : until ? t('responsible.marketingClosedUntil', { until: istanbulDateTime(until, locale) }) : null}
        </p>
      ) : null}
    </section>
  );
}
