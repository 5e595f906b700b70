// The back office's live updates over the same hub as the players' (/hub/frnotify). An operator's hub
// connection authenticates with the operator token (server/plugins/hub.ts) and joins one shared
// audience, OPS_HUB_AUDIENCE, standing where a player's id stands, so a queue change reaches every
// operator's screens on every instance through the existing bus with no new channel. Operator sessions
// are closed on the hub by their session ids like players' (server/accounts/end-sessions.ts).
import type { Hub } from '../hub';

export const OPS_HUB_AUDIENCE = 'ops:backoffice';
/** The command of NotifyMessage(command, message) telling back offices that a queue changed. */
export const OPS_QUEUE_COMMAND = 'OpsQueue';

export type OpsQueue = 'withdrawals' | 'deposits' | 'approvals';

export interface OpsQueueMessage {
  queue: OpsQueue;
  /** The transaction's or proposal's id. */
  id: number;
  /** What happened to it: approved, rejected, proposed, confirmed, created. */
  change: string;
  /** Username of the operator who acted (a back office ignores its own echo if it likes). */
  by: string;
}

export async function publishOpsQueue(hub: Pick<Hub, 'publishToPlayer'>, message: OpsQueueMessage): Promise<boolean> {
  return hub.publishToPlayer(OPS_HUB_AUDIENCE, OPS_QUEUE_COMMAND, message);
}
