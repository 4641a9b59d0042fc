/**
 * A count abbreviated (Play Store figures, a live card's volume): M at or above 1,000,000, K at or above
 * 1,000, one decimal ("1.5M", "1.0K"); smaller counts whole. A negative count (a counter that went down)
 * keeps its sign.
 */
export function abbreviateCount(value: number): string {
  const size = Math.abs(value);
  if (size >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (size >= 1_000) return `${(value / 1_000).toFixed(1)}K`;
  return String(Math.round(value));
}
