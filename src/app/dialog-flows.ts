// The dialogs machine with its account and payment flows, their UI effects bound to this page. Loaded
// by a dynamic import the first time a dialog opens (or when the browser is idle; see
// machines/dialogs-loader), so the home page's first load carries none of these flows or their
// validation schemas. The flows' actors close over the page's API client, given here.
import type { ApiClient } from '../../common/contract/client';
import { changePasswordActors } from '../../machines/change-password/change-password.actors';
import { changePasswordMachine } from '../../machines/change-password/change-password.machine';
import { dialogsMachine } from '../../machines/dialogs/dialogs.machine';
import { paymentDialogActors } from '../../machines/payment-dialog/payment-dialog.actors';
import { paymentDialogMachine } from '../../machines/payment-dialog/payment-dialog.machine';
import { phoneVerificationActors } from '../../machines/phone-verification/phone-verification.actors';
import { phoneVerificationMachine } from '../../machines/phone-verification/phone-verification.machine';
import { recoveryActors } from '../../machines/recovery/recovery.actors';
import { recoveryMachine } from '../../machines/recovery/recovery.machine';
import { registrationActors } from '../../machines/registration/registration.actors';
import { registrationMachine } from '../../machines/registration/registration.machine';
import { type AccountEdgeDependencies, accountEffects, paymentEffects } from './effects';

export function dialogsWithEffects(edge: AccountEdgeDependencies, api: ApiClient) {
  const effects = accountEffects(edge);
  const phoneVerification = phoneVerificationMachine.provide({
    actions: { 'notify success': effects['notify success'], 'notify failure': effects['notify failure'] },
    actors: phoneVerificationActors(api),
  });
  return dialogsMachine.provide({
    actors: {
      // Sign-up verifies the phone with the same flow (and effects) as the account's phone dialogs.
      registration: registrationMachine.provide({ actions: effects, actors: { ...registrationActors(api), phoneVerification } }),
      recovery: recoveryMachine.provide({ actions: { 'notify failure': effects['notify failure'] }, actors: recoveryActors(api) }),
      changePassword: changePasswordMachine.provide({
        actions: { 'notify success': effects['notify success'], 'notify failure': effects['notify failure'] },
        actors: changePasswordActors(api),
      }),
      phoneVerification,
      paymentDialog: paymentDialogMachine.provide({ actions: paymentEffects(edge), actors: paymentDialogActors(api) }),
    },
  });
}
