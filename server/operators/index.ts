// Operators (the casino's staff): accounts, their login and sessions, the player lookup and System messages. What they do
// to payments lives in server/payments; every action is audited (server/audit).
export {
  createOperator,
  findOperator,
  listOperators,
  OPERATOR_PASSWORD_MIN,
  OPERATOR_USERNAME,
  resetOperatorTotp,
  setOperatorEnabled,
  setOperatorPassword,
  type CreateOperatorInput,
} from './accounts';
export { loginOperator, OPERATOR_LOGIN_MAX_FAILURES, OPERATOR_LOGIN_WINDOW_MS, type OperatorLoginResult } from './login';
export {
  OPERATOR_CHALLENGE_MAX_ATTEMPTS,
  OPERATOR_CHALLENGE_TTL_MS,
  verifySecondFactor,
  type OperatorChallenge,
  type OperatorSignIn,
} from './second-factor';
export { PLAYER_SEARCH_LIMIT, searchPlayers, type PlayerLookup } from './players';
export {
  createOperatorSession,
  OPERATOR_IDLE_TIMEOUT_MS,
  OPERATOR_SESSION_TTL_MS,
  resolveOperatorSession,
  revokeOperatorSession,
  revokeOperatorSessions,
  type AuthenticatedOperator,
} from './sessions';
export { findPlayerByReference, sendSystemMessage, SYSTEM_NOTE_MAX, SYSTEM_TITLE_MAX, type SystemAudience, type SystemMessageInput, type SystemMessageResult } from './notify';
