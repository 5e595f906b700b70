// TOTP codes for tests, computed here from RFC 6238 and RFC 4226 with node:crypto alone (HMAC-SHA-1 of the
// big-endian step counter, dynamic truncation, modulo 10^digits), so the server's codes are checked against
// an implementation it does not share. tests/server/operators/totp.test.ts checks this one against the
// RFC's own vectors (Appendix B).
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (upper or lower case, padding ignored) to bytes. */
export function base32Bytes(text: string): Buffer {
  const bits = text
    .toUpperCase()
    .replace(/=+$/, '')
    .split('')
    .map((char) => {
      const value = BASE32.indexOf(char);
      if (value < 0) throw new Error(`not base32: ${char}`);
      return value.toString(2).padStart(5, '0');
    })
    .join('');
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The RFC 6238 code (SHA-1, T0 = 0, X = 30 s) of a key at a Unix time in seconds. */
export function rfcTotp(key: Buffer | string, unixSeconds: number, digits = 6): string {
  const secret = typeof key === 'string' ? base32Bytes(key) : key;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(unixSeconds / 30)));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, '0');
}
