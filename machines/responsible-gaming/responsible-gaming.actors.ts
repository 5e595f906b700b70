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

export const loadProtection = fromPromise<PlayerProtection, { api: ApiClient }>(
  async ({ input, signal }) => unwrap(await input.api.GET('/protection/limits', { signal })).data,
);

export const saveLimit = fromPromise<Saved, { api: ApiClient; kind: LimitKind; period: LimitPeriod; amount: number | null }>(async ({ input, signal }) => {
  const answer = unwrap(await input.api.POST('/protection/limits', { body: { kind: input.kind, period: input.period, amount: input.amount }, signal }));
  return { protection: answer.data, message: answer.message };
});

export const confirmLimit = fromPromise<Saved, { api: ApiClient; kind: LimitKind; period: LimitPeriod }>(async ({ input, signal }) => {
  const answer = unwrap(await input.api.POST('/protection/limits/confirm', { body: { kind: input.kind, period: input.period }, signal }));
  return { protection: answer.data, message: answer.message };
});

export const saveRealityCheck = fromPromise<Saved, { api: ApiClient; minutes: RealityCheckMinutes }>(async ({ input, signal }) => {
  const answer = unwrap(await input.api.POST('/protection/reality-check', { body: { minutes: input.minutes }, signal }));
  return { protection: answer.data, message: answer.message };
});

export type ExclusionChoice = { kind: 'timeOut'; period: TimeOutPeriod } | { kind: 'selfExclusion'; period: SelfExclusionPeriod };

/** Takes the time-out or self-exclusion; resolves the server's message (the session has ended with it). */
export const exclude = fromPromise<string, { api: ApiClient; choice: ExclusionChoice }>(async ({ input, signal }) => {
  const { choice } = input;
  const answer =
    choice.kind === 'timeOut'
      ? unwrap(await input.api.POST('/protection/time-out', { body: { period: choice.period }, signal }))
      : unwrap(await input.api.POST('/protection/self-exclusion', { body: { period: choice.period }, signal }));
  return answer.message;
});

export const closeAccount = fromPromise<string, { api: ApiClient; password: string }>(
  async ({ input, signal }) => unwrap(await input.api.POST('/protection/close-account', { body: { password: input.password }, signal })).message,
);

export const loadStatement = fromPromise<ActivityStatement, { api: ApiClient; from: string; to: string }>(
  async ({ input, signal }) => unwrap(await input.api.POST('/protection/statement', { body: { from: input.from, to: input.to }, signal })).data,
);
