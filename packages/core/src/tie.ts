/**
 * Ties are ties: two values are equal when they differ by at most TIE times the larger of |a|, |b| and 1.
 * Every comparison of two computed values (back-test rules and crossovers, screens, fresh signals, rating
 * votes) goes through here. NEPSE prices move in 0.1 ticks, so a close equal to its 20-day average is common
 * and the rounding of a sum must not decide which side it is on. The floor of 1 is for values at zero: a
 * Stoch RSI %K and %D that are both exactly 0 come out of rolling sums as residues near 1e-13, which a purely
 * relative tolerance would read as a difference.
 */
export const TIE = 1e-9;

/** The largest difference that is still a tie between a and b. */
function tolerance(a: number, b: number): number {
  return TIE * Math.max(Math.abs(a), Math.abs(b), 1);
}

/** a > b by more than a tie; false when either is NaN. */
export function exceeds(a: number, b: number): boolean {
  // The plain comparison first: it settles most bars, and a <= b can never exceed.
  return a > b && a - b > tolerance(a, b);
}

/** a <= b or a tie: not above; false when either is NaN. */
export function atMost(a: number, b: number): boolean {
  return a <= b || a - b <= tolerance(a, b);
}
