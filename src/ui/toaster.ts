// The app's one toaster store (spec §9): top-center, at most 5 visible, 4000 ms for info, success,
// error, warning and blank toasts, 30000 ms for loading ones, 800 ms kept for the exit animation
// (the 350 ms entry is the toast recipe's transition). Being a module-level store, machine actions
// provided at the app edge raise toasts through `notify` without any component.
import { createToaster } from '@ark-ui/react/toast';

export const TOAST_DURATION = 4000;
export const LOADING_TOAST_DURATION = 30000;
export const TOAST_EXIT_DELAY = 800;

export const toaster = createToaster({
  placement: 'top',
  max: 5,
  gap: 12,
  overlap: false,
  removeDelay: TOAST_EXIT_DELAY,
});

export type ToastKind = 'info' | 'success' | 'error' | 'warning' | 'blank' | 'loading';

/** Raises a toast; `id` lets a caller that raised it before this module loaded (src/ui/notify.ts) name it. */
export function raise(type: ToastKind, description: string, title?: string, id?: string): string {
  return toaster.create({
    ...(id ? { id } : {}),
    type,
    description,
    ...(title ? { title } : {}),
    duration: type === 'loading' ? LOADING_TOAST_DURATION : TOAST_DURATION,
    // Zag orders toasts by a priority it knows only for its own types; blank ranks with info.
    ...(type === 'blank' ? { priority: 8 } : {}),
  });
}

export const notify = {
  info: (description: string, title?: string) => raise('info', description, title),
  success: (description: string, title?: string) => raise('success', description, title),
  error: (description: string, title?: string) => raise('error', description, title),
  warning: (description: string, title?: string) => raise('warning', description, title),
  blank: (description: string, title?: string) => raise('blank', description, title),
  loading: (description: string, title?: string) => raise('loading', description, title),
  dismiss: (id?: string) => toaster.dismiss(id),
};
