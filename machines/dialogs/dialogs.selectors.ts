// Named selectors over the dialogs snapshot: the open dialog and the spec's dialog flags.
import type { SnapshotFrom } from 'xstate';
import { dialogNames, type DialogName, type dialogsMachine } from './dialogs.machine';

export type DialogsSnapshot = SnapshotFrom<typeof dialogsMachine>;

/** The open dialog, or null when none is. */
export const selectOpenDialog = (snapshot: DialogsSnapshot): DialogName | null =>
  dialogNames.find((name) => snapshot.matches(name)) ?? null;

export const selectIsDialogOpen = (dialog: DialogName) => (snapshot: DialogsSnapshot) => snapshot.matches(dialog);

/** Spec §4 dialog flags: set while the matching dialog is open, cleared when it closes. */
export const selectDialogFlags = (snapshot: DialogsSnapshot): Record<DialogName, boolean> =>
  Object.fromEntries(dialogNames.map((name) => [name, snapshot.matches(name)])) as Record<DialogName, boolean>;

export const selectLoginFormRef = (snapshot: DialogsSnapshot) => snapshot.children.loginForm;

export const selectRegistrationRef = (snapshot: DialogsSnapshot) => snapshot.children.registration;
export const selectRecoveryRef = (snapshot: DialogsSnapshot) => snapshot.children.recovery;
export const selectChangePasswordRef = (snapshot: DialogsSnapshot) => snapshot.children.changePassword;
export const selectPhoneVerificationRef = (snapshot: DialogsSnapshot) => snapshot.children.phoneVerification;
export const selectPaymentDialogRef = (snapshot: DialogsSnapshot) => snapshot.children.paymentDialog;
export const selectPaymentMethod = (snapshot: DialogsSnapshot) => snapshot.context.paymentMethod;
