// What the shell hands every game page (games/registry.ts): the page's token and language, the typed
// API client (the page provides its game machine's actors with it), the shell actor (which owns the hub connection, the balance and the round bookkeeping: a
// game machine reports a settled round to it with `round.settled`), the opened session and the formatters.
import type { ActorRefFrom } from 'xstate';
import type { ApiClient } from '../../common/contract/client';
import type { OpenedSession } from '../../machines/studio-shell/studio-shell.actors';
import type { studioShellMachine } from '../../machines/studio-shell/studio-shell.machine';
import type { StudioLang } from './i18n';
import type { MoneyFormatter } from './money';

export type StudioShellActor = ActorRefFrom<typeof studioShellMachine>;

export interface StudioGameProps {
  token: string;
  lang: StudioLang;
  api: ApiClient;
  /** The shell: send it `game.attach` (useStudioGame does), read the hub's pushes relayed to the game. */
  shell: StudioShellActor;
  session: OpenedSession;
  money: MoneyFormatter;
}
