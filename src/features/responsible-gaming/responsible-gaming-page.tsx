// The "Responsible gaming" page (issue 19): limits with what is used and left, pending increases and
// their confirmation, the reality check interval, time-out and self-exclusion (asked twice), the
// activity statement and closing the account. Driven by machines/responsible-gaming.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { TranslationKey } from '../../../common/i18n/keys';
import { formatTry } from '../../../common/money-format';
import type { ExclusionChoice, PlayerLimit } from '../../../machines/responsible-gaming/responsible-gaming.actors';
import type { responsibleGamingMachine } from '../../../machines/responsible-gaming/responsible-gaming.machine';
import {
  selectAskedExclusion,
  selectCoolingOffHours,
  selectDraft,
  selectDraftError,
  selectHasFailed,
  selectIsAskingClosure,
  selectIsLoading,
  selectIsLoadingStatement,
  selectIsSaving,
  selectLimits,
  selectPassword,
  selectRealityCheckMinutes,
  selectStatement,
  selectStatementRange,
} from '../../../machines/responsible-gaming/responsible-gaming.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useT } from '../../app/app-context';
import { SiteDialog } from '../../ui/dialog';
import { card, Failed, facts, Loading, stack } from '../dashboard/dashboard-ui';
import { usePageLocale } from '../dashboard/use-page-actor';
import { MarketingConsent } from './marketing-consent';
import { useResponsibleActor } from './use-responsible-actor';

type Ref = ActorRefFrom<typeof responsibleGamingMachine>;

const KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
const PERIODS = ['day', 'week', 'month'] as const;
const REALITY = [0, 15, 30, 60] as const;
const TIME_OUTS = ['24h', '7d', '30d', '6w'] as const;
const EXCLUSIONS = ['6m', '1y', '2y', '5y', 'permanent'] as const;

/** Limit windows reset at midnight Istanbul time, whatever the device's zone: times are shown in it. */
function istanbulDateTime(iso: string, locale: 'tr' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' });
const heading = css({ fontSize: 'lg', fontWeight: 'semibold' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });

export function ResponsibleGamingPage() {
  const t = useT();
  const actor = useResponsibleActor();
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  if (failed) return <Failed message={t('responsible.failed')} onRetry={() => actor.send({ type: 'responsible.retried' })} />;
  if (loading) return <Loading />;
  return (
    <div className={stack} data-testid="responsible-gaming">
      <p className={muted}>{t('responsible.intro')}</p>
      <Limits actor={actor} />
      <RealityCheck actor={actor} />
      <Exclusions actor={actor} />
      <MarketingConsent />
      <Statement actor={actor} />
      <Closure actor={actor} />
      <ExclusionQuestion actor={actor} />
    </div>
  );
}

function limitText(limit: Pick<PlayerLimit, 'kind'>, value: number, t: ReturnType<typeof useT>, locale: 'tr' | 'en') {
  return limit.kind === 'session' ? t('responsible.minutes', { minutes: value }) : formatTry(value, locale);
}

function Limits({ actor }: { actor: Ref }) {
  const t = useT();
  const locale = usePageLocale();
  const limits = useSelector(actor, selectLimits);
  const hours = useSelector(actor, selectCoolingOffHours);
  const draft = useSelector(actor, selectDraft);
  const error = useSelector(actor, selectDraftError);
  const saving = useSelector(actor, selectIsSaving);
  const styles = field();
  return (
    <section className={card} aria-labelledby="rg-limits" data-testid="rg-limits">
      <h2 id="rg-limits" className={heading}>
        {t('responsible.limits')}
      </h2>
      <p className={muted}>{t('responsible.limitsHelp', { hours })}</p>
      {limits.length === 0 ? <p>{t('responsible.noLimits')}</p> : null}
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })}>
        {limits.map((limit) => (
          <li key={`${limit.kind}-${limit.period}`} data-testid={`rg-limit-${limit.kind}-${limit.period}`}>
            <strong>
              {t(`responsible.kind.${limit.kind}` as TranslationKey)}
              {limit.kind === 'session' ? '' : ` · ${t(`responsible.period.${limit.period}` as TranslationKey)}`}: {limitText(limit, limit.amount, t, locale)}
            </strong>
            {limit.kind === 'session' ? null : (
              <dl className={facts}>
                <div>
                  <dt>{t('responsible.used')}</dt>
                  <dd>{formatTry(limit.used, locale)}</dd>
                </div>
                <div>
                  <dt>{t('responsible.left')}</dt>
                  <dd>{formatTry(limit.left, locale)}</dd>
                </div>
                {limit.resetsAt ? (
                  <div>
                    <dt>{t('responsible.resets')}</dt>
                    <dd>
                      <time dateTime={limit.resetsAt}>{istanbulDateTime(limit.resetsAt, locale)}</time>
                    </dd>
                  </div>
                ) : null}
              </dl>
            )}
            {limit.pending ? (
              <p className={css({ color: 'warning.text', fontSize: 'sm' })} data-testid="rg-pending">
                {t('responsible.pending', {
                  amount: limit.pending.amount === null ? t('responsible.pendingRemoval') : limitText(limit, limit.pending.amount, t, locale),
                  at: istanbulDateTime(limit.pending.confirmableAt, locale),
                })}{' '}
                <button
                  type="button"
                  className={button({ variant: 'outline', size: 'sm' })}
                  disabled={saving || Date.parse(limit.pending.confirmableAt) > Date.now()}
                  onClick={() => actor.send({ type: 'limit.confirm.requested', kind: limit.kind, period: limit.period })}
                >
                  {t('responsible.confirm')}
                </button>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <form
        className={row}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'limit.submitted' });
        }}
      >
        <label className={styles.root}>
          <span className={styles.label}>{t('responsible.kind')}</span>
          <select className={styles.input} name="kind" value={draft.kind} onChange={(e) => actor.send({ type: 'limit.field.changed', field: 'kind', value: e.currentTarget.value })}>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`responsible.kind.${kind}` as TranslationKey)}
              </option>
            ))}
          </select>
        </label>
        {draft.kind === 'session' ? null : (
          <label className={styles.root}>
            <span className={styles.label}>{t('responsible.period')}</span>
            <select className={styles.input} name="period" value={draft.period} onChange={(e) => actor.send({ type: 'limit.field.changed', field: 'period', value: e.currentTarget.value })}>
              {PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`responsible.period.${period}` as TranslationKey)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={styles.root}>
          <span className={styles.label}>{t('responsible.amount')}</span>
          <input
            className={styles.input}
            name="amount"
            inputMode="decimal"
            value={draft.amount}
            aria-invalid={error ? true : undefined}
            onChange={(e) => actor.send({ type: 'limit.field.changed', field: 'amount', value: e.currentTarget.value })}
          />
          {error ? <span className={styles.errorText}>{t(error as TranslationKey)}</span> : null}
        </label>
        <button type="submit" className={button({ variant: 'solid' })} disabled={saving || error !== null}>
          {t('responsible.save')}
        </button>
      </form>
    </section>
  );
}

