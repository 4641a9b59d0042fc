import type { BriefSummary } from '@nepse/contract';

/** One bar of the returns' histogram: stocks whose return is in [from, to). */
export interface ReturnBin {
  from: number;
  to: number;
  count: number;
}

/** A sector run at a glance: what the stocks with prices in the range did. */
export interface SectorOverview {
  /** Stocks with at least one session in the range (the others had nothing to trade). */
  tested: number;
  /** Stocks of the run without a session in the range, left out of every figure below. */
  withoutPrices: number;
  /** Share of the tested stocks whose strategy ended in profit, percent. */
  profitablePercentage: number;
  medianReturn: number;
  meanReturn: number;
  /** Over the stocks with a buy-and-hold return; null when none has. */
  medianBuyAndHold: number | null;
  totalTrades: number;
  best: { symbol: string; returnPercentage: number };
  worst: { symbol: string; returnPercentage: number };
  histogram: ReturnBin[];
}

/** Round bin widths, percent: the first that keeps the histogram within MAX_BINS bars is used. */
const BIN_WIDTHS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000];
export const MAX_BINS = 12;

/** The middle value of a list (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Counts of returns in bins of a round width aligned on 0 (so that one bin ends where losses end), from the bin of
 * the lowest return to that of the highest, empty bins between kept.
 */
export function returnHistogram(returns: readonly number[]): ReturnBin[] {
  if (returns.length === 0) return [];
  const low = Math.min(...returns);
  const high = Math.max(...returns);
  const span = (width: number) => Math.floor(high / width) - Math.floor(low / width) + 1;
  const width = BIN_WIDTHS.find((w) => span(w) <= MAX_BINS) ?? BIN_WIDTHS[BIN_WIDTHS.length - 1]!;
  const first = Math.floor(low / width);
  const bins = Array.from({ length: span(width) }, (_, k) => ({
    from: (first + k) * width,
    to: (first + k + 1) * width,
    count: 0,
  }));
  for (const r of returns) bins[Math.floor(r / width) - first]!.count++;
  return bins;
}

/** The overview of a run's summaries; undefined when no stock had a session in the range. */
export function sectorOverview(summaries: readonly BriefSummary[]): SectorOverview | undefined {
  const tested = summaries.filter((s) => s.sessions > 0);
  if (tested.length === 0) return undefined;
  const returns = tested.map((s) => s.profit_percentage);
  const holds = tested.flatMap((s) =>
    s.buy_and_hold_return_percentage === null ? [] : [s.buy_and_hold_return_percentage],
  );
  const byReturn = [...tested].sort((a, b) => b.profit_percentage - a.profit_percentage);
  const extreme = (s: BriefSummary) => ({ symbol: s.stock_symbol, returnPercentage: s.profit_percentage });
  return {
    tested: tested.length,
    withoutPrices: summaries.length - tested.length,
    profitablePercentage: (100 * returns.filter((r) => r > 0).length) / tested.length,
    medianReturn: median(returns)!,
    meanReturn: returns.reduce((sum, r) => sum + r, 0) / tested.length,
    medianBuyAndHold: median(holds),
    totalTrades: tested.reduce((sum, s) => sum + s.total_trades, 0),
    best: extreme(byReturn[0]!),
    worst: extreme(byReturn[byReturn.length - 1]!),
    histogram: returnHistogram(returns),
  };
}
