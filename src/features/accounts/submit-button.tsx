// The account dialogs' main button: full width, disabled and showing the spinner while its flow's
// call runs (the machine's `loading` tag).
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { SpinnerIcon } from '../../ui/icons';

export function SubmitButton(props: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
  type?: 'submit' | 'button';
  onClick?(): void;
}) {
  return (
    <button
      type={props.type ?? 'submit'}
      className={button({ size: 'lg', block: true })}
      disabled={props.busy || props.disabled}
      aria-busy={props.busy}
      data-loading={props.busy ? '' : undefined}
      onClick={props.onClick}
    >
      {props.busy ? <SpinnerIcon className={css({ animation: 'spin' })} /> : null}
      {props.children}
    </button>
  );
}

export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4', width: 'full', maxWidth: '[400px]', mx: 'auto' });
export const checkboxRow = css({ display: 'flex', alignItems: 'flex-start', gap: '2', fontSize: 'sm', cursor: 'pointer' });
export const mutedText = css({ fontSize: 'sm', color: 'fg.muted' });
export const centerColumn = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', textAlign: 'center', py: '4' });
