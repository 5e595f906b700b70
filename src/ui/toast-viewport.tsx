// Renders the toaster store's toasts with the toast recipe; mounted once at the root.
import { Toast, Toaster } from '@ark-ui/react/toast';
import { toast as toastRecipe } from '../../styled-system/recipes/toast';
import { CloseIcon } from './icons';
import { toaster } from './toaster';

export function ToastViewport(props: { closeLabel: string }) {
  const styles = toastRecipe();
  return (
    <Toaster toaster={toaster}>
      {(toast) => (
        <Toast.Root className={styles.root} key={toast.id}>
          <div>
            {toast.title ? <Toast.Title className={styles.title}>{toast.title}</Toast.Title> : null}
            {toast.description ? (
              <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.CloseTrigger className={styles.closeTrigger} aria-label={props.closeLabel}>
            <CloseIcon />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
