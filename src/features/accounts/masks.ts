// Input masks of the account dialogs (spec §2, §9): the 10-digit phone after the fixed 90 prefix,
// the 11-digit TC No, the two-digit day and month, the four-digit year, and the SMS code masks
// 00-00-00 and 000-000. A mask only shapes what is typed; the machines keep the bare digits.

/** Digits of `value`, at most `limit` of them. */
export const digitsOf = (value: string, limit: number) => value.replace(/\D/g, '').slice(0, limit);

/** Lays digits into a pattern of 0s (a digit each) and literal separators, stopping at the last digit. */
export function applyMask(digits: string, pattern: string): string {
  let out = '';
  let index = 0;
  for (const char of pattern) {
    if (index >= digits.length) break;
    if (char === '0') out += digits[index++];
    else out += char;
  }
  return out;
}

export const PHONE_PATTERN = '000 000 00 00';
export const SMS_CODE_STEPS_PATTERN = '00-00-00';
export const SMS_CODE_PAGES_PATTERN = '000-000';

export const digitCount = (pattern: string) => [...pattern].filter((char) => char === '0').length;
