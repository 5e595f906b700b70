// Payment references: short, unambiguous codes a player can copy into a bank transfer's description and
// a gateway receives as our order id. Random (not sequential), so one says nothing about the volume.
import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L, U: nothing a person could misread or mistype.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'P' + 10 characters: 30^10 ≈ 5.9e14 possibilities; the unique index refuses the rare collision. */
export function newPaymentReference(): string {
  let out = 'P';
  for (let i = 0; i < 10; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export const PAYMENT_REFERENCE = /^P[23456789ABCDEFGHJKMNPQRSTVWXYZ]{10}$/;
