// The dialogs machine with its account and payment flows, their UI effects bound to this page. Loaded
// by a dynamic import the first time a dialog opens (or when the browser is idle; see
// machines/dialogs-loader), so the home page's first load carries none of these flows or their
// validation schemas.
import { changePasswordMachine } from '../../machines/change-password/change-password.machine';
import { dialogsMachine } from '../../machines/dialogs/dialogs.machine';
import { paymentDialogMachine } from '../../machines/payment-dialog/payment-dialog.machine';
import { phoneVerificationMachine } from '../../machines/phone-verification/phone-verification.machine';
import { recoveryMachine } from '../../machines/recovery/recovery.machine';
import { registrationMachine } from '../../machines/registration/registration.machine';
import { type AccountEdgeDependencies, accountEffects, paymentEffects } from './effects';

export function dialogsWithEffects(edge: AccountEdgeDependencies) {
  const effects = accountEffects(edge);
  const phoneVerification = phoneVerificationMachine.provide({
    actions: { 'notify success': effects['notify success'], 'notify failure': effects['notify failure'] },
  });
  return dialogsMachine.provide({
    actors: {
      // Sign-up verifies the phone with the same flow (and effects) as the account's phone dialogs.
      registration: registrationMachine.provide({ actions: effects, actors: { phoneVerification } }),
      recovery: recoveryMachine.provide({ actions: { 'notify failure': effects['notify failure'] } }),
      changePassword: changePasswordMachine.provide({
        actions: { 'notify success': effects['notify success'], 'notify failure': effects['notify failure'] },
      }),
      phoneVerification,
      paymentDialog: paymentDialogMachine.provide({ actions: paymentEffects(edge) }),
    },
  });
}
