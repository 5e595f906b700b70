// Model-based: the account phone pages and the SMS variant dialog on the real site (tests/e2e/model/).
import { phoneVerificationModel } from './model/flows/phone-verification';
import { describeModel } from './model/model';

describeModel(phoneVerificationModel);
