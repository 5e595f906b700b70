// The back office's "are you sure" dialog (an alert dialog): a title, a sentence, an optional cancel and
// the confirming button. Its state (open) is the calling flow's; closing it any other way cancels.
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { button } from '../../styled-system/recipes/button';
import { dialog } from '../../styled-system/recipes/dialog';
import { useExitWatchdog } from '../ui/exit-watchdog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** Without it the dialog offers only the confirming button (closing it still calls onCancel). */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const styles = dialog({ size: 'small' });
  const parts = useExitWatchdog(props.open);
  return (
    <Dialog.Root open={props.open} role="alertdialog" onOpenChange={(details) => (details.open ? undefined : props.onCancel())}>
      <Portal>
        <Dialog.Backdrop ref={parts.backdrop} className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content ref={parts.content} className={styles.content}>
            <div className={styles.main}>
              <div className={styles.header}>
                <Dialog.Title className={styles.title}>{props.title}</Dialog.Title>
              </div>
              <div className={styles.body}>
                <Dialog.Description className={styles.description}>{props.body}</Dialog.Description>
              </div>
              <div className={styles.footer}>
                {props.cancelLabel ? (
                  <button type="button" className={button({ variant: 'ghost', palette: 'neutral' })} onClick={props.onCancel}>
                    {props.cancelLabel}
                  </button>
                ) : null}
                <button type="button" className={button()} data-loading={props.busy || undefined} disabled={props.busy} onClick={props.onConfirm}>
                  {props.confirmLabel}
                </button>
              </div>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
