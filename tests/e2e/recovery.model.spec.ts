// Model-based: the recovery machine's paths on the real recovery dialog (tests/e2e/model/).
import { recoveryModel } from './model/flows/recovery';
import { describeModel } from './model/model';

describeModel(recoveryModel);
