// Named selectors over a player's protection in the back office.
import type { SnapshotFrom } from 'xstate';
import { LIFT_REASON_MIN, type protectionMachine } from './backoffice-protection.machine';

export type ProtectionSnapshot = SnapshotFrom<typeof protectionMachine>;

export const selectLimits = (snapshot: ProtectionSnapshot) => snapshot.context.protection?.protection.limits ?? [];
export const selectExclusions = (snapshot: ProtectionSnapshot) => snapshot.context.protection?.exclusions ?? [];
export const selectHistory = (snapshot: ProtectionSnapshot) => snapshot.context.protection?.history ?? [];
/** The time-out or self-exclusion in force (the server's reading), or null. */
export const selectActiveExclusion = (snapshot: ProtectionSnapshot) => snapshot.context.protection?.protection.exclusion ?? null;
export const selectRealityCheckMinutes = (snapshot: ProtectionSnapshot) => snapshot.context.protection?.protection.realityCheckMinutes ?? 0;
export const selectCoolingOffHours = (snapshot: ProtectionSnapshot) => snapshot.context.protection?.protection.coolingOffHours ?? null;
export const selectIsLoading = (snapshot: ProtectionSnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: ProtectionSnapshot) => snapshot.matches('failed');
export const selectCanLift = (snapshot: ProtectionSnapshot) => snapshot.can({ type: 'protection.lift.opened' });
export const selectIsLifting = (snapshot: ProtectionSnapshot) => snapshot.hasTag('open');
export const selectReason = (snapshot: ProtectionSnapshot) => snapshot.context.reason;
export const selectReasonTooShort = (snapshot: ProtectionSnapshot) => snapshot.context.reason.trim().length < LIFT_REASON_MIN;
export const selectIsBusy = (snapshot: ProtectionSnapshot) => snapshot.hasTag('busy');
