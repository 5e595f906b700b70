// The verification page /casino/fairness (issue 6): open to everyone for typed-in seeds (guests too:
// it is arithmetic on revealed seeds; without stakes a nominal ₺1 stake is shown), and opened from a round of the game
// history it verifies that round at once with its revealed seeds filled in. Shows the recomputed
// outcome and whether the server seed's hash matches its commitment.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { type FairnessField, fairnessMachine } from '../../../machines/fairness/fairness.machine';
import { selectError, selectIsBusy, selectIsIncomplete, selectResult, selectValues } from '../../../machines/fairness/fairness.selectors';
import { fairnessActors, type StudioGame } from '../../../machines/fairness/fairness.actors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { field as fieldRecipe } from '../../../styled-system/recipes/field';
import { useApi, useT } from '../../app/app-context';
import type { TranslationKey } from '../../../common/i18n/keys';
import { useOutcomeText } from './outcome-texts';
import { RoundOutcome } from './round-outcome';
import { useSystemActor } from '../../app/use-system-actor';

// The automated table's spin: its seed, its salt as the client seed, nonce 0.
const GAMES: StudioGame[] = ['slot', 'roulette', 'blackjack', 'crash', 'live-roulette'];
const FIELDS: Array<{ field: FairnessField; label: TranslationKey }> = [
  { field: 'serverSeed', label: 'fairness.serverSeed' },
  { field: 'serverSeedHash', label: 'fairness.serverSeedHash' },
  { field: 'clientSeed', label: 'fairness.clientSeed' },
  { field: 'nonce', label: 'fairness.nonce' },
];

const verdict = css({
  p: '3',
  borderRadius: 'md',
  fontWeight: 'semibold',
  '&[data-ok=true]': { bg: 'success.subtle', color: 'success.text' },
  '&[data-ok=false]': { bg: 'danger.subtle', color: 'danger.text' },
});

export function FairnessPage({ roundId }: { roundId: string | null }) {
  const t = useT();
  const gameName = useOutcomeText();
  const api = useApi();
  const logic = useMemo(() => fairnessMachine.provide({ actors: fairnessActors(api) }), [api]);
  const actor = useSystemActor('fairness', logic, { roundId });
  const values = useSelector(actor, selectValues);
  const busy = useSelector(actor, selectIsBusy);
  const result = useSelector(actor, selectResult);
  const error = useSelector(actor, selectError);
  const incomplete = useSelector(actor, selectIsIncomplete);
  const styles = fieldRecipe();

  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '[48rem]' })} data-testid="fairness">
      <p className={css({ color: 'fg.muted' })}>{t('fairness.intro')}</p>
      <form
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'fairness.submitted' });
        }}
      >
        <div className={styles.root}>
          <label htmlFor="fairness-game" className={styles.label}>
            {t('fairness.game')}
          </label>
          <select
            id="fairness-game"
            className={styles.input}
            value={values.game}
            onChange={(event) => actor.send({ type: 'fairness.game.changed', game: event.target.value as StudioGame })}
          >
            {GAMES.map((game) => (
              <option key={game} value={game}>
                {gameName(`studioGame.${game}`)}
              </option>
            ))}
          </select>
        </div>
        {FIELDS.map(({ field, label }) => (
          <div key={field} className={styles.root}>
            <label htmlFor={`fairness-${field}`} className={styles.label}>
              {t(label)}
            </label>
            <input
              id={`fairness-${field}`}
              className={styles.input}
              value={values[field]}
              inputMode={field === 'nonce' ? 'numeric' : undefined}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => actor.send({ type: 'fairness.field.changed', field, value: event.target.value })}
            />
          </div>
        ))}
        {incomplete ? (
          <p role="alert" className={css({ color: 'danger.text' })}>
            {t('fairness.fillAll')}
          </p>
        ) : null}
        <button type="submit" className={button({ variant: 'solid' })} data-loading={busy ? '' : undefined} disabled={busy}>
          {t('fairness.submit')}
        </button>
      </form>
      {error !== null ? (
        <p role="alert" className={verdict} data-ok="false">
          {error || t('errors.unexpected')}
        </p>
      ) : null}
      {result ? (
        <section className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-testid="fairness-result" aria-live="polite">
          <p className={verdict} data-ok={String(result.commitmentMatches)} data-testid="hash-verdict">
            {result.commitmentMatches ? t('fairness.hashMatches') : t('fairness.hashMismatch')}
          </p>
          {result.matchesRecord !== null ? (
            <p className={verdict} data-ok={String(result.matchesRecord)}>
              {result.matchesRecord ? t('fairness.recordMatches') : t('fairness.recordDiffers')}
            </p>
          ) : null}
          {!result.valid ? (
            <p className={verdict} data-ok="false">
              {t('fairness.invalid')}
              {result.reason ? `: ${result.reason}` : ''}
            </p>
          ) : null}
          {result.outcome ? (
            <>
              <h2 className={css({ fontWeight: 'bold' })}>{t('fairness.outcome')}</h2>
              <RoundOutcome outcome={result.outcome} />
            </>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}
