// Signed connection tokens: bound to the negotiating session, expiring, unforgeable.
import { describe, expect, it } from 'vitest';
import { createConnectionTokens } from '../../../server/hub/connection-token';

describe('connection tokens', () => {
  const tokens = createConnectionTokens('secret', 30_000);
  const now = 1_800_000_000_000;

  it('verifies a token for the session it was issued to, giving back its connection id', () => {
    const { connectionId, connectionToken } = tokens.issue('s1', now);
    expect(connectionToken).not.toBe(connectionId);
    expect(tokens.verify(connectionToken, 's1', now + 29_999)).toBe(connectionId);
  });

  it('refuses it for another session, after it expires, or under another secret', () => {
    const { connectionToken } = tokens.issue('s1', now);
    expect(tokens.verify(connectionToken, 's2', now)).toBeNull();
    expect(tokens.verify(connectionToken, 's1', now + 30_001)).toBeNull();
    expect(createConnectionTokens('other', 30_000).verify(connectionToken, 's1', now)).toBeNull();
  });

  it('refuses tampered and malformed tokens', () => {
    const { connectionToken } = tokens.issue('s1', now);
    const [id, expires, mac] = connectionToken.split('.');
    const later = (Number.parseInt(expires, 36) + 3_600_000).toString(36);
    expect(tokens.verify(`${id}.${later}.${mac}`, 's1', now)).toBeNull();
    const otherId = tokens.issue('s1', now).connectionId;
    expect(tokens.verify(`${otherId}.${expires}.${mac}`, 's1', now)).toBeNull();
    const flipped = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : 'A');
    expect(tokens.verify(`${id}.${expires}.${flipped}`, 's1', now)).toBeNull();
    for (const bad of ['', '...', 'a.b.c', `${id}.${expires}`, `${id}.${expires}.${mac}.x`, `${id}.${expires}.${mac}x`]) {
      expect(tokens.verify(bad, 's1', now)).toBeNull();
    }
  });

  it('issues a different connection id every time', () => {
    const ids = new Set(Array.from({ length: 100 }, () => tokens.issue('s1', now).connectionId));
    expect(ids.size).toBe(100);
  });
});
