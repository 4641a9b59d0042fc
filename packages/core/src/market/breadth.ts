import { sessionIndex } from '../scan/scan';
import { exceeds } from '../tie';

/** How many stocks rose, fell and stayed put on a session. */
export interface Breadth {
  advancing: number;
  declining: number;
  unchanged: number;
}

/** A stock's adjusted closes, as breadth reads them. */
export interface BreadthSymbol {
  readonly adjusted: { readonly date: Int32Array; readonly close: Float64Array };
}

/**
 * The breadth of session `day` over `symbols`: each stock with a bar that day and one before it counts once,
 * advancing when its close is above the previous session's (adjusted, so an issue is no fall), declining when
 * below, unchanged within a tie. A stock that did not trade that day is not counted.
 */
export function sessionBreadth(symbols: readonly BreadthSymbol[], day: number): Breadth {
  const breadth: Breadth = { advancing: 0, declining: 0, unchanged: 0 };
  for (const { adjusted } of symbols) {
    const t = sessionIndex(adjusted.date, day);
    if (t < 1) continue;
    const close = adjusted.close[t]!;
    const previous = adjusted.close[t - 1]!;
    if (exceeds(close, previous)) breadth.advancing++;
    else if (exceeds(previous, close)) breadth.declining++;
    else breadth.unchanged++;
  }
  return breadth;
}
