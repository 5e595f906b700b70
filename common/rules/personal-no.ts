// The TC Kimlik No (Turkish national identity number): the official check-digit rule and the masked
// form shown wherever the number is returned.

/**
 * True for a number that passes the official rule: 11 digits, the first not 0,
 * d10 = ((d1+d3+d5+d7+d9)·7 − (d2+d4+d6+d8)) mod 10 and d11 = (d1+…+d10) mod 10.
 */
export function isValidTcKimlikNo(value: string): boolean {
  if (!/^[1-9][0-9]{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  // JavaScript's % keeps the sign of a negative left side; the rule means the mathematical modulo.
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (d[9] !== tenth) return false;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return d[10] === eleventh;
}

/**
 * The number with all but its last 4 digits hidden (`*******4146`), as the contract's Profile says: enough
 * for the player to recognise it, too little to be used as an identity elsewhere.
 */
export function maskPersonalNo(value: string): string {
  const visible = 4;
  if (value.length <= visible) return '*'.repeat(value.length);
  return '*'.repeat(value.length - visible) + value.slice(-visible);
}
