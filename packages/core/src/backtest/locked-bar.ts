import { TICK } from '../rulebook/rulebook';
import { priceBandOn } from '../rulebook/rules-on';
import { atMost, exceeds } from '../tie';
import { adjustmentFactor, type TradedBars } from './traded-bars';

export const LOCKED_UP = 1;
export const LOCKED_DOWN = -1;

/**
 * Whether bar `bar` is locked at a limit of the day's band: its high equals its low and its close moved from
 * the previous close (adjusted for an event that session, NEPSE's base price) by the band in force on its date,
 * within a tick (NEPSE puts the limit on the tick). LOCKED_UP, LOCKED_DOWN, or 0. Such a bar traded one price,
 * with orders left on one side: a buy cannot fill on a bar locked up, a sale on one locked down. Source: ours
 * (docs/decisions/fills.md, "Locked bars").
 */
export function lockedAt(bars: TradedBars, bar: number): number {
  if (bar === 0 || exceeds(bars.high[bar]!, bars.low[bar]!)) return 0;
  const previous = bars.close[bar - 1]!;
  const close = bars.close[bar]!;
  if (!(previous > 0 && close > 0)) return 0;
  // In traded prices, where the tick is.
  const factor = adjustmentFactor(bars, bar);
  const base = previous * factor;
  const traded = close * factor;
  const reach = (priceBandOn(bars.date[bar]!) / 100) * base - TICK.value;
  if (traded > base && atMost(reach, traded - base)) return LOCKED_UP;
  if (traded < base && atMost(reach, base - traded)) return LOCKED_DOWN;
  return 0;
}
