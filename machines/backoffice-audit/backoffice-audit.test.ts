// Audit log: searches with the filters as the contract's query (Turkish days as instants), pages by the
// server's cursor and back, verifies the chain and points at the broken row; plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type AuditFilters, auditActors, auditQuery, type OpsAuditRow, type OpsAuditVerify } from './backoffice-audit.actors';
import { type AuditEvent, auditMachine } from './backoffice-audit.machine';
import { selectBrokenRowId, selectCanGoNext, selectCanGoPrevious, selectHasFailed, selectPageNumber, selectRows, selectVerification } from './backoffice-audit.selectors';

const row = (id: number): OpsAuditRow => ({
  id,
  at: '2026-11-26T10:00:00.000Z',
  actorKind: 'operator',
  actorId: 'op-1',
  actorName: 'ayse',
  action: 'player.lock',
  targetKind: 'player',
  targetId: 'p-1',
  details: '{}',
  ip: null,
  requestId: null,
  prevHash: null,
  hash: null,
});

function start() {
  const load = controllable<{ filters: AuditFilters; before: number | null }, { items: OpsAuditRow[]; nextBefore: number | null }>();
  const verify = controllable<unknown, { result: OpsAuditVerify; message: string }>();
  const spies = notifySpies();
  const machine = auditMachine.provide({ actors: { loadAudit: load.logic as never, verifyChain: verify.logic as never }, actions: spies.actions });
  const actor = createActor(machine).start();
  return { actor, load, verify, spies, snapshot: () => actor.getSnapshot() };
}

describe('audit machine', () => {
  it('reads the newest page, then the next by the cursor, and back to the same first page', async () => {
    const { actor, load, snapshot } = start();
    expect(load.calls[0].before).toBeNull();
    await load.resolve({ items: [row(120), row(119)], nextBefore: 119 });
    expect(selectRows(snapshot()).map((r) => r.id)).toEqual([120, 119]);
    expect(selectCanGoPrevious(snapshot())).toBe(false);
    actor.send({ type: 'audit.page.next' });
    expect(load.calls[1].before).toBe(119);
    await load.resolve({ items: [row(118)], nextBefore: null });
    expect(selectPageNumber(snapshot())).toBe(2);
    expect(selectCanGoNext(snapshot())).toBe(false);
    actor.send({ type: 'audit.page.previous' });
    expect(load.calls[2].before).toBeNull();
  });

  it('a search starts again from the newest with the filters typed', async () => {
    const { actor, load } = start();
    await load.resolve({ items: [row(5)], nextBefore: 5 });
    actor.send({ type: 'audit.page.next' });
    await load.resolve({ items: [row(4)], nextBefore: null });
    actor.send({ type: 'audit.filter.changed', field: 'action', value: 'player.' });
    actor.send({ type: 'audit.search.submitted' });
    expect(load.calls[2]).toEqual({ filters: { actor: '', action: 'player.', targetId: '', from: '', to: '' }, before: null });
  });

  it('a refused search waits for a corrected one', async () => {
    const { actor, load, spies, snapshot } = start();
    await load.reject(new ApiError('Geçersiz', 400));
    expect(selectHasFailed(snapshot())).toBe(true);
    expect(spies.effects.failure).toHaveBeenCalledTimes(1);
    actor.send({ type: 'audit.search.submitted' });
    expect(load.calls).toHaveLength(2);
  });

  it('verifies the chain while the list stays usable, and names the broken row', async () => {
    const { actor, load, verify, spies, snapshot } = start();
    await load.resolve({ items: [row(7)], nextBefore: null });
    actor.send({ type: 'audit.verify.requested' });
    await verify.resolve({ result: { ok: false, checked: 7, firstBroken: { id: 7, reason: 'hash' } }, message: 'The audit chain breaks at row 7' });
    expect(selectVerification(snapshot())).toEqual({ ok: false, checked: 7, firstBroken: { id: 7, reason: 'hash' } });
    expect(selectBrokenRowId(snapshot())).toBe(7);
    expect(spies.effects.success).toHaveBeenCalledWith('The audit chain breaks at row 7');
  });
});

describe('audit query', () => {
  it('leaves blanks out and turns Turkish days into instants (UTC+3), the end day included', () => {
    expect(auditQuery({ actor: ' ayse ', action: '', targetId: '', from: '2026-11-25', to: '2026-11-26' }, 40)).toEqual({
      actor: 'ayse',
      action: undefined,
      targetId: undefined,
      from: '2026-11-25T00:00:00+03:00',
      to: '2026-11-26T21:00:00.000Z',
      before: 40,
      take: 50,
    });
  });
});

describe('audit actors', () => {
  it('the machine alone has no API client: its actors fail until the app edge provides one', async () => {
    const actor = createActor(auditMachine.provide({ actions: { 'notify failure': () => {} } })).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect('api' in actor.getSnapshot().context).toBe(false);
  });

  it('read ops/audit and ops/audit/verify', async () => {
    const { api: client, requests } = recordingApi({
      '/ops/audit': ok({ items: [row(3)], nextBefore: null }),
      '/ops/audit/verify': ok({ ok: true, checked: 3, firstBroken: null }, 'intact'),
    });
    const { loadAudit, verifyChain } = auditActors(client);
    expect((await outputOf(loadAudit, { filters: { actor: '', action: 'operator.', targetId: '', from: '', to: '' }, before: 9 })).items).toHaveLength(1);
    expect(await outputOf(verifyChain, undefined)).toEqual({ result: { ok: true, checked: 3, firstBroken: null }, message: 'intact' });
    expect(requests.map(({ method, url }) => `${method} ${new URL(url).pathname}${new URL(url).search}`)).toEqual([
      'GET /api/ops/audit?action=operator.&before=9&take=50',
      'GET /api/ops/audit/verify',
    ]);
  });
});

describe('audit machine: generated paths', () => {
  const machine = auditMachine.provide({ actors: { loadAudit: pending as never, verifyChain: pending as never } });
  const events = (): AuditEvent[] =>
    [
      { type: 'audit.search.submitted' },
      { type: 'audit.page.next' },
      { type: 'audit.page.previous' },
      { type: 'audit.verify.requested' },
      { type: 'xstate.done.actor.loadAudit', output: { items: [row(2)], nextBefore: 2 } },
      { type: 'xstate.error.actor.loadAudit', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.verifyChain', output: { result: { ok: true, checked: 1, firstBroken: null }, message: '' } },
      { type: 'xstate.error.actor.verifyChain', error: new ApiError('', 0) },
      { type: 'audit.filter.changed', field: 'actor', value: 'x' },
    ] as AuditEvent[];
  const suite = generatePaths(machine, {
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.cursors.length > 2 ? 2 : snapshot.context.cursors.length, snapshot.context.nextBefore !== null]),
  });
  testEveryPath(machine, suite);
});
