// Every operation handler, keyed by the contract's operationId. Each area keeps its handlers in its own
// file and exports them as one map (`export const xHandlers = { opA, opB } satisfies HandlerMap`); this
// file merges the maps. server/contract/not-yet-implemented.ts lists the operations still without one.
import type { HandlerMap } from '../contract/types';
import { authHandlers } from './auth';
import { cmsHandlers } from './cms';
import { formHandlers } from './form';
import { userHandlers } from './user';

export const handlers: HandlerMap = {
  ...authHandlers,
  ...cmsHandlers,
  ...formHandlers,
  ...userHandlers,
};
