import type { WoodieOpen } from '@nepse/contract';
import { type Bars, hasRealOpen } from '@nepse/core';

/** Which open Woodie's pivot read for the latest session of `bars` (core's `pivotOpen`). */
export function woodieOpen(bars: Pick<Bars, 'close' | 'noOpen'>): WoodieOpen {
  return hasRealOpen(bars, bars.close.length - 1) ? 'open' : 'previous-close';
}
