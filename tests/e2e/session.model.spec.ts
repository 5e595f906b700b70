// Model-based: the session machine's paths on the real site and server (tests/e2e/model/).
import { sessionModel } from './model/flows/session';
import { describeModel } from './model/model';

describeModel(sessionModel);
