/**
 * Exact decimals for the anti-money-laundering scores (decision 121). A score is
 * an integer count of ten-thousandths, so "1.6" is 16000 and every sum, every
 * percentage weight and every comparison with a band boundary is integer
 * arithmetic: 0.3 × 3 + 0.7 × 1 is exactly 1.6, where binary floats give
 * 1.5999999999999999 and would put the client in the lower band.
 *
 * A weight is an integer percentage (30, 70, 40, 60), so a weighted sum of
 * scores with up to two decimals is exact. Only a mean can leave a remainder;
 * `meanOf` rounds it half up to the number of decimals asked for, and says so.
 */

/** Ten-thousandths: the unit of every score. */
export const SCALE = 10_000;

declare const DEC: unique symbol;
/** A non-negative decimal with at most four decimals, held as an integer of ten-thousandths. */
export type Dec = number & { readonly [DEC]: true };

const DECIMAL_TEXT = /^(\d{1,9})(?:[.,](\d{1,4}))?$/;

/** "1.6", "1,6", "3", "33.3333" → Dec; null when the text is not such a number. */
export function parseDec(text: string): Dec | null {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(4, '0'));
  return (whole * SCALE + fraction) as Dec;
}

/** As parseDec, for constants written in the code: a malformed one is a programming error. */
export function dec(text: string): Dec {
  const value = parseDec(text);
  if (value === null) throw new Error(`Not a decimal: ${text}`);
  return value;
}

/** A whole number (a 1–4 grade) as a Dec. */
export function decOfInt(n: number): Dec {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a non-negative integer: ${n}`);
  return (n * SCALE) as Dec;
}

/** Integer division of non-negative integers, the half rounded up. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Σ weight% × value. Exact when each value has at most two decimals; otherwise rounded half up to four. */
export function weightedSum(terms: ReadonlyArray<readonly [percent: number, value: Dec]>): Dec {
  let hundredfold = 0;
  for (const [percent, value] of terms) {
    if (!Number.isSafeInteger(percent) || percent < 0) throw new Error(`A weight is an integer percentage: ${percent}`);
    hundredfold += percent * value;
  }
  return divideHalfUp(hundredfold, 100) as Dec;
}

/** The arithmetic mean, rounded half up to `decimals` (0–4); `exact` says whether anything was rounded. */
export function meanOf(values: readonly Dec[], decimals: number): { value: Dec; exact: boolean } {
  if (values.length === 0) throw new Error('The mean of no values');
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 4) throw new Error(`Decimals 0–4: ${decimals}`);
  const sum = values.reduce((total, value) => total + value, 0);
  const step = 10 ** (4 - decimals);
  const value = divideHalfUp(sum, values.length * step) * step;
  return { value: value as Dec, exact: value * values.length === sum };
}

/** Negative, zero or positive as a is below, equal to or above b. */
export function compareDec(a: Dec, b: Dec): number {
  return a - b;
}

/** The exact value with the decimals it needs (at least one when not whole): "1.74", "1.6", "3", "1.605". */
export function decText(value: Dec): string {
  const whole = Math.floor(value / SCALE);
  const fraction = String(value % SCALE).padStart(4, '0').replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** As decText with the Italian decimal comma: "1,74". */
export function decTextIt(value: Dec): string {
  return decText(value).replace('.', ',');
}
