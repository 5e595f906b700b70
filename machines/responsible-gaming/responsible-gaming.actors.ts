// Responsible gaming page I/O: the player's protection settings, a limit change or confirmation, the
// reality check interval, a time-out or self-exclusion, closing the account and the activity statement.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type PlayerProtection = components['schemas']['PlayerProtection'];
export type PlayerLimit = components['schemas']['PlayerLimit'];
export type LimitKind = components['schemas']['PlayerLimitKind'];
export type LimitPeriod = components['schemas']['PlayerLimitPeriod'];
export type ActivityStatement = components['schemas']['ActivityStatement'];
export type TimeOutPeriod = components['schemas']['StartTimeOutRequest']['period'];
export type SelfExclusionPeriod = components['schemas']['SelfExcludeRequest']['period'];
export type RealityCheckMinutes = components['schemas']['SetRealityCheckRequest']['minutes'];

export interface Saved {
  protection: PlayerProtection;
  message: string;
}

const loadProtection = (api: ApiClient) => fromPromise<PlayerProtection>(
  async ({ signal }) => unwrap(await api.GET('/protection/limits', { signal })).data,
);

const saveLimit = (api: ApiClient) => fromPromise<Saved, { kind: LimitKind; period: LimitPeriod; amount: number | null }>(async ({ input, signal }) => {
  const answer = unwrap(await api.POST('/protection/limits', { body: { kind: input.kind, period: input.period, amount: input.amount }, signal }));
  return { protection: answer.data, message: answer.message };
});

const confirmLimit = (api: ApiClient) => fromPromise<Saved, { kind: LimitKind; period: LimitPeriod }>(async ({ input, signal }) => {
  const answer = unwrap(await api.POST('/protection/limits/confirm', { body: { kind: input.kind, period: input.period }, signal }));
  return { protection: answer.data, message: answer.message };
});

const saveRealityCheck = (api: ApiClient) => fromPromise<Saved, { minutes: RealityCheckMinutes }>(async ({ input, signal }) => {
  const answer = unwrap(await api.POST('/protection/reality-check', { body: { minutes: input.minutes }, signal }));
  return { protection: answer.data, message: answer.message };
});

export type ExclusionChoice = { kind: 'timeOut'; period: TimeOutPeriod } | { kind: 'selfExclusion'; period: SelfExclusionPeriod };

/** Takes the time-out or self-exclusion; resolves the server's message (the session has ended with it). */
const exclude = (api: ApiClient) => fromPromise<string, { choice: ExclusionChoice }>(async ({ input, signal }) => {
  const { choice } = input;
  const answer =
    choice.kind === 'timeOut'
      ? unwrap(await api.POST('/protection/time-out', { body: { period: choice.period }, signal }))
      : unwrap(await api.POST('/protection/self-exclusion', { body: { period: choice.period }, signal }));
  return answer.message;
});

const closeAccount = (api: ApiClient) => fromPromise<string, { password: string }>(
  async ({ input, signal }) => unwrap(await api.POST('/protection/close-account', { body: { password: input.password }, signal })).message,
);

const loadStatement = (api: ApiClient) => fromPromise<ActivityStatement, { from: string; to: string }>(
  async ({ input, signal }) => unwrap(await api.POST('/protection/statement', { body: { from: input.from, to: input.to }, signal })).data,
);

/** The protection settings' I/O, closing over the API client the app edge provides. */
export const responsibleGamingActors = (api: ApiClient) => ({
  loadProtection: loadProtection(api),
  saveLimit: saveLimit(api),
  confirmLimit: confirmLimit(api),
  saveRealityCheck: saveRealityCheck(api),
  exclude: exclude(api),
  closeAccount: closeAccount(api),
  loadStatement: loadStatement(api),
});
