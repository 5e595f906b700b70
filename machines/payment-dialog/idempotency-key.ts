// The Idempotency-Key of one payment intent: a random UUID (v4) made when the player first submits a
// form and reused when the same form is submitted again after a failure, so a retry of a request
// that did reach the server answers its first result instead of creating a second payment.

/** A random v4 UUID; `crypto.randomUUID` exists only in secure contexts, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
