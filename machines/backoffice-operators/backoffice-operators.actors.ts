// Operators and roles I/O (admins): the operators (opsListOperators), creating one (createOperator), and
// the changes to one: its role, lock, unlock, remove, reset its second factor. Each change that is not an
// unlock signs the operator out everywhere at once on the server.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsOperator = components['schemas']['OpsOperator'];
export type OperatorRole = components['schemas']['OperatorRole'];
export const OPERATOR_ROLES: readonly OperatorRole[] = ['admin', 'support', 'finance', 'trader', 'content', 'compliance', 'auditor'];

/** A change that needs a reason for the audit log. */
export type ReasonedChange = 'lock' | 'remove' | 'resetTotp';
export type OperatorChange = { kind: ReasonedChange; reason: string } | { kind: 'unlock' } | { kind: 'role'; role: OperatorRole };

/** The operators screen's I/O, closing over the API client the app edge provides. */
export const operatorsActors = (api: ApiClient) => ({
  listOperators: fromPromise<OpsOperator[]>(async ({ signal }) => unwrap(await api.GET('/ops/operators', { signal })).data),
  createOperator: fromPromise<string, { username: string; password: string; role: OperatorRole }>(async ({ input, signal }) =>
    unwrap(await api.POST('/ops/operators', { body: { username: input.username, password: input.password, role: input.role }, signal })).message,
  ),
  changeOperator: fromPromise<string, { id: string; change: OperatorChange }>(async ({ input, signal }) => {
    const params = { path: { operatorId: input.id } };
    const { change } = input;
    switch (change.kind) {
      case 'role':
        return unwrap(await api.POST('/ops/operators/{operatorId}/role', { params, body: { role: change.role }, signal })).message;
      case 'unlock':
        return unwrap(await api.POST('/ops/operators/{operatorId}/unlock', { params, body: {}, signal })).message;
      case 'lock':
        return unwrap(await api.POST('/ops/operators/{operatorId}/lock', { params, body: { reason: change.reason }, signal })).message;
      case 'remove':
        return unwrap(await api.POST('/ops/operators/{operatorId}/remove', { params, body: { reason: change.reason }, signal })).message;
      case 'resetTotp':
        return unwrap(await api.POST('/ops/operators/{operatorId}/reset-totp', { params, body: { reason: change.reason }, signal })).message;
    }
  }),
});
