// Turkish IBANs (TR + 24 digits: 2 check digits, 5 bank code, 1 reserved, 16 account) with the ISO
// 13616 mod-97 check. Pure, with no server imports, so the app can run the same check before sending.

/** Strips spaces and dashes and upper-cases, as a pasted or masked IBAN arrives. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10 over the rearranged IBAN, in chunks so no number exceeds 2^53. */
export function ibanChecksumValid(iban: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A Turkish IBAN in its normalized form that passes the checksum. */
export function isValidTurkishIban(value: string): boolean {
  const iban = normalizeIban(value);
  return /^TR[0-9]{24}$/.test(iban) && ibanChecksumValid(iban);
}

/** Makes the check digits of a Turkish IBAN from its 22 BBAN digits (test data, seeds, examples). */
export function turkishIbanFromBban(bban: string): string {
  if (!/^[0-9]{22}$/.test(bban)) throw new RangeError('a Turkish BBAN is 22 digits');
  const numeric = `${bban}2927` + '00'; // "TR" = 29 27, check digits 00
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `TR${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** "TR33 0006 1005 1978 6457 8413 26": how people read an IBAN. */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})/g, '$1 ').trim();
}

/** Shows the country, the bank code's start and the last four: enough to recognise, not to reuse. */
export function maskIban(iban: string): string {
  const value = normalizeIban(iban);
  if (value.length < 10) return '****';
  return `${value.slice(0, 4)} **** **** **** **** ${value.slice(-4)}`;
}
