/**
 * Ties are ties: two values within TIE of each other, relative to the larger magnitude, are equal. NEPSE
 * prices move in 0.1 ticks, so a close equal to its 20-day average is common and the rounding of a sum must
 * not decide which side it is on.
 */
export const TIE = 1e-9;

/** a > b by more than a tie; false when either is NaN. */
export function exceeds(a: number, b: number): boolean {
  // The plain comparison first: it settles most bars, and a <= b can never exceed.
  return a > b && a - b > TIE * Math.max(Math.abs(a), Math.abs(b));
}

/** a <= b or a tie: not above; false when either is NaN. */
export function atMost(a: number, b: number): boolean {
  return a <= b || a - b <= TIE * Math.max(Math.abs(a), Math.abs(b));
}
