// Audit log I/O: a page of rows by who, action, target and Turkish days (opsListAuditLog, newest first,
// paged by the id cursor the server answers) and the chain's verification (opsVerifyAuditChain).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsAuditRow = components['schemas']['OpsAuditRow'];
export type OpsAuditVerify = components['schemas']['OpsAuditVerify'];

export const AUDIT_PAGE = 50;

export interface AuditFilters {
  /** An operator's or player's id or username. */
  actor: string;
  /** The start of an action's name (`player.` finds every player action). */
  action: string;
  /** A player's (or any target's) id. */
  targetId: string;
  /** Turkish days, YYYY-MM-DD, both included; empty for no bound. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', action: '', targetId: '', from: '', to: '' };

/** A Turkish day's first instant (UTC+3 all year), as the contract's date-time. */
export const dayStart = (date: string) => `${date}T00:00:00+03:00`;
/** The first instant after a Turkish day. */
export const dayEnd = (date: string) => new Date(Date.parse(`${date}T00:00:00+03:00`) + 86_400_000).toISOString();

/** The query the filters make: blank fields are left out. */
export function auditQuery(filters: AuditFilters, before: number | null) {
  const text = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    actor: text(filters.actor),
    action: text(filters.action),
    targetId: text(filters.targetId),
    from: filters.from ? dayStart(filters.from) : undefined,
    to: filters.to ? dayEnd(filters.to) : undefined,
    before: before ?? undefined,
    take: AUDIT_PAGE,
  };
}

/** The audit screen's I/O, closing over the API client the app edge provides. */
export const auditActors = (api: ApiClient) => ({
  loadAudit: fromPromise<{ items: OpsAuditRow[]; nextBefore: number | null }, { filters: AuditFilters; before: number | null }>(
    async ({ input, signal }) => unwrap(await api.GET('/ops/audit', { params: { query: auditQuery(input.filters, input.before) }, signal })).data,
  ),
  verifyChain: fromPromise<{ result: OpsAuditVerify; message: string }>(async ({ signal }) => {
    const answer = unwrap(await api.GET('/ops/audit/verify', { signal }));
    return { result: answer.data, message: answer.message };
  }),
});
