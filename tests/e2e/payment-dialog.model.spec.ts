// Model-based: the payment dialog's machine paths on the real deposit and withdraw pages (tests/e2e/model/).
import { paymentDialogModel } from './model/flows/payment-dialog';
import { describeModel } from './model/model';

describeModel(paymentDialogModel);
