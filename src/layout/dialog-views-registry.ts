// The dialogs that have a component (see dialog-views.tsx). Controls that open a dialog check here,
// so nothing offers a dialog whose screen is not built yet.
import type { DialogName } from '../../machines/dialogs/dialogs.machine';

export const builtDialogs = ['login', 'register', 'recovery', 'password', 'sms', 'phoneVerification', 'payment'] as const satisfies readonly DialogName[];
export type BuiltDialog = (typeof builtDialogs)[number];

export function isDialogAvailable(dialog: DialogName): boolean {
  return (builtDialogs as readonly DialogName[]).includes(dialog);
}
