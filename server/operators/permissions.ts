// What each back-office role may do. Every operator operation names the permission it needs in the
// contract (`x-permission`); the contract router checks it centrally before validation or the handler
// (server/contract/router.ts), so no handler can forget. The back office only hides what the server
// refuses. `self` is every signed-in operator's own session (logout, who am I).
import type { components } from '../../common/contract/schema.gen';
import type { OperatorRole } from '../db/schema/operators';

export type Permission = components['schemas']['OpsPermission'];

const READ_ONLY: readonly Permission[] = [
  'self',
  'overview:read',
  'withdrawals:read',
  'deposits:read',
  'players:read',
  'approvals:read',
  'audit:read',
  'settings:read',
  'metrics:read',
  'content:read',
  'bonuses:read',
  'providers:read',
];

export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly Permission[]>> = {
  admin: [
    ...READ_ONLY,
    'withdrawals:decide',
    'deposits:decide',
    'players:manage',
    'players:message',
    'players:adjust',
    'approvals:decide',
    'bets:resettle',
    'protection:lift',
    'operators:manage',
    'settings:manage',
    'content:manage',
    'sports:trade',
    'kyc:read',
    'kyc:decide',
    'aml:read',
    'aml:decide',
    'bonuses:manage',
    'support:chat',
    'providers:manage',
  ],
  support: ['self', 'players:read', 'players:manage', 'players:message', 'support:chat'],
  finance: [
    'self',
    'overview:read',
    'withdrawals:read',
    'withdrawals:decide',
    'deposits:read',
    'deposits:decide',
    'players:read',
    'players:adjust',
    'approvals:read',
    'approvals:decide',
    'settings:read',
    'bonuses:read',
    'bonuses:manage',
  ],
  trader: ['self', 'overview:read', 'players:read', 'approvals:read', 'approvals:decide', 'bets:resettle', 'sports:trade'],
  content: ['self', 'content:read', 'content:manage', 'players:message', 'bonuses:read', 'providers:read'],
  compliance: [
    'self',
    'overview:read',
    'withdrawals:read',
    'deposits:read',
    'players:read',
    'players:manage',
    'approvals:read',
    'approvals:decide',
    'protection:lift',
    'audit:read',
    'settings:read',
    'kyc:read',
    'kyc:decide',
    'aml:read',
    'aml:decide',
  ],
  // Reads everything a screen shows, changes nothing.
  auditor: READ_ONLY,
};

export function permissionsOf(role: OperatorRole): readonly Permission[] {
  return ROLE_PERMISSIONS[role] ?? [];
}

export function hasPermission(role: OperatorRole, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}
