// What a content page shows while its content loads or after it failed (with a retry).
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useT } from '../../app/app-context';

export function ContentLoading() {
  const t = useT();
  return (
    <p role="status" className={css({ color: 'fg.muted', py: '6' })}>
      {t('common.loading')}
    </p>
  );
}

export function ContentFailed(props: { onRetry(): void }) {
  const t = useT();
  return (
    <div role="alert" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3', py: '6' })}>
      <p>{t('content.failed')}</p>
      <button type="button" className={button({ variant: 'outline' })} onClick={props.onRetry}>
        {t('content.retry')}
      </button>
    </div>
  );
}
