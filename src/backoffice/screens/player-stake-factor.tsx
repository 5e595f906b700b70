// A player's sports stake factor (traders, issue 17): the factor in force with the book's and the
// player's maximum stake per bet, and the form to change it (the new factor with the maximum it would
// give, a reason for the audit log). Everything shown comes from the stake factor actor's selectors.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { stakeFactorMachine } from '../../../machines/backoffice-stake-factor/backoffice-stake-factor.machine';
import {
  selectCanSave,
  selectFactor,
  selectFactorValid,
  selectFailed,
  selectIsBusy,
  selectPreviewMaxStake,
  selectReason,
  selectReasonValid,
  selectView,
} from '../../../machines/backoffice-stake-factor/backoffice-stake-factor.selectors';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useBackoffice } from '../app/context';
import { formatTry } from '../format';
import type { BackofficeTextKey } from '../i18n';
import { figures, toolbar } from '../theme';

type StakeRef = ActorRefFrom<typeof stakeFactorMachine>;

export function PlayerStakeFactor({ stake }: { stake: StakeRef }) {
  const { t, locale } = useBackoffice();
  const view = useSelector(stake, selectView);
  const failed = useSelector(stake, selectFailed);
  const factor = useSelector(stake, selectFactor);
  const factorValid = useSelector(stake, selectFactorValid);
  const reason = useSelector(stake, selectReason);
  const reasonValid = useSelector(stake, selectReasonValid);
  const preview = useSelector(stake, selectPreviewMaxStake);
  const canSave = useSelector(stake, selectCanSave);
  const busy = useSelector(stake, selectIsBusy);
  const styles = figures();
  const fieldStyles = field();
  if (failed)
    return (
      <div className={toolbar()} data-testid="bo-stake-factor">
        <p>{t('players.stake.failed')}</p>
        <button type="button" className={button({ size: 'sm', variant: 'outline' })} onClick={() => stake.send({ type: 'stake.retried' })}>
          {t('content.retry')}
        </button>
      </div>
    );
  if (!view) return <p data-testid="bo-stake-factor">{t('shell.loading')}</p>;
  const tiles: Array<[BackofficeTextKey, string, string]> = [
    ['players.stake.current', String(view.stakeFactor).replace('.', locale === 'tr' ? ',' : '.'), 'stakeFactor'],
    ['players.stake.maxStake', formatTry(locale, view.maxStake), 'maxStake'],
    ['players.stake.bookMax', formatTry(locale, view.bookMaxStake), 'bookMaxStake'],
  ];
  return (
    <section data-testid="bo-stake-factor">
      <dl className={styles.grid}>
        {tiles.map(([key, value, name]) => (
          <div key={key} className={styles.tile} data-figure={name}>
            <dt className={styles.label}>{t(key)}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {view.stakeFactor === 0 ? <p data-testid="bo-stake-closed">{t('players.stake.closed')}</p> : null}
      <form
        className={toolbar()}
        onSubmit={(event) => {
          event.preventDefault();
          stake.send({ type: 'stake.submitted' });
        }}
      >
        <label className={fieldStyles.root}>
          <span className={fieldStyles.label}>{t('players.stake.factor')}</span>
          <input
            className={fieldStyles.input}
            name="stakeFactor"
            inputMode="decimal"
            value={factor}
            aria-invalid={!factorValid || undefined}
            aria-describedby="bo-stake-factor-help"
            onChange={(event) => stake.send({ type: 'stake.factor.changed', value: event.target.value })}
          />
          <span id="bo-stake-factor-help" className={fieldStyles.helperText} data-testid="bo-stake-preview">
            {preview === null ? t('players.stake.invalid') : t('players.stake.preview', { amount: formatTry(locale, preview) })}
          </span>
        </label>
        <label className={fieldStyles.root}>
          <span className={fieldStyles.label}>{t('players.reason')}</span>
          <textarea
            className={fieldStyles.textarea}
            name="stakeReason"
            value={reason}
            maxLength={500}
            aria-invalid={(reason !== '' && !reasonValid) || undefined}
            onChange={(event) => stake.send({ type: 'stake.reason.changed', value: event.target.value })}
          />
        </label>
        <button type="submit" className={button({ size: 'sm' })} disabled={!canSave} data-loading={busy || undefined}>
          {t('players.stake.save')}
        </button>
      </form>
    </section>
  );
}
