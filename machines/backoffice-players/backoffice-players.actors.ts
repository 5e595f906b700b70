// Players I/O: the lookup (searchPlayers), a player's page (opsGetPlayer), their ledger
// (opsListPlayerLedger) and locking or unlocking them with a reason (opsLockPlayer / opsUnlockPlayer).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsPlayer = components['schemas']['OpsPlayer'];
export type OpsPlayerDetail = components['schemas']['OpsPlayerDetail'];
export type OpsLedgerLine = components['schemas']['OpsLedgerLine'];

export const LEDGER_PAGE = 100;

export const searchPlayers = fromPromise<OpsPlayer[], { api: ApiClient; search: string }>(async ({ input, signal }) =>
  unwrap(await input.api.GET('/ops/players', { params: { query: { search: input.search } }, signal })).data,
);

export const loadPlayer = fromPromise<OpsPlayerDetail, { api: ApiClient; playerId: string }>(async ({ input, signal }) =>
  unwrap(await input.api.GET('/ops/players/{playerId}', { params: { path: { playerId: input.playerId } }, signal })).data,
);

export const loadLedger = fromPromise<{ items: OpsLedgerLine[]; total: number }, { api: ApiClient; playerId: string }>(
  async ({ input, signal }) =>
    unwrap(
      await input.api.GET('/ops/players/{playerId}/ledger', {
        params: { path: { playerId: input.playerId }, query: { take: LEDGER_PAGE } },
        signal,
      }),
    ).data,
);

/** Locks an active player or unlocks a suspended one; the server's answer is the player as they are now. */
export const setLocked = fromPromise<{ player: OpsPlayerDetail; message: string }, { api: ApiClient; playerId: string; lock: boolean; reason: string }>(
  async ({ input, signal }) => {
    const request = { params: { path: { playerId: input.playerId } }, body: { reason: input.reason }, signal };
    const answer = input.lock
      ? unwrap(await input.api.POST('/ops/players/{playerId}/lock', request))
      : unwrap(await input.api.POST('/ops/players/{playerId}/unlock', request));
    return { player: answer.data, message: answer.message };
  },
);
