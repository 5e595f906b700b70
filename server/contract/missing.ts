// Which contract operations lack a handler, and which handlers answer no operation of the contract.
import { projectRoot } from '../config';
import { handlers as allHandlers } from '../handlers';
import { loadContract, type Contract } from './document';
import type { HandlerMap } from './types';

const defaultContract = () => loadContract(`${projectRoot}openapi/openapi.yaml`);

/** Operation ids of the contract without a handler, sorted. Defaults: the project's contract and handlers. */
export function missingHandlers(contract: Contract = defaultContract(), handlers: HandlerMap = allHandlers): string[] {
  return contract.operations
    .map((operation) => operation.operationId)
    .filter((operationId) => typeof (handlers as Record<string, unknown>)[operationId] !== 'function')
    .sort();
}

/** Handlers keyed by an operationId the contract does not have (a typo, or a removed operation). */
export function strayHandlers(contract: Contract = defaultContract(), handlers: HandlerMap = allHandlers): string[] {
  const known = new Set(contract.operations.map((operation) => operation.operationId));
  return Object.keys(handlers)
    .filter((operationId) => !known.has(operationId))
    .sort();
}
