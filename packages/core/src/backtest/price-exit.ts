import type { Bars } from '../series';
import { atMost, exceeds } from '../tie';

/** Why a trade closed; the trade log stores the index. */
export const EXIT_REASONS = ['signal', 'stop-loss', 'take-profit', 'trailing-stop'] as const;
export type ExitReason = (typeof EXIT_REASONS)[number];

export const SIGNAL_EXIT = 0;
const STOP_LOSS = 1;
const TAKE_PROFIT = 2;
const TRAILING_STOP = 3;

/** The optional price exits, in percent; absent or null is off. */
export interface PriceExitOptions {
  /** Below the fill price, above 0 and below 100. */
  readonly stopLossPercent?: number | null;
  /** Above the fill price, above 0 and at most 1000. */
  readonly takeProfitPercent?: number | null;
  /** Below the highest high since the fill, above 0 and below 100. */
  readonly trailingStopPercent?: number | null;
}

/** A relative distance far beyond a tie (TIE): a price farther than this from a level does not reach it. */
const NEAR = 1e-6;

/** The bound above which a low does not reach the trailing level (none when it is off, NaN). */
function trailingFloor(level: number): number {
  return Number.isNaN(level) ? Number.NEGATIVE_INFINITY : level + Math.abs(level) * NEAR;
}

/** True when the options ask for a price exit. */
export function hasPriceExits(options: PriceExitOptions): boolean {
  return (
    options.stopLossPercent != null ||
    options.takeProfitPercent != null ||
    options.trailingStopPercent != null
  );
}

/**
 * The price exits of an open position (docs/decisions/back-test.md, "Price exits"): on each bar after the
 * fill bar, before its close is read, with P the fill price and H the highest high from the fill bar to the
 * bar before, a low at or below a stop level (P(1 - stop-loss) or H(1 - trailing stop), ties are ties) sells
 * at the open or the higher level reached, whichever is lower; otherwise a high at or above
 * P(1 + take-profit) sells at the open or that level, whichever is higher. Source: ours.
 */
export class PriceExits {
  /** Set by `next` when it finds an exit: the sale price and an index into EXIT_REASONS. */
  price = 0;
  reason = SIGNAL_EXIT;
  private readonly stopLoss: number;
  private readonly takeProfit: number;
  private readonly trailingStop: number;
  private fillPrice = 0;
  private highest = 0;

  constructor(options: PriceExitOptions) {
    // The factors as the levels' formulas write them, so that any implementation of those formulas agrees to the
    // bit; an exit that is off has none (NaN).
    this.stopLoss = options.stopLossPercent == null ? Number.NaN : 1 - options.stopLossPercent / 100;
    this.takeProfit = options.takeProfitPercent == null ? Number.NaN : 1 + options.takeProfitPercent / 100;
    this.trailingStop =
      options.trailingStopPercent == null ? Number.NaN : 1 - options.trailingStopPercent / 100;
  }

  /** A position filled at `price` on bar `fill`. */
  open(bars: Bars, fill: number, price: number): void {
    this.fillPrice = price;
    this.highest = bars.high[fill]!;
  }

  /**
   * The first bar in [from, to] (all after the fill bar, in order across calls) at which the position exits, or -1
   * when none does. A sale at a price that is not positive (bad data) is not made, as for a signal.
   */
  next(bars: Bars, from: number, to: number): number {
    const { open, high, low } = bars;
    const stopLossLevel = this.fillPrice * this.stopLoss;
    const takeLevel = this.fillPrice * this.takeProfit;
    let highest = this.highest;
    let trailingLevel = highest * this.trailingStop;
    // A bar whose low stays above `floor` and whose high below `ceiling` is far from every level (a tie is much
    // closer): most bars held pass on these two comparisons. A level that is off (NaN) sets no bound.
    const ceiling = Number.isNaN(takeLevel)
      ? Number.POSITIVE_INFINITY
      : takeLevel - Math.abs(takeLevel) * NEAR;
    const stopLossFloor = Number.isNaN(stopLossLevel)
      ? Number.NEGATIVE_INFINITY
      : stopLossLevel + Math.abs(stopLossLevel) * NEAR;
    let floor = Math.max(stopLossFloor, trailingFloor(trailingLevel));
    for (let u = from; u <= to; u++) {
      if (!(low[u]! > floor && high[u]! < ceiling)) {
        // A level that is off is NaN, which nothing reaches.
        const stopLoss = atMost(low[u]!, stopLossLevel);
        const trailing = atMost(low[u]!, trailingLevel);
        if (stopLoss || trailing) {
          // The higher of the levels reached; of two tied levels, the stop-loss.
          const trails = trailing && (!stopLoss || exceeds(trailingLevel, stopLossLevel));
          const price = Math.min(open[u]!, trails ? trailingLevel : stopLossLevel);
          if (price > 0) return this.exit(u, price, trails ? TRAILING_STOP : STOP_LOSS);
        } else if (atMost(takeLevel, high[u]!)) {
          return this.exit(u, Math.max(open[u]!, takeLevel), TAKE_PROFIT);
        }
      }
      if (high[u]! > highest) {
        highest = high[u]!;
        trailingLevel = highest * this.trailingStop;
        floor = Math.max(stopLossFloor, trailingFloor(trailingLevel));
      }
    }
    this.highest = highest;
    return -1;
  }

  private exit(bar: number, price: number, reason: number): number {
    // The highest high is of no more use: the position is closed.
    this.price = price;
    this.reason = reason;
    return bar;
  }
}
