// Model-based: the registration's machine paths on the real Sign Up dialog (tests/e2e/model/).
import { registrationModel } from './model/flows/registration';
import { describeModel } from './model/model';

describeModel(registrationModel);
