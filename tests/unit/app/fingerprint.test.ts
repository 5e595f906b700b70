// The device fingerprint: a stable hash, computed once and stored, salted so two identical devices
// differ.
import { describe, expect, it, vi } from 'vitest';
import { computeFingerprint, FINGERPRINT_KEY, loadFingerprint, utcOffsets } from '../../../src/api/fingerprint';
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
  timeZone: '+03:00/+03:00',
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

  it('reads the time zone as its January and July UTC offsets (getTimezoneOffset: minutes behind UTC)', () => {
    expect(utcOffsets(-180, -180)).toBe('+03:00/+03:00'); // Istanbul, no summer time
    expect(utcOffsets(300, 240)).toBe('-05:00/-04:00'); // New York
    expect(utcOffsets(-60, -120)).toBe('+01:00/+02:00'); // Berlin
    expect(utcOffsets(-330, -330)).toBe('+05:30/+05:30'); // Kolkata
    expect(utcOffsets(570, 570)).toBe('-09:30/-09:30'); // Marquesas
    expect(utcOffsets(0, 0)).toBe('+00:00/+00:00');
    expect(computeFingerprint({ ...traits, timeZone: utcOffsets(-60, -120) }, 'salt-a')).not.toBe(computeFingerprint(traits, 'salt-a'));
  });
});
