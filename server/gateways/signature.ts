// HMAC-SHA256 webhook signatures: `sha256=<hex>` over the exact body bytes, compared in constant time so
// a forger learns nothing from how long a wrong guess took to refuse.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

export function verifyBodySignature(secret: string, body: string, signature: string | undefined): boolean {
  if (typeof signature !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(signature.trim())) return false;
  const expected = Buffer.from(signBody(secret, body).slice('sha256='.length), 'hex');
  const given = Buffer.from(signature.trim().slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
