// Connection tokens that negotiate hands out and the WebSocket endpoint checks. They are signed
// rather than remembered, so the socket may land on another instance than the negotiate request
// did (no sticky load balancing needed) as long as the instances share the secret.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface ConnectionTokens {
  /** A fresh connection id and the token that lets `sessionId` open it until `now + ttl`. */
  issue(sessionId: string, now?: number): { connectionId: string; connectionToken: string };
  /** The connection id when the token is genuine, unexpired and issued to `sessionId`; else null. */
  verify(connectionToken: string, sessionId: string, now?: number): string | null;
}

const MAC_LENGTH = 22; // 128 bits of the HMAC, base64url

export function createConnectionTokens(secret: string | Buffer, ttlMs: number): ConnectionTokens {
  const mac = (connectionId: string, expires: string, sessionId: string) =>
    createHmac('sha256', secret)
      .update(`${connectionId}.${expires}.${sessionId}`)
      .digest('base64url')
      .slice(0, MAC_LENGTH);

  return {
    issue(sessionId, now = Date.now()) {
      const connectionId = randomBytes(16).toString('base64url');
      const expires = (now + ttlMs).toString(36);
      return { connectionId, connectionToken: `${connectionId}.${expires}.${mac(connectionId, expires, sessionId)}` };
    },
    verify(connectionToken, sessionId, now = Date.now()) {
      const parts = connectionToken.split('.');
      if (parts.length !== 3) return null;
      const [connectionId, expires, given] = parts;
      if (!/^[A-Za-z0-9_-]{22}$/.test(connectionId) || !/^[0-9a-z]{1,12}$/.test(expires)) return null;
      if (given.length !== MAC_LENGTH) return null;
      const expected = mac(connectionId, expires, sessionId);
      if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
      if (Number.parseInt(expires, 36) < now) return null;
      return connectionId;
    },
  };
}