function RealityCheck({ actor }: { actor: Ref }) {
  const t = useT();
  const minutes = useSelector(actor, selectRealityCheckMinutes);
  const saving = useSelector(actor, selectIsSaving);
  return (
    <section className={card} aria-labelledby="rg-reality" data-testid="rg-reality-check">
      <h2 id="rg-reality" className={heading}>
        {t('responsible.realityCheck')}
      </h2>
      <p className={muted}>{t('responsible.realityCheckHelp')}</p>
      <div className={row} role="radiogroup" aria-labelledby="rg-reality">
        {REALITY.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={minutes === value}
            data-state={minutes === value ? 'checked' : 'unchecked'}
            className={button({ variant: minutes === value ? 'solid' : 'outline', size: 'sm' })}
            disabled={saving}
            onClick={() => actor.send({ type: 'realityCheck.chosen', minutes: value })}
          >
            {value === 0 ? t('responsible.off') : t('responsible.minutes', { minutes: value })}
          </button>
        ))}
      </div>
    </section>
  );
}

function Exclusions({ actor }: { actor: Ref }) {
  const t = useT();
  const saving = useSelector(actor, selectIsSaving);
  const ask = (choice: ExclusionChoice) => actor.send({ type: 'exclusion.requested', choice });
  return (
    <>
      <section className={card} aria-labelledby="rg-timeout" data-testid="rg-time-out">
        <h2 id="rg-timeout" className={heading}>
          {t('responsible.timeOut')}
        </h2>
        <p className={muted}>{t('responsible.timeOutHelp')}</p>
        <div className={row}>
          {TIME_OUTS.map((period) => (
            <button key={period} type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={saving} onClick={() => ask({ kind: 'timeOut', period })}>
              {t(`responsible.period.${period}` as TranslationKey)}
            </button>
          ))}
        </div>
      </section>
      <section className={card} aria-labelledby="rg-exclusion" data-testid="rg-self-exclusion">
        <h2 id="rg-exclusion" className={heading}>
          {t('responsible.selfExclusion')}
        </h2>
        <p className={muted}>{t('responsible.selfExclusionHelp')}</p>
        <div className={row}>
          {EXCLUSIONS.map((period) => (
            <button
              key={period}
              type="button"
              className={button({ variant: 'outline', palette: 'danger', size: 'sm' })}
              disabled={saving}
              onClick={() => ask({ kind: 'selfExclusion', period })}
            >
              {t(`responsible.period.${period}` as TranslationKey)}
            </button>
          ))}
        </div>
      </section>
    </>
  );
}

