import { sessionIndex } from '../scan/scan';
import type { ScreenSymbol } from '../screens/screen-market';

/** A stock as the market overview reads it: adjusted and traded bars, and the stored traded value where known. */
export interface MarketSymbol extends ScreenSymbol {
  /** Rs per bar, NaN where the data has none; absent: volume x traded close everywhere. */
  readonly turnover?: Float64Array;
}

/** A stock's session as the movers' tables list it. */
export interface MoverRow {
  symbol: string;
  /** The session's traded close. */
  ltp: number;
  /** Against the adjusted previous close, so an issue is no fall. */
  change: number;
  changePercent: number;
  /** Traded volume. */
  volume: number;
  /** Traded value in Rs. */
  turnover: number;
}

/** The day's biggest movers, each table at most MOVERS_ROWS long. */
export interface Movers {
  /** Rises, largest first. */
  gainers: MoverRow[];
  /** Falls, largest first. */
  losers: MoverRow[];
  /** Most traded value first. */
  turnover: MoverRow[];
  /** Most shares first. */
  volume: MoverRow[];
}

export const MOVERS_ROWS = 10;

/** Bar t's traded value: the stored turnover, else traded volume x traded close. */
export function tradedValue(s: MarketSymbol, t: number): number {
  const stored = s.turnover?.[t];
  return stored !== undefined && Number.isFinite(stored) ? stored : s.traded.volume[t]! * s.traded.close[t]!;
}

/** Session `day` of each stock that traded that day and the day before, as a mover's row. */
export function sessionRows(symbols: readonly MarketSymbol[], day: number): MoverRow[] {
  const rows: MoverRow[] = [];
  for (const s of symbols) {
    const t = sessionIndex(s.traded.date, day);
    if (t < 1) continue;
    const previous = s.adjusted.close[t - 1]!;
    const change = s.adjusted.close[t]! - previous;
    rows.push({
      symbol: s.symbol,
      ltp: s.traded.close[t]!,
      change,
      changePercent: (change / previous) * 100,
      volume: s.traded.volume[t]!,
      turnover: tradedValue(s, t),
    });
  }
  return rows;
}

const bySymbol = (a: MoverRow, b: MoverRow) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);

/** The top MOVERS_ROWS of `rows` by `key`, descending, ties by symbol. */
function top(rows: readonly MoverRow[], key: (row: MoverRow) => number): MoverRow[] {
  return [...rows].sort((a, b) => key(b) - key(a) || bySymbol(a, b)).slice(0, MOVERS_ROWS);
}

/** Gainers (a rise only), losers (a fall only), and the most traded by value and by volume, of session `day`. */
export function movers(symbols: readonly MarketSymbol[], day: number): Movers {
  const rows = sessionRows(symbols, day);
  return {
    gainers: top(
      rows.filter((r) => r.changePercent > 0),
      (r) => r.changePercent,
    ),
    losers: top(
      rows.filter((r) => r.changePercent < 0),
      (r) => -r.changePercent,
    ),
    turnover: top(rows, (r) => r.turnover),
    volume: top(rows, (r) => r.volume),
  };
}
