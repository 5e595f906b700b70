// The plain-TypeScript SHA-256 and HMAC-SHA256 behind the fairness scheme agree with node:crypto.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromHex, hmacSha256, sha256, sha256Hex, toHex, utf8 } from '../../../server/studio/engine/sha256';
import { SimulationRng } from '../../../server/studio/engine/prng';

function randomBytes(rng: SimulationRng, length: number): Uint8Array {
  return Uint8Array.from({ length }, () => rng.nextInt(256));
}

describe('sha256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('matches node:crypto on every length around the block and padding boundaries', () => {
    const rng = new SimulationRng(11);
    for (let length = 0; length <= 200; length++) {
      const data = randomBytes(rng, length);
      expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });

  it('hashes concatenated parts like one message', () => {
    const rng = new SimulationRng(12);
    const a = randomBytes(rng, 70);
    const b = randomBytes(rng, 3);
    expect(toHex(sha256(a, b))).toBe(createHash('sha256').update(a).update(b).digest('hex'));
  });
});

describe('hmacSha256', () => {
  it('matches RFC 4231 test case 2', () => {
    expect(toHex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('matches node:crypto for short, block-sized and long keys', () => {
    const rng = new SimulationRng(13);
    for (const keyLength of [0, 1, 32, 63, 64, 65, 100, 200]) {
      for (const messageLength of [0, 5, 55, 64, 119]) {
        const key = randomBytes(rng, keyLength);
        const message = randomBytes(rng, messageLength);
        expect(toHex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }
    }
  });
});

describe('hex', () => {
  it('round-trips and refuses what is not hex', () => {
    expect(toHex(fromHex('00ff10ab'))).toBe('00ff10ab');
    expect(() => fromHex('abc')).toThrow(RangeError);
    expect(() => fromHex('zz')).toThrow(RangeError);
  });
});
