import type { LiveStockRecord, ScreenRowOf } from '@nepse/contract';
import { latestPrices } from '../../../lib/latest-prices';
import type { RatingBand } from '../../../lib/watch-alert';
import { distanceToHigh } from './screens-today';

/** One stock of the list as the page shows it; null where its figure is not known (yet). */
export interface WatchRow {
  symbol: string;
  /** The live market's last traded price, else the latest close. */
  ltp: number | null;
  /** The live market's change in %, null without a live answer. */
  changePercent: number | null;
  rating: RatingBand | null;
  /** The price against the previous 52-week high, in %. */
  fromHigh: number | null;
  screens: readonly string[];
  signals: readonly string[];
}

/** What the rows are made from, each by symbol. */
export interface WatchSources {
  live: readonly LiveStockRecord[] | undefined;
  highs: readonly ScreenRowOf<'watchlist'>[] | undefined;
  ratings: ReadonlyMap<string, RatingBand>;
  screens: ReadonlyMap<string, readonly string[]>;
  signals: ReadonlyMap<string, readonly string[]>;
}

/** The list's rows, in its order. */
export function watchRows(symbols: readonly string[], sources: WatchSources): WatchRow[] {
  const prices = latestPrices(sources.live, sources.highs);
  const live = new Map((sources.live ?? []).map((r) => [r.symbol, r]));
  const highs = new Map((sources.highs ?? []).map((r) => [r.symbol, r]));
  return symbols.map((symbol) => {
    const ltp = prices.get(symbol) ?? null;
    const prevHigh = highs.get(symbol)?.prevHigh;
    return {
      symbol,
      ltp,
      changePercent: live.get(symbol)?.percentageChange ?? null,
      rating: sources.ratings.get(symbol) ?? null,
      fromHigh: ltp === null || prevHigh === undefined ? null : distanceToHigh(ltp, prevHigh),
      screens: sources.screens.get(symbol) ?? [],
      signals: sources.signals.get(symbol) ?? [],
    };
  });
}
