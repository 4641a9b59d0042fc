import { SECTORS } from '@nepse/contract';
import { epochDay } from '@nepse/core';
import { type Kysely, sql } from 'kysely';
import type { MarketDataset } from '../ingest/market-dataset';
import { type Cell, upsertColumns } from './bulk-upsert';
import { type DataVersion, readDataVersion } from './data-version';
import {
  CORPORATE_ACTIONS,
  INDEX_HISTORY,
  PLACEHOLDER_SECURITIES,
  PRICES,
  SECTOR_INDEX_HISTORY,
  SECURITIES,
} from './market-tables';
import { type Store, StoreError } from './open-store';
import type { StoreSchema } from './schema';

export interface WriteOptions {
  /**
   * `demo` writes only into an empty store (another process may have filled it first); `imported` first
   * removes the demo market when the store holds it, since imported data replaces it.
   */
  kind: 'demo' | 'imported';
  /** What the data is, in words, kept in the data-version row. */
  description: string;
  /**
   * Writes only when the store already holds data of this kind, adding to it (a live session's bars appended to
   * the demo market, never mixed into imported data); otherwise nothing is written.
   */
  onlyInto?: 'demo' | 'imported';
}

export interface WriteSummary {
  /** False when the store held another kind of data than the write allows (see `kind` and `onlyInto`). */
  written: boolean;
  removedDemo: boolean;
  /** Rows inserted or changed per table; rows equal to the stored ones are not counted. */
  changed: {
    securities: number;
    prices: number;
    corporateActions: number;
    index: number;
    sectorIndexes: number;
  };
  /** Symbols the data named without a securities row, added with their symbol as name and no sector. */
  placeholders: string[];
  version: DataVersion;
}

/**
 * Writes a market into the store in one transaction (upserting on each table's natural key) and moves the data
 * version when anything changed, so that writing the same data twice changes nothing the second time.
 */
