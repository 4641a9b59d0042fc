import { allocateBars, type Bars, type PriceSeries } from '@nepse/core';
import type { Kysely } from 'kysely';
import { type DataVersion, readDataVersion } from './data-version';
import type { Store } from './open-store';
import type { CorporateActionKind, StoreSchema } from './schema';

export interface StoredSecurity {
  id: number;
  symbol: string;
  name: string;
  sector: string | null;
  nepseId: number | null;
  instrumentType: string;
  status: string;
}

export interface StoredCorporateAction {
  securityId: number;
  kind: CorporateActionKind;
  day: number;
  fiscalYear: string;
  bonusPercent: number;
  rightPercent: number;
  rightPrice: number;
  cashDividendPercent: number;
  adjustmentFactor: number | null;
}

/** Raw daily bars of one security, with turnover (NaN where unknown). */
export interface StoredPrices {
  bars: Bars;
  turnover: Float64Array;
}

/** Everything the market cache is built from, read as one consistent snapshot of the store. */
export interface StoredMarket {
  version: DataVersion;
  securities: StoredSecurity[];
  /** By security id; securities without prices have no entry. */
  prices: Map<number, StoredPrices>;
  corporateActions: StoredCorporateAction[];
  /** The NEPSE index; `volume` holds its turnover in Rs (NaN where unknown). */
  index: Bars;
  /**
   * Each sector sub-index the store holds, by spec sector id: its days and closes in day order. `readMarket` always
   * gives it; a market built by hand (tests) may leave it out for none.
   */
  sectorIndexes?: Map<string, PriceSeries>;
}

/** Reads the whole market in one read transaction, so that every part belongs to the same data version. */
export async function readMarket(store: Store): Promise<StoredMarket> {
  const tx = store.bulk.transaction();
  const isolated = store.dialect === 'postgres' ? tx.setIsolationLevel('repeatable read') : tx;
  return isolated.execute(async (trx) => ({
    version: await readDataVersion(trx),
    securities: await readSecurities(trx),
    prices: await readPrices(trx, store),
    corporateActions: await readCorporateActions(trx),
    index: await readIndex(trx),
    sectorIndexes: await readSectorIndexes(trx),
  }));
}

async function readSecurities(db: Kysely<StoreSchema>): Promise<StoredSecurity[]> {
  const rows = await db.selectFrom('securities').selectAll().orderBy('symbol').execute();
  return rows.map((r) => ({
    id: r.id,
    symbol: r.symbol,
    name: r.name,
    sector: r.sector,
    nepseId: r.nepse_id,
    instrumentType: r.instrument_type,
    status: r.status,
  }));
}

/** Columns of every price row, ordered by security and day; `turnover` null where unknown. */
type PriceRow = [number, number, number, number, number, number, number, number | null, number];

const PRICE_COLUMNS = [
  'security_id',
  'day',
  'open',
  'high',
  'low',
  'close',
  'volume',
  'turnover',
  'no_open',
] as const;

/**
 * Every security's bars, filled straight into typed arrays sized from a count per security. On SQLite the rows
 * come as plain arrays from the connection itself (half a million row objects would cost more than the read).
 * `bars.noOpen` is set only for a security with at least one flagged bar (absent: every open is real).
 */
async function readPrices(db: Kysely<StoreSchema>, store: Store): Promise<Map<number, StoredPrices>> {
  const counts = await db
    .selectFrom('prices')
    .select((eb) => ['security_id', eb.fn.countAll().as('n')])
    .groupBy('security_id')
    .execute();
  const out = new Map<number, StoredPrices>();
  const noOpen = new Map<number, Uint8Array>();
  for (const { security_id, n } of counts) {
    const length = Number(n);
    out.set(security_id, { bars: allocateBars(length), turnover: new Float64Array(length) });
    noOpen.set(security_id, new Uint8Array(length));
  }
  const flagged = new Set<number>();

  let current: StoredPrices | undefined;
  let currentNoOpen: Uint8Array | undefined;
  let currentId = Number.NaN;
  let j = 0;
  const fill = (r: PriceRow) => {
    if (r[0] !== currentId) {
      currentId = r[0];
      current = out.get(currentId);
      currentNoOpen = noOpen.get(currentId);
      j = 0;
    }
    if (!current) return;
    const { bars, turnover } = current;
    bars.date[j] = r[1];
    bars.open[j] = r[2];
    bars.high[j] = r[3];
    bars.low[j] = r[4];
    bars.close[j] = r[5];
    bars.volume[j] = r[6];
    turnover[j] = r[7] ?? Number.NaN;
    if (r[8] === 1 && currentNoOpen) {
      currentNoOpen[j] = 1;
      flagged.add(currentId);
    }
    j++;
  };

  if (store.sqlite) {
    const sql = `select ${PRICE_COLUMNS.join(', ')} from prices order by security_id, day`;
    for (const row of store.sqlite.prepare(sql).raw(true).iterate()) fill(row as PriceRow);
  } else {
    const rows = await db
      .selectFrom('prices')
      .select(PRICE_COLUMNS)
      .orderBy('security_id')
      .orderBy('day')
      .execute();
    for (const r of rows)
      fill([r.security_id, r.day, r.open, r.high, r.low, r.close, r.volume, r.turnover, r.no_open]);
  }
  for (const id of flagged) {
    const prices = out.get(id);
    const column = noOpen.get(id);
    if (prices && column) out.set(id, { ...prices, bars: { ...prices.bars, noOpen: column } });
  }
  return out;
}

async function readCorporateActions(db: Kysely<StoreSchema>): Promise<StoredCorporateAction[]> {
  const rows = await db
    .selectFrom('corporate_actions')
    .selectAll()
    .orderBy('security_id')
    .orderBy('day')
    .execute();
  return rows.map((r) => ({
    securityId: r.security_id,
    kind: r.kind,
    day: r.day,
    fiscalYear: r.fiscal_year,
    bonusPercent: r.bonus_percent,
    rightPercent: r.right_percent,
    rightPrice: r.right_price,
    cashDividendPercent: r.cash_dividend_percent,
    adjustmentFactor: r.adjustment_factor,
  }));
}

async function readIndex(db: Kysely<StoreSchema>): Promise<Bars> {
  const rows = await db.selectFrom('index_history').selectAll().orderBy('day').execute();
  const bars = allocateBars(rows.length);
  rows.forEach((r, i) => {
    bars.date[i] = r.day;
    bars.open[i] = r.open;
    bars.high[i] = r.high;
    bars.low[i] = r.low;
    bars.close[i] = r.close;
    bars.volume[i] = r.turnover ?? Number.NaN;
  });
  return bars;
}

async function readSectorIndexes(db: Kysely<StoreSchema>): Promise<Map<string, PriceSeries>> {
  const rows = await db
    .selectFrom('sector_index_history')
    .select(['sector', 'day', 'close'])
    .orderBy('sector')
    .orderBy('day')
    .execute();
  const out = new Map<string, PriceSeries>();
  let at = 0;
  while (at < rows.length) {
    const sector = rows[at]!.sector;
    let end = at;
    while (end < rows.length && rows[end]!.sector === sector) end++;
    const part = rows.slice(at, end);
    out.set(sector, {
      date: Int32Array.from(part, (r) => r.day),
      close: Float64Array.from(part, (r) => r.close),
    });
    at = end;
  }
  return out;
}
