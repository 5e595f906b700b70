// "An operator signs in with TOTP", for every server test that needs an operator session: the password
// (operatorLogin answers a challenge), then a code (operatorVerifyTotp answers the session). An operator
// without a factor yet enrols on the way, with the secret the challenge offers; the recovery codes come back.
// Codes come from tests/server/helpers/totp.ts (RFC 6238, not the server's code). The server refuses a
// step used twice, so a second sign-in within one 30-second step sends the next step's code, which the
// server's one step of drift accepts.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { rfcTotp } from './totp';

type Request = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export interface SignedInOperator {
  token: string;
  auth: Record<string, string>;
  /** The operator's TOTP secret (base32): the enrolled one, or the one passed in. */
  secret: string;
  /** Only when this sign-in enrolled the operator. */
  recoveryCodes?: string[];
}

/** The last step each secret's code was sent for, so no sign-in here replays one. */
const lastStep = new Map<string, number>();

/** A code of `secret` that the server has not seen from this process yet. */
export function freshTotpCode(secret: string, now = Date.now()): string {
  const current = Math.floor(now / 30_000);
  const step = Math.max(current, (lastStep.get(secret) ?? -1) + 1);
  if (step > current + 1) throw new Error('more than two sign-ins of one operator within 30 seconds: the server would refuse the third');
  lastStep.set(secret, step);
  return rfcTotp(secret, step * 30);
}

/** The password step alone: the answer of operatorLogin (a challenge, never a session). */
export async function operatorPasswordStep(request: Request, username: string, password: string, headers: Record<string, string> = {}) {
  const response = await request({ method: 'POST', url: '/api/ops/auth/login', payload: { username, password }, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { challenge: string; kind: 'totp' | 'enrol'; expiresAt: string; enrolment?: { secret: string; otpauthUri: string; qrDataUrl: string } };
}

/** Password, then TOTP (enrolling when the operator has no factor yet): a session. `secret` is needed once enrolled. */
export async function signInOperator(request: Request, username: string, password: string, secret?: string): Promise<SignedInOperator> {
  const challenge = await operatorPasswordStep(request, username, password);
  const key = challenge.kind === 'enrol' ? challenge.enrolment!.secret : secret;
  if (!key) throw new Error(`${username} has a second factor; pass its secret`);
  const response = await request({ method: 'POST', url: '/api/ops/auth/totp', payload: { challenge: challenge.challenge, code: freshTotpCode(key) } });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { token: string; recoveryCodes?: string[] };
  return { token: data.token, auth: { authorization: `Bearer ${data.token}` }, secret: key, recoveryCodes: data.recoveryCodes };
}
