import { allocateBars, isoDate } from '@nepse/core';
import { type CheckedBar, sameBarRow } from './bar-row';
import type { IssueLog } from './import-issues';
import { KeyedRows } from './keyed-rows';
import type {
  CorporateActionRecord,
  IndexBar,
  MarketDataset,
  PriceAdjustmentRecord,
  SectorIndexBar,
  SecurityRecord,
} from './market-dataset';

/** The rows of every file of one import run, checked and keyed, until they become one MarketDataset. */
export class MarketCollector {
  readonly securities: KeyedRows<string, SecurityRecord>;
  readonly actions: KeyedRows<string, CorporateActionRecord>;
  readonly adjustments: KeyedRows<string, PriceAdjustmentRecord>;
  readonly index: KeyedRows<number, CheckedBar>;
  /** Sector sub-index closes, keyed by `sector|date`. */
  readonly sectorIndexes: KeyedRows<string, SectorIndexBar>;
  readonly #prices = new Map<string, KeyedRows<number, CheckedBar>>();

  constructor(private readonly log: IssueLog) {
    this.securities = new KeyedRows(log, (symbol) => `security ${symbol}`, sameJson);
    this.actions = new KeyedRows(log, (key) => `corporate action ${key.replaceAll('|', ' ')}`, sameJson);
    this.adjustments = new KeyedRows(log, (key) => `price adjustment ${key.replace('|', ' on ')}`, sameJson);
    this.index = new KeyedRows(log, (day) => `the index on ${isoDate(day)}`, sameBarRow);
    this.sectorIndexes = new KeyedRows(
      log,
      (key) => `the sector ${key.replace('|', ' index on ')}`,
      (a, b) => a.close === b.close,
    );
  }

  /** The bars of one symbol, keyed by day. */
  prices(symbol: string): KeyedRows<number, CheckedBar> {
    let rows = this.#prices.get(symbol);
    if (!rows) {
      rows = new KeyedRows(this.log, (day) => `${symbol} on ${isoDate(day)}`, sameBarRow);
      this.#prices.set(symbol, rows);
    }
    return rows;
  }

  /** True when no file of the run gave a usable row. */
  get empty(): boolean {
    return (
      this.securities.size +
        this.actions.size +
        this.adjustments.size +
        this.index.size +
        this.sectorIndexes.size ===
        0 && [...this.#prices.values()].every((rows) => rows.size === 0)
    );
  }

  /**
   * The rows as one dataset. A bar's open is flagged as not real (`Bars.noOpen`, set only where a bar is) when the
   * import repaired it or the bar is before `opensFrom` (a day number: the files' opens before it are not real).
   */
  toDataset(opensFrom = Number.NEGATIVE_INFINITY): MarketDataset {
    const prices = [...this.#prices].flatMap(([symbol, rows]) => {
      const bars = [...rows.values()].map(([, bar]) => bar).sort((a, b) => a.day - b.day);
      if (bars.length === 0) return [];
      const out = allocateBars(bars.length);
      const turnover = new Float64Array(bars.length);
      const noOpen = new Uint8Array(bars.length);
      let flagged = false;
      bars.forEach((b, i) => {
        if (b.noOpen || b.day < opensFrom) {
          noOpen[i] = 1;
          flagged = true;
        }
        out.date[i] = b.day;
        out.open[i] = b.open;
        out.high[i] = b.high;
        out.low[i] = b.low;
        out.close[i] = b.close;
        out.volume[i] = b.volume;
        turnover[i] = b.turnover ?? Number.NaN;
      });
      return [{ symbol, bars: flagged ? { ...out, noOpen } : out, turnover }];
    });
    const index: IndexBar[] = [...this.index.values()]
      .map(([, b]) => ({
        date: isoDate(b.day),
        open: b.open,
        high: b.high,
        low: b.low,
        close: b.close,
        turnover: b.turnover,
      }))
      .sort((a, b) => (a.date < b.date ? -1 : 1));
    return {
      securities: [...this.securities.values()].map(([, s]) => s),
      prices,
      corporateActions: [...this.actions.values()].map(([, a]) => a),
      priceAdjustments: [...this.adjustments.values()].map(([, a]) => a),
      index,
      sectorIndexes: [...this.sectorIndexes.values()]
        .map(([, b]) => b)
        .sort((a, b) => (a.sector === b.sector ? (a.date < b.date ? -1 : 1) : a.sector < b.sector ? -1 : 1)),
    };
  }
}

const sameJson = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);
