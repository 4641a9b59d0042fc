import type { Bars } from '@nepse/core';

/** A listed security as the store keeps it. */
export interface SecurityRecord {
  symbol: string;
  name: string;
  /** NEPSE's sector name (company list `sectorName`, e.g. "Commercial Banks"); null when unknown. */
  sector: string | null;
  /** NEPSE's company/security id; null when unknown. */
  nepseId: number | null;
  /** NEPSE's instrument type: "Equity", "Mutual Funds", "Non-Convertible Debentures", ... */
  instrumentType: string;
  /** A active, D delisted, S suspended. */
  status: 'A' | 'D' | 'S';
}

/** Raw (unadjusted) daily bars of one symbol; `turnover` in Rs when known. */
export interface SymbolPrices {
  symbol: string;
  bars: Bars;
  turnover?: Float64Array;
}

/** A corporate action of one symbol (bonus and right issues move prices; cash dividends do not). */
export interface CorporateActionRecord {
  symbol: string;
  /** Book-closure date, ISO `YYYY-MM-DD`: the first session priced ex-entitlement is on or after it. */
  bookClosureDate: string;
  /** Bonus shares in percent of the holding (18.5 = 18.5 bonus shares per 100). */
  bonusPercent: number;
  /** Right shares in percent of the holding. */
  rightPercent: number;
  /** Price paid per right share, Rs (usually the face value, 100). */
  rightPrice: number;
  /** Cash dividend in percent of the face value. */
  cashDividendPercent: number;
  /** Nepali fiscal year the action belongs to, e.g. "2079/2080", when known. */
  fiscalYear: string | null;
}

/**
 * An explicit back-adjustment factor on a day: prices before `date` are divided by `factor` (NEPSE's own
 * adjustment as its reported % change implies it; see price_adjustment_events_implied.csv).
 */
export interface PriceAdjustmentRecord {
  symbol: string;
  /** ISO `YYYY-MM-DD`: the first session priced after the adjustment. */
  date: string;
  factor: number;
}

/** One session of the NEPSE index; `turnover` in Rs when known. */
export interface IndexBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  turnover: number | null;
}

/**
 * One session's close of a sector's own index (NEPSE's sub-index of the sector): `sector` is the spec sector's id
 * (contract `SECTORS`, e.g. '4' for Hydro Power).
 */
export interface SectorIndexBar {
  sector: string;
  date: string;
  close: number;
}

/** A whole market as the ingest sources (demo generator, CSV import) hand it to the store. */
export interface MarketDataset {
  securities: SecurityRecord[];
  prices: SymbolPrices[];
  corporateActions: CorporateActionRecord[];
  /** Explicit adjustments (CSV import of NEPSE's implied events); sources without them leave it out. */
  priceAdjustments?: PriceAdjustmentRecord[];
  index: IndexBar[];
  /** Sector sub-indices (the demo market's; real data has none yet); sources without them leave it out. */
  sectorIndexes?: SectorIndexBar[];
}
