import type { LiveStockRecord } from '@nepse/contract';

/** A live record as the page shows it, with the fields it derives (liveCandleOf). */
export interface LiveCandle {
  symbol: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** Last traded price minus the previous close; 0 when the previous close is missing. */
  change: number;
  changePercent: number;
  lastUpdated: string;
  isGainer: boolean;
}

/**
 * The fields the page derives: open from openPrice, else previousClose, else 0; high and low from the last
 * traded price when missing; change percent 0 when missing; a gainer when percentageChange > 0.
 */
export function liveCandleOf(record: LiveStockRecord): LiveCandle {
  const close = record.lastTradedPrice;
  return {
    symbol: record.symbol,
    open: record.openPrice ?? record.previousClose ?? 0,
    high: record.highPrice ?? close,
    low: record.lowPrice ?? close,
    close,
    volume: record.totalTradeQuantity ?? 0,
    change: record.previousClose == null ? 0 : close - record.previousClose,
    changePercent: record.percentageChange ?? 0,
    lastUpdated: record.lastUpdatedDateTime,
    isGainer: (record.percentageChange ?? 0) > 0,
  };
}

/** Range % of the popup: (high - low) / open in percent; 0 when the open is 0. */
export function rangePercent(candle: Pick<LiveCandle, 'high' | 'low' | 'open'>): number {
  return candle.open === 0 ? 0 : ((candle.high - candle.low) / candle.open) * 100;
}

/**
 * The page's last-updated time: the latest `lastUpdatedDateTime`, Nepal time as NEPSE writes it, to the
 * second; undefined for no records.
 */
export function lastUpdatedOf(candles: readonly LiveCandle[]): string | undefined {
  let latest: string | undefined;
  for (const c of candles) if (latest === undefined || c.lastUpdated > latest) latest = c.lastUpdated;
  return latest?.replace('T', ' ').slice(0, 19);
}

/**
 * Gainers and losers of the bottom bar: changes above and below 0 among all `candles`, not only those drawn.
 */
export function marketBreadth(candles: readonly LiveCandle[]): { gainers: number; losers: number } {
  let gainers = 0;
  let losers = 0;
  for (const c of candles) {
    if (c.changePercent > 0) gainers++;
    else if (c.changePercent < 0) losers++;
  }
  return { gainers, losers };
}
