// Players I/O: the lookup (searchPlayers), a player's page (opsGetPlayer), its paged lists (ledger,
// sessions, payments, game rounds, bonuses, notifications, notes), and the actions: lock or unlock with a reason, end a session, reset the
// phone verification, add a note, propose a manual adjustment (four-eyes) and send a message.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsPlayer = components['schemas']['OpsPlayer'];
export type OpsPlayerDetail = components['schemas']['OpsPlayerDetail'];
export type OpsLedgerLine = components['schemas']['OpsLedgerLine'];
export type OpsPlayerSession = components['schemas']['OpsPlayerSession'];
export type OpsPlayerNote = components['schemas']['OpsPlayerNote'];
export type OpsTransaction = components['schemas']['OpsTransaction'];
export type OpsPlayerRound = components['schemas']['OpsPlayerRound'];
export type OpsPlayerBonus = components['schemas']['OpsPlayerBonus'];
export type OpsSportsBet = components['schemas']['SportsBet'];
export type PlayerNotification = components['schemas']['Notification'];

/** A page of the player's tabs; the table draws only the rows on screen. */
export const LEDGER_PAGE = 100;

export type ListTab = 'ledger' | 'sessions' | 'payments' | 'rounds' | 'sports' | 'bonuses' | 'notifications' | 'notes';
export interface ListPages {
  ledger: { items: OpsLedgerLine[]; total: number };
  sessions: { items: OpsPlayerSession[]; total: number };
  payments: { items: OpsTransaction[]; total: number };
  rounds: { items: OpsPlayerRound[]; total: number };
  sports: { items: OpsSportsBet[]; total: number };
  bonuses: { items: OpsPlayerBonus[]; total: number };
  notifications: { items: PlayerNotification[]; total: number; unread: number };
  notes: { items: OpsPlayerNote[]; total: number };
}
export type AnyPage = ListPages[ListTab];

/** The players screen's I/O, closing over the API client the app edge provides. */
export const playersActors = (api: ApiClient) => ({
  searchPlayers: fromPromise<OpsPlayer[], { search: string }>(async ({ input, signal }) =>
    unwrap(await api.GET('/ops/players', { params: { query: { search: input.search } }, signal })).data,
  ),
  loadPlayer: fromPromise<OpsPlayerDetail, { playerId: string }>(async ({ input, signal }) =>
    unwrap(await api.GET('/ops/players/{playerId}', { params: { path: { playerId: input.playerId } }, signal })).data,
  ),
  /** One page of one of the player's lists, `skip` items in. */
  loadPage: fromPromise<AnyPage, { playerId: string; tab: ListTab; skip: number }>(async ({ input, signal }) => {
    const params = { path: { playerId: input.playerId }, query: { skip: input.skip, take: LEDGER_PAGE } };
    switch (input.tab) {
      case 'ledger':
        return unwrap(await api.GET('/ops/players/{playerId}/ledger', { params, signal })).data;
      case 'sessions':
        return unwrap(await api.GET('/ops/players/{playerId}/sessions', { params, signal })).data;
      case 'payments':
        return unwrap(await api.GET('/ops/players/{playerId}/payments', { params, signal })).data;
      case 'rounds':
        return unwrap(await api.GET('/ops/players/{playerId}/rounds', { params, signal })).data;
      case 'sports':
        return unwrap(await api.GET('/ops/players/{playerId}/sports-bets', { params, signal })).data;
      case 'bonuses':
        return unwrap(await api.GET('/ops/players/{playerId}/bonuses', { params, signal })).data;
      case 'notifications':
        return unwrap(await api.GET('/ops/players/{playerId}/notifications', { params, signal })).data;
      case 'notes':
        return unwrap(await api.GET('/ops/players/{playerId}/notes', { params, signal })).data;
    }
  }),
  /** Locks an active player or unlocks a suspended one; the server's answer is the player as they are now. */
  setLocked: fromPromise<{ player: OpsPlayerDetail; message: string }, { playerId: string; lock: boolean; reason: string }>(
    async ({ input, signal }) => {
      const request = { params: { path: { playerId: input.playerId } }, body: { reason: input.reason }, signal };
      const answer = input.lock
        ? unwrap(await api.POST('/ops/players/{playerId}/lock', request))
        : unwrap(await api.POST('/ops/players/{playerId}/unlock', request));
      return { player: answer.data, message: answer.message };
    },
  ),
  resetPhone: fromPromise<{ player: OpsPlayerDetail; message: string }, { playerId: string; reason: string }>(async ({ input, signal }) => {
    const answer = unwrap(
      await api.POST('/ops/players/{playerId}/reset-phone', { params: { path: { playerId: input.playerId } }, body: { reason: input.reason }, signal }),
    );
    return { player: answer.data, message: answer.message };
  }),
  endSession: fromPromise<string, { playerId: string; sessionId: string; reason: string }>(async ({ input, signal }) =>
    unwrap(
      await api.POST('/ops/players/{playerId}/sessions/{sessionId}/end', {
        params: { path: { playerId: input.playerId, sessionId: input.sessionId } },
        body: { reason: input.reason },
        signal,
      }),
    ).message,
  ),
  addNote: fromPromise<string, { playerId: string; text: string }>(async ({ input, signal }) =>
    unwrap(await api.POST('/ops/players/{playerId}/notes/add', { params: { path: { playerId: input.playerId } }, body: { text: input.text }, signal })).message,
  ),
  /** A manual adjustment (TRY, negative debits) is only a proposal: a second operator approves it before the ledger moves. */
  proposeAdjustment: fromPromise<string, { playerId: string; amount: number; reason: string }>(async ({ input, signal }) =>
    unwrap(
      await api.POST('/ops/players/{playerId}/adjustments', {
        params: { path: { playerId: input.playerId } },
        body: { amount: input.amount, reason: input.reason },
        signal,
      }),
    ).message,
  ),
  sendMessage: fromPromise<string, { playerId: string; title: string; note: string }>(async ({ input, signal }) =>
    unwrap(await api.POST('/ops/notifications', { body: { audience: 'player', player: input.playerId, title: input.title, note: input.note }, signal })).message,
  ),
  /** Forfeits one active bonus of the player (opsCancelPlayerBonus); answers the server's message. */
  cancelBonus: fromPromise<string, { playerId: string; bonusId: number; reason: string }>(async ({ input, signal }) =>
    unwrap(
      await api.POST('/ops/players/{playerId}/bonuses/{bonusId}/cancel', {
        params: { path: { playerId: input.playerId, bonusId: input.bonusId } },
        body: { reason: input.reason },
        signal,
      }),
    ).message,
  ),
});
