// Passwords are hashed with argon2id, each with its own salt; verification never throws on bad input.
import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, passwordNeedsRehash, verifyPassword } from '../../../server/auth/passwords';

describe('passwords', () => {
  it('hash with argon2id and a fresh salt', async () => {
    const first = await hashPassword('demo1234');
    const second = await hashPassword('demo1234');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('demo1234');
  });

  it('verify the right password only', async () => {
    const hash = await hashPassword('şifre-ĞÜİ');
    expect(await verifyPassword(hash, 'şifre-ĞÜİ')).toBe(true);
    expect(await verifyPassword(hash, 'şifre-ğüi')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('answer false for a stored value that is not an argon2 hash', async () => {
    expect(await verifyPassword('plain-text', 'plain-text')).toBe(false);
    expect(await verifyPassword('', 'x')).toBe(false);
  });

  it('ask for a rehash of hashes made with other parameters', async () => {
    expect(passwordNeedsRehash(await hashPassword('x1234'))).toBe(false);
    const old = '$argon2id$v=19$m=4096,t=3,p=1$c29tZXNhbHQ$iWh06vD8Fy27wf9npn6FXWiCX4K6pW6Ue1Bnzz07Z8A';
    expect(passwordNeedsRehash(old)).toBe(true);
    expect(passwordNeedsRehash('garbage')).toBe(true);
  });

  it('spend a check on unknown users without ever matching', async () => {
    expect(await burnPasswordCheck('not-a-real-password-for-timing-only')).toBe(false);
  });
});
