// Model-based: the bet slip machine's paths on the real sportsbook's slip (tests/e2e/model/).
import { betSlipModel } from './model/flows/bet-slip';
import { describeModel } from './model/model';

describeModel(betSlipModel);
