// Every operation handler, keyed by the contract's operationId. Each area keeps its handlers in its own
// file and exports them as one map (`export const xHandlers = { opA, opB } satisfies HandlerMap`); this
// file merges the maps. server/contract/not-yet-implemented.ts lists the operations still without one.
import type { HandlerMap } from '../contract/types';
import { accountsHandlers } from './accounts';
import { authHandlers } from './auth';
import { backofficeHandlers } from './backoffice';
import { backofficeAdminHandlers } from './backoffice-admin';
import { backofficeBonusHandlers } from './backoffice-bonuses';
import { backofficeContentHandlers } from './backoffice-content';
import { backofficeStudioHandlers } from './backoffice-studio';
import { bonusHandlers } from './bonus';
import { casinoHandlers } from './casino';
import { cmsHandlers } from './cms';
import { customerHandlers } from './customer';
import { formHandlers } from './form';
import { kycHandlers } from './kyc';
import { operatorsHandlers } from './operators';
import { paymentsHandlers } from './payments';
import { protectionHandlers } from './protection';
import { securityHandlers } from './security';
import { sportsHandlers } from './sports';
import { sportsLiveHandlers } from './sports-live';
import { studioHandlers } from './studio';
import { supportHandlers } from './support';
import { userHandlers } from './user';

export const handlers: HandlerMap = {
  ...accountsHandlers,
  ...authHandlers,
  ...backofficeHandlers,
  ...backofficeAdminHandlers,
  ...backofficeBonusHandlers,
  ...backofficeContentHandlers,
  ...backofficeStudioHandlers,
  ...bonusHandlers,
  ...casinoHandlers,
  ...cmsHandlers,
  ...customerHandlers,
  ...formHandlers,
  ...kycHandlers,
  ...operatorsHandlers,
  ...paymentsHandlers,
  ...protectionHandlers,
  ...securityHandlers,
  ...sportsHandlers,
  ...sportsLiveHandlers,
  ...studioHandlers,
  ...supportHandlers,
  ...userHandlers,
};
