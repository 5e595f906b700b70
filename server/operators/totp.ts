// The operators' second factor: TOTP (RFC 6238) through otplib, with 30-second steps, 6 digits, SHA-1 (what
// authenticator apps expect) and one step of clock drift either way; the otpauth:// URI and its QR code
// (an SVG from `qrcode`) for enrolment; and one-time recovery codes. The caller keeps the last accepted
// step per operator and passes it back, so a code (a step) is never accepted twice.
import { randomInt } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps of clock drift accepted either side of the current one. */
export const TOTP_DRIFT_STEPS = 1;
/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Casino Ops';
export const RECOVERY_CODE_COUNT = 10;

const epochSeconds = (at: Date | number) => (typeof at === 'number' ? at : Math.floor(at.getTime() / 1000));

/** A fresh secret: 20 random bytes (RFC 4226's recommended 160 bits), base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The code of a secret (base32 text, or raw bytes as the RFC's vectors give them) at a time (a Date or Unix seconds). */
export function totpCode(secret: string | Uint8Array, at: Date | number, digits: 6 | 8 = TOTP_DIGITS): Promise<string> {
  return generate({ secret, epoch: epochSeconds(at), period: TOTP_PERIOD_SECONDS, digits, algorithm: 'sha1' });
}

/** The time step a moment falls in. */
export function totpStep(at: Date | number): number {
  return Math.floor(epochSeconds(at) / TOTP_PERIOD_SECONDS);
}

/**
 * The step a code belongs to when it is valid at `now` (within the drift) and later than `afterStep`
 * (the operator's last accepted one), else null: wrong, too old, or a replay.
 */
export async function matchTotp(secret: string, code: string, now: Date, afterStep?: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: epochSeconds(now),
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
    algorithm: 'sha1',
    epochTolerance: TOTP_DRIFT_STEPS * TOTP_PERIOD_SECONDS,
    ...(afterStep === null || afterStep === undefined ? {} : { afterTimeStep: afterStep }),
  });
  if (!result.valid) return null;
  return 'timeStep' in result ? result.timeStep : null;
}

/** The otpauth:// URI an authenticator app reads (from the QR code, or typed in). */
export function otpauthUri(secret: string, username: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: username, secret, period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS, algorithm: 'sha1' });
}

/** The URI as a QR code, an SVG document (text) to show as it is or as a data URL. */
export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

// Crockford's base32 alphabet without I, L, O, U: nothing to misread when typing a code from paper.
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A recovery code: 16 random characters (80 bits), shown as XXXX-XXXX-XXXX-XXXX. Stored as a plain SHA-256,
 * which 80 bits keep out of reach of a brute force even with the table in hand.
 */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 16; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
}

/** A typed recovery code in its stored form (upper case, no separators or spaces), or null when it cannot be one. */
export function normalizeRecoveryCode(input: string): string | null {
  const bare = input.toUpperCase().replace(/[\s-]/g, '');
  return /^[0-9A-HJKMNP-TV-Z]{16}$/.test(bare) ? bare : null;
}
