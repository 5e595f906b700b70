// Small parts the dashboard screens share: the loading line, the failure with its retry, the pager.
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useT } from '../../app/app-context';

export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });

export const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  borderRadius: 'lg',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border.muted',
  bg: 'bg.raised',
});

/** Label and value lines (a definition list), two columns from 900 px. */
export const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', mobile: 'repeat(2, minmax(0, 1fr))' },
  gap: '3',
  '& dt': { fontSize: 'sm', color: 'fg.muted' },
  '& dd': { fontWeight: 'medium', overflowWrap: 'anywhere' },
});

export function Loading() {
  return <p role="status">{useT()('payments.loading')}</p>;
}

export function Failed(props: { message: string; onRetry(): void }) {
  const t = useT();
  return (
    <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
      <p role="alert">{props.message}</p>
      <button type="button" className={button({ variant: 'outline' })} onClick={props.onRetry}>
        {t('payments.retry')}
      </button>
    </div>
  );
}

/** Previous / "Page n of m" / Next; links or buttons, given by the caller. */
export function Pager(props: { page: number; pages: number; previous: ReactNode; next: ReactNode; label: string }) {
  const t = useT();
  if (props.pages <= 1) return null;
  return (
    <nav aria-label={props.label} className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3' })}>
      {props.previous}
      <span>{t('financial.page', { page: props.page, pages: props.pages })}</span>
      {props.next}
    </nav>
  );
}