export async function writeMarket(
  store: Store,
  dataset: MarketDataset,
  options: WriteOptions,
): Promise<WriteSummary> {
  return store.bulk.transaction().execute(async (trx) => {
    const before = await lockDataVersion(trx, store.dialect);
    const none = { securities: 0, prices: 0, corporateActions: 0, index: 0, sectorIndexes: 0 };
    const refused =
      options.onlyInto === undefined
        ? options.kind === 'demo' && before.kind !== 'empty'
        : before.kind !== options.onlyInto;
    if (refused) {
      return { written: false, removedDemo: false, changed: none, placeholders: [], version: before };
    }
    const removedDemo = options.kind === 'imported' && before.kind === 'demo';
    if (removedDemo) await removeMarket(trx);

    const { upserted, placeholders } = await writeSecurities(trx, store.dialect, dataset);
    const ids = await securityIds(trx);
    const changed = {
      securities: upserted + placeholders.length,
      prices: await writePrices(trx, store.dialect, dataset, ids),
      corporateActions: await writeCorporateActions(trx, store.dialect, dataset, ids),
      index: await writeIndex(trx, store.dialect, dataset),
      sectorIndexes: await writeSectorIndexes(trx, store.dialect, dataset),
    };
    const anything = removedDemo || Object.values(changed).some((n) => n > 0);
    if (!anything) return { written: true, removedDemo, changed, placeholders, version: before };
    await trx
      .updateTable('data_version')
      .set({
        version: before.version + 1,
        kind: options.kind,
        description: options.description,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', 1)
      .execute();
    return { written: true, removedDemo, changed, placeholders, version: await readDataVersion(trx) };
  });
}

/** Reads the version row, holding it locked on PostgreSQL so that concurrent writers take turns. */
async function lockDataVersion(trx: Kysely<StoreSchema>, dialect: Store['dialect']): Promise<DataVersion> {
  if (dialect === 'postgres')
    await sql`select version from data_version where id = 1 for update`.execute(trx);
  return readDataVersion(trx);
}

async function removeMarket(trx: Kysely<StoreSchema>): Promise<void> {
  await trx.deleteFrom('prices').execute();
  await trx.deleteFrom('corporate_actions').execute();
  await trx.deleteFrom('index_history').execute();
  await trx.deleteFrom('sector_index_history').execute();
  await trx.deleteFrom('securities').execute();
}

async function writeSecurities(
  trx: Kysely<StoreSchema>,
  dialect: Store['dialect'],
  dataset: MarketDataset,
): Promise<{ upserted: number; placeholders: string[] }> {
  const s = dataset.securities;
  const upserted = await upsertColumns(
    trx,
    dialect,
    SECURITIES,
    [
      s.map((r) => r.symbol),
      s.map((r) => r.name),
      s.map((r) => r.sector),
      s.map((r) => r.nepseId),
      s.map((r) => r.instrumentType),
      s.map((r) => r.status),
    ],
    s.length,
  );

  const described = new Set(s.map((r) => r.symbol));
  const stored = new Set(
    (await trx.selectFrom('securities').select('symbol').execute()).map((r) => r.symbol),
  );
  const named = [
    ...dataset.prices.map((p) => p.symbol),
    ...dataset.corporateActions.map((a) => a.symbol),
    ...(dataset.priceAdjustments ?? []).map((a) => a.symbol),
  ];
  const placeholders = [...new Set(named)].filter((sym) => !described.has(sym) && !stored.has(sym)).sort();
  const n = placeholders.length;
  await upsertColumns(
    trx,
    dialect,
    PLACEHOLDER_SECURITIES,
    [
      placeholders,
      placeholders,
      new Array(n).fill(null),
      new Array(n).fill(null),
      new Array(n).fill('Equity'),
      new Array(n).fill('A'),
    ],
    n,
  );
  return { upserted, placeholders };
}

async function securityIds(trx: Kysely<StoreSchema>): Promise<Map<string, number>> {
  const rows = await trx.selectFrom('securities').select(['id', 'symbol']).execute();
  return new Map(rows.map((r) => [r.symbol, r.id]));
}

function idOf(ids: Map<string, number>, symbol: string): number {
  const id = ids.get(symbol);
  if (id === undefined) throw new Error(`no security row for ${symbol}`);
  return id;
}

async function writePrices(
  trx: Kysely<StoreSchema>,
  dialect: Store['dialect'],
  dataset: MarketDataset,
  ids: Map<string, number>,
): Promise<number> {
  const total = dataset.prices.reduce((n, p) => n + p.bars.date.length, 0);
  const security = new Int32Array(total);
  const day = new Int32Array(total);
  const open = new Float64Array(total);
  const high = new Float64Array(total);
  const low = new Float64Array(total);
  const close = new Float64Array(total);
  const volume = new Float64Array(total);
  const turnover = new Array<Cell>(total);
  const noOpen = new Int32Array(total);
  let at = 0;
  for (const p of dataset.prices) {
    const id = idOf(ids, p.symbol);
    const n = p.bars.date.length;
    security.fill(id, at, at + n);
    day.set(p.bars.date, at);
    open.set(p.bars.open, at);
    high.set(p.bars.high, at);
    low.set(p.bars.low, at);
    close.set(p.bars.close, at);
    volume.set(p.bars.volume, at);
    if (p.bars.noOpen) noOpen.set(p.bars.noOpen, at);
    for (let i = 0; i < n; i++) {
      const t = p.turnover?.[i];
      turnover[at + i] = t === undefined || Number.isNaN(t) ? null : t;
    }
    at += n;
  }
  return upsertColumns(
    trx,
    dialect,
    PRICES,
    [security, day, open, high, low, close, volume, turnover, noOpen],
    total,
  );
}

async function writeCorporateActions(
  trx: Kysely<StoreSchema>,
  dialect: Store['dialect'],
  dataset: MarketDataset,
  ids: Map<string, number>,
): Promise<number> {
  const declared = dataset.corporateActions;
  const explicit = dataset.priceAdjustments ?? [];
  const rows: Cell[][] = [
    ...declared.map((a) => [
      idOf(ids, a.symbol),
      'declared',
      epochDay(a.bookClosureDate),
      a.fiscalYear ?? '',
      a.bonusPercent,
      a.rightPercent,
      a.rightPrice,
      a.cashDividendPercent,
      null,
    ]),
    ...explicit.map((a) => [idOf(ids, a.symbol), 'adjustment', epochDay(a.date), '', 0, 0, 0, 0, a.factor]),
  ];
  const columns = CORPORATE_ACTIONS.columns.map((_, c) => rows.map((r) => r[c] ?? null));
  return upsertColumns(trx, dialect, CORPORATE_ACTIONS, columns, rows.length);
}

async function writeIndex(
  trx: Kysely<StoreSchema>,
  dialect: Store['dialect'],
  dataset: MarketDataset,
): Promise<number> {
  const x = dataset.index;
  return upsertColumns(
    trx,
    dialect,
    INDEX_HISTORY,
    [
      x.map((b) => epochDay(b.date)),
      x.map((b) => b.open),
      x.map((b) => b.high),
      x.map((b) => b.low),
      x.map((b) => b.close),
      x.map((b) => b.turnover),
    ],
    x.length,
  );
}

/** The ids a sub-index may be stored under: the spec's sectors, not NEPSE (the market's index) nor "no sector". */
const INDEXED_SECTORS = new Set(SECTORS.filter((s) => s.nepseNames.length > 0).map((s) => s.id));

/**
 * The sector sub-indices' closes, each keyed by its spec sector's id and day. A sector id outside the spec's list
 * or a close that is not above zero is refused, so that nothing of the write lands.
 */
async function writeSectorIndexes(
  trx: Kysely<StoreSchema>,
  dialect: Store['dialect'],
  dataset: MarketDataset,
): Promise<number> {
  const x = dataset.sectorIndexes ?? [];
  for (const b of x) {
    if (!INDEXED_SECTORS.has(b.sector))
      throw new StoreError(`Refused a sub-index of sector id '${b.sector}' on ${b.date}: no such sector.`);
    if (!(b.close > 0))
      throw new StoreError(`Refused the ${b.sector} sub-index's close ${b.close} on ${b.date}: not above 0.`);
  }
  return upsertColumns(
    trx,
    dialect,
    SECTOR_INDEX_HISTORY,
    [x.map((b) => b.sector), x.map((b) => epochDay(b.date)), x.map((b) => b.close)],
    x.length,
  );
}
