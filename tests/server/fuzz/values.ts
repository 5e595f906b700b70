// The hostile values the fuzzer mixes into requests: what breaks parsers, databases, renderers and
// JavaScript objects. Each is plain data, so a failing request prints as it was sent.
import type { Prng } from './prng';

export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\t\n',
  'a'.repeat(300),
  'x'.repeat(10_000),
  '\u{1F340}'.repeat(40),
  '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
  'şğüöçıİ ŞĞÜÖÇ',
  '\u202Egnp.exe',
  'e\u0301\u0301\u0301',
  '\uD800',
  '\uDC00abc',
  'a\u0000b',
  '\u0000',
  '\u001b[31m',
  "' OR '1'='1",
  "'; DROP TABLE players; --",
  '" OR ""="',
  '1; SELECT pg_sleep(0)',
  '%',
  '_%_',
  '\\',
  '\\x00',
  '$1',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '%00',
  '%ZZ',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x10',
  '9'.repeat(40),
  '-1',
  '0',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'Bearer ',
  'http://169.254.169.254/latest/meta-data/',
  '2026-02-30',
  '1900-01-01',
  '9999-12-31T23:59:59Z',
  'a@b',
  '@',
  'ﬀ',
];

export const hostileNumbers: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.1,
  0.005,
  1.999,
  -1e-7,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  123456789.123,
];

export const prototypeKeys: readonly string[] = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'toString', 'valueOf'];

/** Any JSON value of a wrong kind: null, booleans, numbers, strings, arrays, objects, deep nests. */
export function wrongValue(rng: Prng, depth = 0): unknown {
  switch (rng.int(0, 9)) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick(hostileNumbers);
    case 3:
    case 4:
      return rng.pick(hostileStrings);
    case 5:
      return depth > 2 ? [] : Array.from({ length: rng.int(0, 3) }, () => wrongValue(rng, depth + 1));
    case 6:
      return depth > 2 ? {} : Object.fromEntries([[rng.pick(prototypeKeys), wrongValue(rng, depth + 1)]]);
    case 7:
      return nested(rng.int(20, 200));
    case 8:
      return { length: 1e9, 0: 'x' };
    default:
      return rng.string('abcXYZ019 ', rng.int(0, 20));
  }
}

/** An array nested `depth` deep: [[[...]]]. */
export function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}
