// Model-based: opening a game as a guest, on a desktop and on a phone (tests/e2e/model/).
import { gameLaunchModel } from './model/flows/game-launch';
import { describeModel } from './model/model';

describeModel(gameLaunchModel);
