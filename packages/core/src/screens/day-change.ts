import type { Bars } from '../series';

/** A session's change against the previous session, both closes on that session's price basis. */
export interface DayChange {
  /** Today's close minus the previous session's, both on today's price basis (adjusted bars). */
  change: number;
  /** `change` in percent of the previous close. */
  changePercent: number;
}

/**
 * The change of session `last` against the adjusted previous close, so a bonus issue that day is no drop. Ours;
 * needs `last` >= 1.
 */
export function dayChange(adjusted: Bars, last: number): DayChange {
  const previous = adjusted.close[last - 1] as number;
  const change = (adjusted.close[last] as number) - previous;
  return { change, changePercent: (change / previous) * 100 };
}
