// JSON Schema's `multipleOf` read the way a person reads it: 7.77 is a multiple of 0.01. Dividing binary
// floating-point numbers (what Ajv does: 7.77 / 0.01 = 776.9999999999999) refuses 7.77, 19.99 and 4.35,
// so a player could not set a ₺19,99 limit. Both numbers are taken at their shortest decimal text (the
// digits the sender wrote, as JSON.parse keeps them) and compared as exact decimals. Pure; shared by
// the server's validators and the app's form validator so both sides agree.

interface Decimal {
  digits: bigint;
  /** The value is digits × 10^exponent. */
  exponent: number;
}

const decimalText = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

function toDecimal(value: number): Decimal | undefined {
  if (!Number.isFinite(value)) return undefined;
  const match = decimalText.exec(String(value));
  if (!match) return undefined;
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return { digits, exponent: Number(exponent) - fraction.length };
}

/** Whether `value` is a whole number of `step`s, exactly in decimal. A step of zero or less has no multiples. */
export function isMultipleOf(value: number, step: number): boolean {
  const a = toDecimal(value);
  const b = toDecimal(step);
  if (!a || !b || b.digits <= 0n) return false;
  const exponent = Math.min(a.exponent, b.exponent);
  const scaled = (d: Decimal) => d.digits * 10n ** BigInt(d.exponent - exponent);
  return scaled(a) % scaled(b) === 0n;
}

/** For a step of 10^-k (0.01, 0.1), k: the error then reads "at most k decimals". Otherwise undefined. */
export function decimalsOfStep(step: number): number | undefined {
  const b = toDecimal(step);
  if (!b || b.digits !== 1n || b.exponent >= 0) return undefined;
  return -b.exponent;
}
