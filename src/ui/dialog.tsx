// The site's dialog: Ark's Dialog (focus trap, Escape, scroll lock, ARIA) styled by the dialog
// recipe: full screen under 900 px, its size from 900 px, an optional side image on wide screens.
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { dialog } from '../../styled-system/recipes/dialog';
import { CloseIcon } from './icons';
import { useExitWatchdog } from './exit-watchdog';

export interface SiteDialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  size?: 'small' | 'medium';
  /** Shown beside the form from 900 px (spec §2: the login dialog's background image). */
  aside?: ReactNode;
  footer?: ReactNode;
  /** Payment dialogs must not close on an outside click (spec §2). */
  closeOnInteractOutside?: boolean;
  children: ReactNode;
}

export function SiteDialog(props: SiteDialogProps) {
  const styles = dialog({ size: props.size ?? 'medium' });
  const parts = useExitWatchdog(props.open);
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => {
        if (!details.open) props.onClose();
      }}
      closeOnInteractOutside={props.closeOnInteractOutside ?? true}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop ref={parts.backdrop} className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content ref={parts.content} className={styles.content}>
            {props.aside ? <div className={styles.aside}>{props.aside}</div> : null}
            <div className={styles.main}>
              <div className={styles.header}>
                <Dialog.Title className={styles.title}>{props.title}</Dialog.Title>
                {props.description ? (
                  <Dialog.Description className={styles.description}>{props.description}</Dialog.Description>
                ) : null}
              </div>
              <div className={styles.body}>{props.children}</div>
              {props.footer ? <div className={styles.footer}>{props.footer}</div> : null}
            </div>
            <Dialog.CloseTrigger
              className={cx(styles.closeTrigger, button({ variant: 'ghost', palette: 'neutral', size: 'icon' }))}
              aria-label={props.closeLabel}
            >
              <CloseIcon />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