function ExclusionQuestion({ actor }: { actor: Ref }) {
  const t = useT();
  const asked = useSelector(actor, selectAskedExclusion);
  const saving = useSelector(actor, selectIsSaving);
  const period = asked ? t(`responsible.period.${asked.period}` as TranslationKey) : '';
  return (
    <SiteDialog
      open={asked !== null}
      onClose={() => actor.send({ type: 'exclusion.cancelled' })}
      title={t('responsible.askTitle')}
      closeLabel={t('dialog.close')}
      size="small"
      footer={
        <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', width: 'full' })}>
          <button type="button" className={button({ variant: 'outline' })} disabled={saving} onClick={() => actor.send({ type: 'exclusion.cancelled' })}>
            {t('responsible.no')}
          </button>
          <button type="button" className={button({ variant: 'solid', palette: 'danger' })} disabled={saving} onClick={() => actor.send({ type: 'exclusion.confirmed' })}>
            {t('responsible.yes')}
          </button>
        </div>
      }
    >
      <p>{asked ? t(asked.kind === 'timeOut' ? 'responsible.askTimeOut' : 'responsible.askSelfExclusion', { period }) : null}</p>
    </SiteDialog>
  );
}

function Statement({ actor }: { actor: Ref }) {
  const t = useT();
  const locale = usePageLocale();
  const range = useSelector(actor, selectStatementRange);
  const statement = useSelector(actor, selectStatement);
  const loading = useSelector(actor, selectIsLoadingStatement);
  const styles = field();
  const figures = statement
    ? ([
        ['responsible.deposits', statement.deposits],
        ['responsible.withdrawals', statement.withdrawals],
        ['responsible.stakes', statement.stakes],
        ['responsible.winnings', statement.winnings],
        ['responsible.net', statement.net],
      ] as const)
    : [];
  return (
    <section className={card} aria-labelledby="rg-statement" data-testid="rg-statement">
      <h2 id="rg-statement" className={heading}>
        {t('responsible.statement')}
      </h2>
      <form
        className={row}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'statement.requested' });
        }}
      >
        <label className={styles.root}>
          <span className={styles.label}>{t('financial.from')}</span>
          <input className={styles.input} type="date" value={range.from} max={range.to} onChange={(e) => actor.send({ type: 'statement.range.changed', from: e.currentTarget.value, to: range.to })} />
        </label>
        <label className={styles.root}>
          <span className={styles.label}>{t('financial.to')}</span>
          <input className={styles.input} type="date" value={range.to} min={range.from} onChange={(e) => actor.send({ type: 'statement.range.changed', from: range.from, to: e.currentTarget.value })} />
        </label>
        <button type="submit" className={button({ variant: 'outline' })} disabled={loading || range.from > range.to}>
          {t('responsible.show')}
        </button>
      </form>
      {statement ? (
        <dl className={facts}>
          {figures.map(([key, value]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>{formatTry(value, locale)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

function Closure({ actor }: { actor: Ref }) {
  const t = useT();
  const password = useSelector(actor, selectPassword);
  const asking = useSelector(actor, selectIsAskingClosure);
  const saving = useSelector(actor, selectIsSaving);
  const styles = field();
  return (
    <section className={card} aria-labelledby="rg-close" data-testid="rg-close">
      <h2 id="rg-close" className={heading}>
        {t('responsible.close')}
      </h2>
      <p className={muted}>{t('responsible.closeHelp')}</p>
      <form
        className={row}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'closure.requested' });
        }}
      >
        <label className={styles.root}>
          <span className={styles.label}>{t('responsible.password')}</span>
          <input className={styles.input} type="password" autoComplete="current-password" value={password} onChange={(e) => actor.send({ type: 'closure.password.changed', password: e.currentTarget.value })} />
        </label>
        <button type="submit" className={button({ variant: 'outline', palette: 'danger' })} disabled={password.length === 0 || saving}>
          {t('responsible.close')}
        </button>
      </form>
      <SiteDialog
        open={asking}
        onClose={() => actor.send({ type: 'closure.cancelled' })}
        title={t('responsible.askTitle')}
        closeLabel={t('dialog.close')}
        size="small"
        footer={
          <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', width: 'full' })}>
            <button type="button" className={button({ variant: 'outline' })} disabled={saving} onClick={() => actor.send({ type: 'closure.cancelled' })}>
              {t('responsible.no')}
            </button>
            <button type="button" className={button({ variant: 'solid', palette: 'danger' })} disabled={saving} onClick={() => actor.send({ type: 'closure.confirmed' })}>
              {t('responsible.close')}
            </button>
          </div>
        }
      >
        <p>{t('responsible.askClose')}</p>
      </SiteDialog>
    </section>
  );
}
