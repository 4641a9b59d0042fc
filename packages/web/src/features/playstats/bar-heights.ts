/** The tallest bar of the Daily Downloads Trend, and the least any bar is drawn. */
export const MAX_BAR_HEIGHT = 200;
export const MIN_BAR_HEIGHT = 8;

/** Each value's bar height in px, scaled so the maximum is 200 px; none below 8 px (a 0, a decrease, or all below 1). */
export function barHeights(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) =>
    max === 0 ? MIN_BAR_HEIGHT : Math.max(MIN_BAR_HEIGHT, (value / max) * MAX_BAR_HEIGHT),
  );
}
