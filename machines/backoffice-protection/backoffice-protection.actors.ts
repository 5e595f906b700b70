// A player's protection in the back office: the limits, time-outs and self-exclusions with their
// history (opsGetPlayerProtection), and the proposal to lift an exclusion early with a reason
// (opsProposeExclusionLift; a second operator approves it in the approvals queue).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsPlayerProtection = components['schemas']['OpsPlayerProtection'];
export type PlayerLimit = components['schemas']['PlayerLimit'];
export type PlayerExclusion = components['schemas']['PlayerExclusion'];
export type OpsProtectionEvent = components['schemas']['OpsProtectionEvent'];

/** A player's protection I/O, closing over the API client the app edge provides. */
export const protectionActors = (api: ApiClient) => ({
  loadProtection: fromPromise<OpsPlayerProtection, { playerId: string }>(async ({ input, signal }) =>
    unwrap(await api.GET('/ops/players/{playerId}/protection', { params: { path: { playerId: input.playerId } }, signal })).data,
  ),
  proposeLift: fromPromise<string, { playerId: string; reason: string }>(async ({ input, signal }) =>
    unwrap(
      await api.POST('/ops/players/{playerId}/protection/lift', {
        params: { path: { playerId: input.playerId } },
        body: { reason: input.reason },
        signal,
      }),
    ).message,
  ),
});
