import { NEPSE_SECTOR_ID, type StockListEntry, sectorOfName } from '@nepse/contract';
import { type Bars, isoDate, type PriceSeries } from '@nepse/core';
import type { StoredMarket } from '../store/read-market';
import type { DataKind } from '../store/schema';
import { type AdjustmentEvent, adjustmentEvents } from './adjustment-events';
import { backAdjust } from './back-adjust';
import { latestTurnover } from './latest-turnover';

export type PriceMode = 'raw' | 'adjusted';

export interface MarketSecurity {
  /** Our security id (the stock list's `id`). */
  id: number;
  symbol: string;
  name: string;
  /** NEPSE's sector name as stored; null when unknown. */
  sector: string | null;
  /** The spec's sector id the NEPSE sector belongs to (see `sectorOfName`); null for none. */
  sectorId: string | null;
  nepseId: number | null;
  instrumentType: string;
  /** A active, D delisted, S suspended. */
  status: string;
}

interface SymbolData {
  security: MarketSecurity;
  raw: Bars;
  adjusted: Bars;
  /** Turnover per raw bar in Rs, NaN where unknown. */
  turnover: Float64Array;
  events: AdjustmentEvent[];
}

/** One data version of the whole market, immutable; the market cache swaps a new one in on reload. */
export interface MarketSnapshot {
  readonly version: number;
  /** When the store's data version moved to `version`, ISO date-time. */
  readonly versionUpdatedAt: string;
  readonly dataKind: DataKind;
  /** The latest session with prices, ISO `YYYY-MM-DD`; null when the store has none. */
  readonly latestDate: string | null;
  /** Every symbol with prices, sorted. */
  symbols(): readonly string[];
  bars(symbol: string, mode: PriceMode): Bars | undefined;
  turnover(symbol: string): Float64Array | undefined;
  /** The back-adjustment events behind `bars(symbol, 'adjusted')`. */
  adjustments(symbol: string): readonly AdjustmentEvent[];
  /** Any stored security, with prices or not. */
  security(symbol: string): MarketSecurity | undefined;
  /** Listed (status A) symbols with prices of a spec sector; NEPSE (58) is every listed equity. Sorted. */
  symbolsOfSector(sectorId: string): readonly string[];
  /** The NEPSE index; `volume` holds its turnover in Rs (NaN where unknown). */
  index(): Bars;
  /**
   * The sector's own index (NEPSE's sub-index, or the demo market's) by spec sector id: its days and closes; none
   * when the store holds none for it (the real data holds none).
   */
  sectorIndex(sectorId: string): PriceSeries | undefined;
  /**
   * The stock list answer: every symbol with prices; NEPSE's id 0 where it is unknown; each symbol's turnover on
   * the latest session (0 when it did not trade that day).
   */
  stockList(): readonly StockListEntry[];
}

/** Builds the market snapshot from what the store holds: securities with sectors, raw and adjusted bars, index. */
export function buildSnapshot(stored: StoredMarket): MarketSnapshot {
  const securities = new Map<string, MarketSecurity>();
  const bySymbol = new Map<string, SymbolData>();
  const actionsOf = groupBy(stored.corporateActions, (a) => a.securityId);
  let latest = Number.NEGATIVE_INFINITY;

  for (const s of stored.securities) {
    const security: MarketSecurity = {
      id: s.id,
      symbol: s.symbol,
      name: s.name,
      sector: s.sector,
      sectorId: s.sector === null ? null : (sectorOfName(s.sector)?.id ?? null),
      nepseId: s.nepseId,
      instrumentType: s.instrumentType,
      status: s.status,
    };
    securities.set(s.symbol, security);
    const prices = stored.prices.get(s.id);
    if (!prices || prices.bars.date.length === 0) continue;
    const actions = actionsOf.get(s.id) ?? [];
    const events = adjustmentEvents(
      prices.bars,
      actions.filter((a) => a.kind === 'declared'),
      actions.flatMap((a) =>
        a.kind === 'adjustment' && a.adjustmentFactor !== null
          ? [{ day: a.day, factor: a.adjustmentFactor }]
          : [],
      ),
    );
    bySymbol.set(s.symbol, {
      security,
      raw: prices.bars,
      adjusted: backAdjust(prices.bars, events),
      turnover: prices.turnover,
      events,
    });
    latest = Math.max(latest, prices.bars.date[prices.bars.date.length - 1] ?? latest);
  }

  const symbols = [...bySymbol.keys()].sort();
  const sectors = new Map<string, string[]>();
  for (const symbol of symbols) {
    const { security } = bySymbol.get(symbol)!;
    if (security.status !== 'A') continue;
    if (security.instrumentType === 'Equity') push(sectors, NEPSE_SECTOR_ID, symbol);
    if (security.sectorId !== null) push(sectors, security.sectorId, symbol);
  }
  const stockList: StockListEntry[] = symbols.map((symbol) => {
    const { security, raw, turnover } = bySymbol.get(symbol)!;
    return {
      symbol,
      name: security.name,
      id: security.id,
      nepseId: security.nepseId ?? 0,
      turnover: latestTurnover(raw, turnover, latest),
    };
  });

  return {
    version: stored.version.version,
    versionUpdatedAt: stored.version.updatedAt,
    dataKind: stored.version.kind,
    latestDate: Number.isFinite(latest) ? isoDate(latest) : null,
    symbols: () => symbols,
    bars: (symbol, mode) => bySymbol.get(symbol)?.[mode],
    turnover: (symbol) => bySymbol.get(symbol)?.turnover,
    adjustments: (symbol) => bySymbol.get(symbol)?.events ?? [],
    security: (symbol) => securities.get(symbol),
    symbolsOfSector: (sectorId) => sectors.get(sectorId) ?? [],
    index: () => stored.index,
    sectorIndex: (sectorId) => stored.sectorIndexes?.get(sectorId),
    stockList: () => stockList,
  };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) push(out, key(item), item);
  return out;
}

function push<K, T>(map: Map<K, T[]>, key: K, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
