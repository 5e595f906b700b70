// The session watcher's I/O: the reality check interval and the session limit's end, and this session's
// stakes and net result for the reality check dialog.
import { fromPromise } from 'xstate';
import { BACKGROUND_CALL, type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

/**
 * The watcher's own calls are the app's, not the player's: they neither extend the idle session on the
 * server's word nor move the app's idle clock (common/contract/client.ts), as the balance poll does not.
 */

export type RealityCheck = components['schemas']['RealityCheck'];

export interface SessionRules {
  minutes: number;
  /** Epoch ms the session began. */
  startedAt: number;
  /** Epoch ms the session limit ends the session; null without one. */
  endsAt: number | null;
}

const loadRules = (api: ApiClient) => fromPromise<SessionRules>(async ({ signal }) => {
  const data = unwrap(await api.GET('/protection/limits', { signal, headers: BACKGROUND_CALL })).data;
  return {
    minutes: data.realityCheckMinutes,
    startedAt: Date.parse(data.session.startedAt),
    endsAt: data.session.endsAt ? Date.parse(data.session.endsAt) : null,
  };
});

const loadFigures = (api: ApiClient) => fromPromise<RealityCheck>(
  async ({ signal }) => unwrap(await api.GET('/protection/reality-check', { signal, headers: BACKGROUND_CALL })).data,
);

/** The watcher's I/O, closing over the API client the app edge provides. */
export const responsibleSessionActors = (api: ApiClient) => ({
  loadRules: loadRules(api),
  loadFigures: loadFigures(api),
});
