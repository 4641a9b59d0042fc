/** TA-Lib's TA_IS_ZERO: |x| < 1e-14 counts as zero in its divisions. */
export function isZero(x: number): boolean {
  return Math.abs(x) < 1e-14;
}
