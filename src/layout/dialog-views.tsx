// Which component shows each dialog of the dialogs machine. A dialog's code loads the first time it
// opens (or when the browser is idle), so the first paint carries no dialog, focus-trap or form code;
// once loaded it stays mounted and follows its state, so Ark can animate it in and out.
import { type ComponentType, lazy, Suspense, useRef } from 'react';
import type { DialogsSnapshot } from '../../machines/dialogs/dialogs.selectors';
import { useDialogsSelector } from '../app/app-context';
import type { BuiltDialog } from './dialog-views-registry';

const loaders: Record<BuiltDialog, () => Promise<{ default: ComponentType }>> = {
  login: () => import('../features/login/login-dialog').then((module) => ({ default: module.LoginDialog })),
  register: () => import('../features/accounts/register-dialog').then((module) => ({ default: module.RegisterDialog })),
  recovery: () => import('../features/accounts/recovery-dialog').then((module) => ({ default: module.RecoveryDialog })),
  password: () =>
    import('../features/accounts/change-password-dialog').then((module) => ({ default: module.ChangePasswordDialog })),
  sms: () =>
    import('../features/accounts/phone-verification-dialog').then((module) => ({ default: module.SmsVerificationDialog })),
  phoneVerification: () =>
    import('../features/accounts/phone-verification-dialog').then((module) => ({
      default: module.PhoneVerificationDialog,
    })),
  payment: () => import('../features/payments/payment-dialog').then((module) => ({ default: module.PaymentDialog })),
};

// Typed by the registry: adding a name there without its loader here does not compile.
const views = Object.fromEntries(
  Object.entries(loaders).map(([name, load]) => [name, lazy(load)]),
) as unknown as Record<BuiltDialog, ComponentType>;

/** Fetches every dialog's code without rendering it, for when the browser has nothing better to do. */
export function preloadDialogs(): void {
  for (const load of Object.values(loaders)) void load();
}

function DialogSlot({ name }: { name: BuiltDialog }) {
  // `matches` on the snapshot itself: the dialogs' selectors module would bring their code into the first load.
  const open = useDialogsSelector((snapshot: DialogsSnapshot) => snapshot.matches(name), false);
  // Derived while rendering: once a dialog has opened it stays mounted for its closing animation.
  const opened = useRef(false);
  if (open) opened.current = true;
  if (!opened.current) return null;
  const View = views[name];
  return (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  );
}

export function DialogHost() {
  return (
    <>
      {(Object.keys(loaders) as BuiltDialog[]).map((name) => (
        <DialogSlot key={name} name={name} />
      ))}
    </>
  );
}
