// Model-based: which dialog is open, on the real site (tests/e2e/model/).
import { dialogsModel } from './model/flows/dialogs';
import { describeModel } from './model/model';

describeModel(dialogsModel);
