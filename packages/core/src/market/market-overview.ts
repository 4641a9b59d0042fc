import { equalWeightIndex } from '../benchmark/equal-weight-index';
import type { PriceSeries } from '../benchmark/price-series';
import { fiftyTwoWeekKinds, previousExtremes } from '../screens/fifty-two-week-high-low';
import { latestSessionIndex } from '../screens/screen-market';
import { type Breadth, sessionBreadth } from './breadth';
import { type ContinuedIndex, continuedIndex, type IndexSeries } from './continued-index';
import { type IndexReturns, indexReturns } from './index-returns';
import { type MarketSymbol, type Movers, movers, tradedValue } from './movers';
import { type RotationPoint, rotationPath } from './sector-rotation';
import { type SmaShare, smaShareHistory } from './sma-share';

/** Sessions of the share-above-average history, the latest last (about two NEPSE years). */
export const SMA_SHARE_SESSIONS = 480;

/** A sector as the overview reads it: its members and, when the store has one, its own sub-index. */
export interface OverviewSector {
  readonly id: string;
  readonly name: string;
  readonly members: readonly MarketSymbol[];
  readonly subIndex?: PriceSeries;
}

/** What the overview is computed from: the universe on its latest session, the stored index, the sectors. */
export interface OverviewMarket {
  readonly latestDay: number;
  /** The listed equities. */
  readonly symbols: readonly MarketSymbol[];
  /** The stored NEPSE index with its turnover (empty when none is stored). */
  readonly index: IndexSeries;
  readonly sectors: readonly OverviewSector[];
}

/** One sector's line of the overview. */
export interface SectorOverview {
  id: string;
  name: string;
  /** Whether the level is the sector's own sub-index (else the equal-weight index of its members). */
  subIndex: boolean;
  /** The index's level on the latest session. */
  close: number;
  returns: IndexReturns;
  breadth: Breadth;
  /** Its weekly path on the rotation chart against the overview's index. */
  rotation: RotationPoint[];
}

export interface MarketOverview {
  day: number;
  /** The stored index, continued by the equal-weight index of the universe where it ends early. */
  index: ContinuedIndex;
  breadth: Breadth;
  /** Stocks whose session made a new 52-week high (the 52-Week High & Low screen's `new-high`), by symbol. */
  newHighs: string[];
  newLows: string[];
  smaShare: SmaShare[];
  sectors: SectorOverview[];
  movers: Movers;
}

/** The equal-weight index of `symbols` with the sum of their traded value on each of its sessions. */
export function equalWeightWithTurnover(symbols: readonly MarketSymbol[]): IndexSeries {
  const index = equalWeightIndex(
    symbols.map((s) => s.adjusted),
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
  );
  const turnover = new Float64Array(index.date.length);
  const first = index.date[0] ?? 0;
  const at = new Int32Array((index.date[index.date.length - 1] ?? first) - first + 1).fill(-1);
  index.date.forEach((day, k) => {
    at[day - first] = k;
  });
  for (const s of symbols) {
    s.traded.date.forEach((day, t) => {
      const k = at[day - first] ?? -1;
      if (k >= 0) turnover[k]! += tradedValue(s, t);
    });
  }
  return { date: index.date, close: index.close, turnover };
}

/** A sector's index: its sub-index when it reaches `day`, else the equal-weight index of its members. */
function sectorSeries(sector: OverviewSector, day: number): { series: PriceSeries; subIndex: boolean } {
  const sub = sector.subIndex;
  if (sub && sub.date.length > 0 && sub.date[sub.date.length - 1]! >= day)
    return { series: sub, subIndex: true };
  const series = equalWeightIndex(
    sector.members.map((s) => s.adjusted),
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
  );
  return { series, subIndex: false };
}

/** Stocks of `symbols` whose latest session made each 52-week kind, by the 52-week screen's own test. */
function fiftyTwoWeekNews(market: OverviewMarket): { newHighs: string[]; newLows: string[] } {
  const newHighs: string[] = [];
  const newLows: string[] = [];
  for (const { symbol, adjusted } of market.symbols) {
    const last = latestSessionIndex(adjusted, market.latestDay);
    const previous = last < 0 ? undefined : previousExtremes(adjusted, last);
    if (!previous) continue;
    const kinds = fiftyTwoWeekKinds(adjusted, last, previous);
    if (kinds.includes('new-high')) newHighs.push(symbol);
    if (kinds.includes('new-low')) newLows.push(symbol);
  }
  return { newHighs: newHighs.sort(), newLows: newLows.sort() };
}

/**
 * The market overview of the latest session (ours): the index chart, breadth, new 52-week highs and lows, the share
 * above the 50- and 200-session averages over the last SMA_SHARE_SESSIONS sessions, each sector's level, returns,
 * breadth and rotation path against the index, and the movers.
 */
export function marketOverview(market: OverviewMarket): MarketOverview {
  const day = market.latestDay;
  const index = continuedIndex(market.index, equalWeightWithTurnover(market.symbols));
  const sessions = index.date.subarray(Math.max(0, index.date.length - SMA_SHARE_SESSIONS));
  const sectors = market.sectors.map((sector): SectorOverview => {
    const { series, subIndex } = sectorSeries(sector, day);
    const returns = indexReturns(series, day);
    const k = series.date.length - 1;
    return {
      id: sector.id,
      name: sector.name,
      subIndex,
      close: k < 0 ? Number.NaN : series.close[k]!,
      returns,
      breadth: sessionBreadth(sector.members, day),
      rotation: rotationPath(series, index, day),
    };
  });
  return {
    day,
    index,
    breadth: sessionBreadth(market.symbols, day),
    ...fiftyTwoWeekNews(market),
    smaShare: smaShareHistory(market.symbols, sessions),
    sectors,
    movers: movers(market.symbols, day),
  };
}
