// The Fairness panel: the committed server seed's hash, the nonces, the client seed and the rotation
// that reveals the old server seed. Everything comes from the shell machine.
import { useSelector } from '@xstate/react';
import {
  selectClientSeed,
  selectFairness,
  selectIsRotating,
  selectLastNonce,
  selectRevealed,
} from '../../../machines/studio-shell/studio-shell.selectors';
import { button } from '../../../styled-system/recipes/button';
import { studioShell } from '../../../styled-system/recipes/studio-shell';
import type { Translate } from '../i18n';
import type { ShellTextKey } from '../i18n';
import type { StudioShellActor } from '../types';

export function FairnessPanel({ shell, t }: { shell: StudioShellActor; t: Translate<ShellTextKey> }) {
  const fairness = useSelector(shell, selectFairness);
  const lastNonce = useSelector(shell, selectLastNonce);
  const revealed = useSelector(shell, selectRevealed);
  const clientSeed = useSelector(shell, selectClientSeed);
  const rotating = useSelector(shell, selectIsRotating);
  const styles = studioShell();
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('seedHash')}</dt>
        <dd data-testid="seed-hash">{fairness?.serverSeedHash}</dd>
        <dt>{t('nextNonce')}</dt>
        <dd data-testid="next-nonce">{fairness?.nonce}</dd>
        <dt>{t('lastNonce')}</dt>
        <dd data-testid="last-nonce">{lastNonce ?? '-'}</dd>
        <dt>{t('revealed')}</dt>
        <dd data-testid="revealed-seed">
          {revealed ? `${revealed.serverSeed} (${t('revealedRounds', { count: revealed.roundsPlayed })})` : '-'}
        </dd>
      </dl>
      <form
        className={styles.facts}
        onSubmit={(event) => {
          event.preventDefault();
          shell.send({ type: 'seeds.rotate' });
        }}
      >
        <label htmlFor="client-seed">{t('clientSeed')}</label>
        <input
          id="client-seed"
          className={styles.input}
          name="clientSeed"
          maxLength={64}
          autoComplete="off"
          value={clientSeed}
          onChange={(event) => shell.send({ type: 'seeds.client.changed', value: event.target.value })}
        />
        <span />
        <button type="submit" className={button({ variant: 'outline', size: 'sm' })} disabled={rotating} data-loading={rotating || undefined}>
          {t('rotate')}
        </button>
      </form>
    </>
  );
}
