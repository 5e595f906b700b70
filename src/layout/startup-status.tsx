// What the page shows while start-up runs, and when it failed: a usable page with a Retry button
// (spec §4: a failed bootstrap makes start-up proceed as false).
import { useEffect } from 'react';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { useSend, useT } from '../app/app-context';
import { loadBuiltInTexts } from '../i18n/translate';
import { AlertIcon, SpinnerIcon } from '../ui/icons';

export function StartupLoading() {
  const t = useT();
  return (
    <div
      role="status"
      className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3', py: '24', color: 'fg.muted' })}
    >
      <SpinnerIcon className={css({ width: 'iconLg', height: 'iconLg', animation: 'spin' })} />
      {t('common.loading')}
    </div>
  );
}

export function StartupFailed() {
  const t = useT();
  const send = useSend();
  // No server texts will come: the whole page falls back to the built-in ones.
  useEffect(() => void loadBuiltInTexts(), []);
  return (
    <section
      role="alert"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: '4',
        maxWidth: 'md',
        mx: 'auto',
        py: '24',
      })}
    >
      <AlertIcon className={css({ width: '12', height: '12', color: 'warning.text' })} />
      <h1 className={css({ fontFamily: 'heading', fontSize: '2xl', fontWeight: 'bold' })}>{t('startup.failedTitle')}</h1>
      <p className={css({ color: 'fg.muted' })}>{t('startup.failedText')}</p>
      <button
        type="button"
        className={button({ size: 'lg' })}
        onClick={() => send({ type: 'startup.retry' })}
      >
        {t('startup.retry')}
      </button>
    </section>
  );
}
