// Model-based: the login form's machine paths on the real login dialog (tests/e2e/model/).
import { loginFormModel } from './model/flows/login-form';
import { describeModel } from './model/model';

describeModel(loginFormModel);
