// The device fingerprint: a stable hash, computed once and stored, salted so two identical devices
// differ.
import { describe, expect, it, vi } from 'vitest';
import { computeFingerprint, FINGERPRINT_KEY, loadFingerprint } from '../../../src/api/fingerprint';
import { memoryStore } from '../../../machines/shared/ports';

const traits = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  language: 'tr-TR',
  languages: ['tr-TR', 'en'],
  platform: 'Linux x86_64',
  hardwareConcurrency: 8,
  screenWidth: 1440,
  screenHeight: 900,
  colorDepth: 24,
  timeZone: 'Europe/Istanbul',
};

describe('fingerprint', () => {
  it('is a stable 28-character hex hash of the traits and the salt', () => {
    const first = computeFingerprint(traits, 'salt-a');
    expect(first).toMatch(/^[0-9a-f]{28}$/);
    expect(computeFingerprint(traits, 'salt-a')).toBe(first);
    expect(computeFingerprint(traits, 'salt-b')).not.toBe(first);
    expect(computeFingerprint({ ...traits, screenWidth: 375 }, 'salt-a')).not.toBe(first);
  });

  it('is computed once and then read back from storage', () => {
    const store = memoryStore();
    const salt = vi.fn(() => 'salt-a');
    const first = loadFingerprint(store, () => traits, salt);
    expect(store.getItem(FINGERPRINT_KEY)).toBe(first);
    const second = loadFingerprint(store, () => ({ ...traits, screenWidth: 375 }), () => 'other');
    expect(second).toBe(first);
    expect(salt).toHaveBeenCalledTimes(1);
  });
});
