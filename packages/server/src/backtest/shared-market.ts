import type { Bars } from '@nepse/core';
import type { MarketSnapshot } from '../market/market-snapshot';
import type { RankHistory } from '../market/rank-history';
import type { PricesOf } from './backtest-job';

/**
 * Every symbol's adjusted bars, raw closes and open-less flags of one data version, end to end in shared memory: made once per version and
 * handed to the workers with each job, which costs no copy (a SharedArrayBuffer is passed by reference).
 */
export interface SharedMarket extends Bars {
  readonly version: number;
  /** Sorted; symbol i's bars are rows offsets[i] .. offsets[i + 1] - 1 of the columns. */
  readonly symbols: readonly string[];
  readonly offsets: Int32Array;
  /** The raw closes beside the adjusted bars: the traded ones, for the engine's lots and the traded prices. */
  readonly tradedClose: Float64Array;
  /** The raw volumes and the stored turnover (NaN where unknown), for the scan filters used as rules. */
  readonly tradedVolume: Float64Array;
  readonly turnover: Float64Array;
  /** 1 where a bar's open is not a real print: rules and patterns reading the open do not fire there. */
  readonly noOpen: Uint8Array;
  /** The RS rank (NaN where unranked), added by the first job of the version that reads it (`withSharedRanks`). */
  readonly rsRank?: Float64Array;
}

const PRICE_COLUMNS = ['open', 'high', 'low', 'close', 'volume'] as const;

const sharedFloats = (n: number) => new Float64Array(new SharedArrayBuffer(8 * n));

/** Copies the snapshot's adjusted bars, raw closes, volumes and turnover, and open-less flags into shared memory. */
export function shareMarket(snapshot: MarketSnapshot): SharedMarket {
  const symbols = snapshot.symbols();
  const offsets = new Int32Array(new SharedArrayBuffer(4 * (symbols.length + 1)));
  const all = symbols.map((symbol) => snapshot.bars(symbol, 'adjusted')!);
  all.forEach((bars, i) => {
    offsets[i + 1] = offsets[i]! + bars.date.length;
  });
  const rows = offsets[symbols.length]!;
  const market = {
    version: snapshot.version,
    symbols,
    offsets,
    date: new Int32Array(new SharedArrayBuffer(4 * rows)),
    open: sharedFloats(rows),
    high: sharedFloats(rows),
    low: sharedFloats(rows),
    close: sharedFloats(rows),
    volume: sharedFloats(rows),
    tradedClose: sharedFloats(rows),
    tradedVolume: sharedFloats(rows),
    turnover: sharedFloats(rows).fill(Number.NaN),
    noOpen: new Uint8Array(new SharedArrayBuffer(rows)),
  };
  all.forEach((bars, i) => {
    const at = offsets[i]!;
    market.date.set(bars.date, at);
    for (const column of PRICE_COLUMNS) market[column].set(bars[column], at);
    const raw = snapshot.bars(symbols[i]!, 'raw')!;
    market.tradedClose.set(raw.close, at);
    market.tradedVolume.set(raw.volume, at);
    const turnover = snapshot.turnover(symbols[i]!);
    if (turnover) market.turnover.set(turnover, at);
    if (bars.noOpen) market.noOpen.set(bars.noOpen, at);
  });
  return market;
}

/**
 * The market with its rank column in shared memory beside the same columns: a new object, so that the pool sends
 * it again to each worker (by reference, as the first).
 */
export function withSharedRanks(market: SharedMarket, ranks: RankHistory): SharedMarket {
  const rsRank = sharedFloats(market.offsets[market.symbols.length]!).fill(Number.NaN);
  market.symbols.forEach((symbol, i) => {
    const column = ranks(symbol);
    if (column) rsRank.set(column, market.offsets[i]!);
  });
  return { ...market, rsRank };
}

/** Looks a symbol's prices up in a shared market: views on the shared columns, nothing copied. */
export function sharedPricesOf(market: SharedMarket): PricesOf {
  const index = new Map(market.symbols.map((symbol, i) => [symbol, i]));
  return (symbol) => {
    const i = index.get(symbol);
    if (i === undefined) return undefined;
    const from = market.offsets[i]!;
    const to = market.offsets[i + 1]!;
    return {
      date: market.date.subarray(from, to),
      open: market.open.subarray(from, to),
      high: market.high.subarray(from, to),
      low: market.low.subarray(from, to),
      close: market.close.subarray(from, to),
      volume: market.volume.subarray(from, to),
      tradedClose: market.tradedClose.subarray(from, to),
      tradedVolume: market.tradedVolume.subarray(from, to),
      turnover: market.turnover.subarray(from, to),
      noOpen: market.noOpen.subarray(from, to),
      ...(market.rsRank && { rsRank: market.rsRank.subarray(from, to) }),
    };
  };
}
