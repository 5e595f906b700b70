// The dialog every decision that needs a reason uses (rejecting a payment, locking a player): a
// textarea, cancel and confirm. Its state (open, the text, busy) is the calling flow's.
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { button } from '../../styled-system/recipes/button';
import { dialog } from '../../styled-system/recipes/dialog';
import { field } from '../../styled-system/recipes/field';
import { useExitWatchdog } from '../ui/exit-watchdog';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the decision is about, shown above the reason (the bonus being cancelled). */
  description?: string;
  label: string;
  reason: string;
  tooShort: boolean;
  busy: boolean;
  confirmLabel: string;
  cancelLabel: string;
  onReason(value: string): void;
  onConfirm(): void;
  onCancel(): void;
}

export function ReasonDialog(props: ReasonDialogProps) {
  const styles = dialog({ size: 'small' });
  const fieldStyles = field();
  const parts = useExitWatchdog(props.open);
  return (
    <Dialog.Root open={props.open} onOpenChange={(details) => (details.open ? undefined : props.onCancel())}>
      <Portal>
        <Dialog.Backdrop ref={parts.backdrop} className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content ref={parts.content} className={styles.content}>
            <form
              className={styles.main}
              onSubmit={(event) => {
                event.preventDefault();
                props.onConfirm();
              }}
            >
              <div className={styles.header}>
                <Dialog.Title className={styles.title}>{props.title}</Dialog.Title>
              </div>
              <div className={styles.body}>
                {props.description ? <Dialog.Description>{props.description}</Dialog.Description> : null}
                <label className={fieldStyles.root}>
                  <span className={fieldStyles.label}>{props.label}</span>
                  <textarea className={fieldStyles.textarea} name="reason" value={props.reason} maxLength={500} onChange={(event) => props.onReason(event.target.value)} />
                </label>
              </div>
              <div className={styles.footer}>
                <button type="button" className={button({ variant: 'ghost', palette: 'neutral' })} onClick={props.onCancel}>
                  {props.cancelLabel}
                </button>
                <button type="submit" className={button({ palette: 'danger' })} disabled={props.tooShort} data-loading={props.busy || undefined}>
                  {props.confirmLabel}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
