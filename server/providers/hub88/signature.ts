// Hub88's request signatures: the exact request body signed with RSA-SHA256 and sent base64-encoded in
// X-Hub88-Signature. We sign our Games API calls with the operator's private key; Hub88 signs its wallet
// calls with its own, which we check with the public key Hub88 gave us.
import { createPrivateKey, createPublicKey, createSign, createVerify } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-hub88-signature';

export function signBody(body: string, privateKeyPem: string): string {
  return createSign('RSA-SHA256').update(body, 'utf8').sign(privateKeyPem, 'base64');
}

export function verifyBody(body: string, signature: string | undefined, publicKeyPem: string): boolean {
  if (!signature || !/^[A-Za-z0-9+/=\s]+$/.test(signature)) return false;
  try {
    return createVerify('RSA-SHA256').update(body, 'utf8').verify(publicKeyPem, signature.replace(/\s+/g, ''), 'base64');
  } catch {
    return false;
  }
}

/** A settings problem, or undefined when Node can load the PEM as that kind of key. */
export function checkKey(kind: 'private' | 'public') {
  return (name: string, pem: string): string | undefined => {
    try {
      if (kind === 'private') createPrivateKey(pem);
      else createPublicKey(pem);
      return undefined;
    } catch {
      return `${name} is not a PEM ${kind} key`;
    }
  };
}
