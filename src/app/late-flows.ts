// The root actor's late flows with their effects bound to this page: the live chat (its widget's script
// and the window's messages) and the game launch (with its game frame). The app fetches this module when
// a flow is first needed or at the visitor's first interaction (machines/late-child), so the first
// screen's load carries none of it. The flows' actors close over the page's API client, given here.
import type { ApiClient } from '../../common/contract/client';
import { gameFrameActors } from '../../machines/game-launch/game-launch.actors';
import { gameFrameMachine } from '../../machines/game-launch/game-frame.machine';
import { gameLaunchMachine } from '../../machines/game-launch/game-launch.machine';
import { liveChatMachine } from '../../machines/live-chat/live-chat.machine';
import type { LateFlows } from '../../machines/app/app.machine';
import { type CasinoEdgeDependencies, gameFrameEffects, gameLaunchEffects } from './effects';
import { liveChatEffects, liveChatPorts, supportChatEffects } from './live-chat';
import { supportChatActors } from '../../machines/support-chat/support-chat.actors';
import { supportChatMachine } from '../../machines/support-chat/support-chat.machine';

export function lateFlowsWithEffects(edge: CasinoEdgeDependencies, api: ApiClient): LateFlows {
  return {
    liveChat: liveChatMachine.provide({
      actions: liveChatEffects(edge),
      actors: { supportChat: supportChatMachine.provide({ actions: supportChatEffects(edge), actors: supportChatActors(api) }) },
    }),
    liveChatPorts,
    gameLaunch: gameLaunchMachine.provide({
      actions: gameLaunchEffects(edge),
      actors: { gameFrame: gameFrameMachine.provide({ actions: gameFrameEffects(edge), actors: gameFrameActors(api) }) },
    }),
  };
}
