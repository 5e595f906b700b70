// The top of every page: the breadcrumb trail and the page's heading (with an optional badge).
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { Breadcrumbs } from './breadcrumbs';

export function PageHeading(props: { title: ReactNode; badge?: ReactNode; children?: ReactNode }) {
  return (
    <header className={css({ display: 'flex', flexDirection: 'column', gap: '2', mb: '6' })}>
      <Breadcrumbs />
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <h1 className={css({ fontFamily: 'heading', fontSize: { base: '2xl', mobile: '3xl' }, fontWeight: 'bold' })}>
          {props.title}
        </h1>
        {props.badge ? (
          <span
            className={css({
              px: '2',
              py: '0.5',
              borderRadius: 'full',
              bg: 'accent.subtle',
              color: 'accent.text',
              fontSize: 'xs',
              fontWeight: 'bold',
              textTransform: 'uppercase',
              letterSpacing: 'wide',
            })}
          >
            {props.badge}
          </span>
        ) : null}
      </div>
      {props.children}
    </header>
  );
}
