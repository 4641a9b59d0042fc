import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { epochDay, isoDate } from '@nepse/core';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../../test-support/store-targets';
import { useTestStore } from '../../test-support/use-store';
import { readDataVersion } from '../store/data-version';
import type { Store } from '../store/open-store';
import { importMarket } from './import-market';
import {
  MAX_FACTOR,
  MAX_NEPSE_ID,
  MAX_PERCENT,
  MAX_PRICE,
  MAX_TURNOVER,
  MAX_VOLUME,
  withinBound,
} from './sane-bounds';

/** Every spelling of a number that is not finite a file may hold (the last overflows to Infinity when read). */
const NON_FINITE = ['1e400', '-1e400', 'NaN', 'Infinity', '9'.repeat(200_000)];

/** One kind of file: its name, header, a good row, and each numeric column with a value beyond its bound. */
interface KindCase {
  file: string;
  header: string[];
  /** The k-th row (k > 0 keeps keys apart) with `column` set to `value`, or a good row without them. */
  row(k: number, column?: string, value?: string): Record<string, string>;
  columns: Record<string, string>;
}

/** The k-th day from 2010 on: rows of one file kept apart by their date. */
const date = (k: number) => isoDate(epochDay('2010-01-01') + k);

const KINDS: KindCase[] = [
  {
    file: 'prices.csv',
    header: ['symbol', 'date', 'open', 'high', 'low', 'close', 'volume', 'turnover'],
    row: (k, column, value) => ({
      symbol: `S${k}`,
      date: '2023-01-02',
      open: '100',
      high: '110',
      low: '95',
      close: '105',
      volume: '1000',
      turnover: '105000',
      ...(column ? { [column]: value } : {}),
    }),
    columns: { open: '1e7', high: '2e7', low: '10000000', close: '1e8', volume: '1e13', turnover: '1e20' },
  },
  {
    file: 'company/NABIL.csv',
    header: [
      'published_date',
      'open',
      'high',
      'low',
      'close',
      'per_change',
      'traded_quantity',
      'traded_amount',
    ],
    row: (k, column, value) => ({
      published_date: date(k),
      open: '100',
      high: '110',
      low: '95',
      close: '105',
      per_change: '0',
      traded_quantity: '1000',
      traded_amount: '105000',
      ...(column ? { [column]: value } : {}),
    }),
    columns: {
      open: '1e7',
      high: '2e7',
      low: '1e7',
      close: '1e7',
      traded_quantity: '2e13',
      traded_amount: '1e21',
    },
  },
  {
    file: 'index.csv',
    header: ['date', 'open', 'high', 'low', 'close', 'turnover'],
    row: (k, column, value) => ({
      date: date(k),
      open: '2000',
      high: '2010',
      low: '1990',
      close: '2005',
      turnover: '5e9',
      ...(column ? { [column]: value } : {}),
    }),
    columns: { open: '1e7', high: '1e7', low: '1e7', close: '1e7', turnover: '1e20' },
  },
  {
    file: 'symbols.csv',
    header: ['symbol', 'name', 'sector', 'instrument_type', 'status', 'nepse_company_id'],
    row: (k, column, value) => ({
      symbol: `S${k}`,
      name: `Company ${k}`,
      sector: 'Hydro Power',
      instrument_type: 'Equity',
      status: 'A',
      nepse_company_id: String(100 + k),
      ...(column ? { [column]: value } : {}),
    }),
    columns: { nepse_company_id: String(MAX_NEPSE_ID) },
  },
  {
    file: 'dividends.csv',
    header: [
      'symbol',
      'book_closure_date',
      'bonus_share_pct',
      'cash_dividend_pct',
      'right_share_pct',
      'right_price',
    ],
    row: (k, column, value) => ({
      symbol: `S${k}`,
      book_closure_date: '2023-01-02',
      bonus_share_pct: '10',
      cash_dividend_pct: '5',
      right_share_pct: '0',
      right_price: '100',
      ...(column ? { [column]: value } : {}),
    }),
    columns: {
      bonus_share_pct: '1e4',
      cash_dividend_pct: '12000',
      right_share_pct: '1e5',
      right_price: '1e7',
    },
  },
  {
    file: 'implied.csv',
    header: ['symbol', 'date', 'implied_factor'],
    row: (k, column, value) => ({
      symbol: `S${k}`,
      date: '2023-01-02',
      implied_factor: '1.2',
      ...(column ? { [column]: value } : {}),
    }),
    columns: { implied_factor: String(MAX_FACTOR) },
  },
];

/** Each numeric column's sane bound. */
const BOUND: Record<string, number> = {
  open: MAX_PRICE,
  high: MAX_PRICE,
  low: MAX_PRICE,
  close: MAX_PRICE,
  right_price: MAX_PRICE,
  volume: MAX_VOLUME,
  traded_quantity: MAX_VOLUME,
  turnover: MAX_TURNOVER,
  traded_amount: MAX_TURNOVER,
  bonus_share_pct: MAX_PERCENT,
  cash_dividend_pct: MAX_PERCENT,
  right_share_pct: MAX_PERCENT,
  implied_factor: MAX_FACTOR,
  nepse_company_id: MAX_NEPSE_ID,
};

/** A cell as a CSV file writes it: quoted when it holds a comma (thousands separators). */
const csvCell = (text: string) => (text.includes(',') ? `"${text}"` : text);

/** Writes a kind's file: a good row on line 2, then one bad row per column and value; returns the bad lines. */
function writeKind(dir: string, kind: KindCase): { line: number; column: string; value: string }[] {
  const bad = Object.entries(kind.columns).flatMap(([column, outOfBound]) =>
    [...NON_FINITE, outOfBound].map((value) => ({ column, value })),
  );
  const rows = [kind.row(0), ...bad.map((b, i) => kind.row(i + 1, b.column, b.value))];
  const text = [kind.header, ...rows.map((r) => kind.header.map((h) => csvCell(r[h] ?? '')))].map((r) =>
    r.join(','),
  );
  mkdirSync(path.dirname(path.join(dir, kind.file)), { recursive: true });
  writeFileSync(path.join(dir, kind.file), `${text.join('\n')}\n`);
  return bad.map((b, i) => ({ line: i + 3, ...b }));
}

/** Every stored number that is not finite or outside its sane bound, as `table.column = value`. */
async function insaneStored(store: Store): Promise<string[]> {
  const out: string[] = [];
  const check = (table: string, rows: Record<string, unknown>[], bounds: Record<string, number>) => {
    for (const row of rows)
      for (const [column, bound] of Object.entries(bounds)) {
        const value = row[column];
        if (value !== null && !(typeof value === 'number' && withinBound(value, bound)))
          out.push(`${table}.${column} = ${String(value)}`);
      }
  };
  const price = { open: MAX_PRICE, high: MAX_PRICE, low: MAX_PRICE, close: MAX_PRICE };
  check('prices', await store.db.selectFrom('prices').selectAll().execute(), {
    ...price,
    volume: MAX_VOLUME,
    turnover: MAX_TURNOVER,
  });
  check('index_history', await store.db.selectFrom('index_history').selectAll().execute(), {
    ...price,
    turnover: MAX_TURNOVER,
  });
  check('corporate_actions', await store.db.selectFrom('corporate_actions').selectAll().execute(), {
    bonus_percent: MAX_PERCENT,
    right_percent: MAX_PERCENT,
    cash_dividend_percent: MAX_PERCENT,
    right_price: MAX_PRICE,
    adjustment_factor: MAX_FACTOR,
  });
  check('securities', await store.db.selectFrom('securities').selectAll().execute(), {
    nepse_id: MAX_NEPSE_ID,
  });
  return out;
}

/** How many rows each market table holds. */
async function rowCounts(store: Store): Promise<Record<string, number>> {
  const tables = ['securities', 'prices', 'index_history', 'corporate_actions'] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await store.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'nepse-bounds-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe.each(STORE_KINDS)('import of numbers that are not finite or out of bounds, into %s', (storeKind) => {
  const test = useTestStore(storeKind);

  it.each(KINDS.map((k) => [k.file, k] as const))('%s: every numeric column', async (_, kind) => {
    const bad = writeKind(dir, kind);
    const file = path.join(dir, kind.file);

    const refused = await importMarket(test.store, [dir], { skipInvalid: false });
    expect(refused.outcome).toBe('refused');
    expect(refused.errors.map((e) => [e.file, e.line])).toEqual(bad.map((b) => [file, b.line]));
    for (const [i, b] of bad.entries()) {
      const message = refused.errors[i]?.message ?? '';
      // Bar messages name the bar's fields, as the import's other messages on bars do.
      const named = { traded_quantity: 'volume', traded_amount: 'turnover' }[b.column] ?? b.column;
      expect(message.startsWith(`${named} `), message).toBe(true);
      expect(message).toMatch(/is not a finite number$|\(its sane bound\)$/);
    }
    expect(await readDataVersion(test.store.db)).toMatchObject({ version: 0, kind: 'empty' });
    expect(await rowCounts(test.store)).toEqual({
      securities: 0,
      prices: 0,
      index_history: 0,
      corporate_actions: 0,
    });

    const skipped = await importMarket(test.store, [dir], { skipInvalid: true });
    expect(skipped.outcome).toBe('written');
    expect(skipped.errors.map((e) => e.line)).toEqual(bad.map((b) => b.line));
    // The good row alone is stored (and the placeholder security it names).
    const counts = Object.values(await rowCounts(test.store));
    expect(counts.reduce((a, b) => a + b)).toBe(
      kind.file === 'symbols.csv' || kind.file === 'index.csv' ? 1 : 2,
    );
    expect(await insaneStored(test.store)).toEqual([]);
  });
});

describe('import of random numeric text (property)', () => {
  const test = useTestStore('sqlite');

  it('never stores a number that is not finite or outside its bound: each row is an error or stored sane', async () => {
    const numeric = fc.oneof(
      fc.double().map(String),
      fc.integer().map(String),
      fc.bigInt({ min: 0n, max: 10n ** 400n }).map(String),
      fc.constantFrom(...NON_FINITE, '-0', '1e-400', '1,000,000', '99,999,999', '.5', '4.'),
      fc
        .tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -500, max: 500 }))
        .map(([m, e]) => `${m}e${e}`),
    );
    const kindAndColumn = fc.constantFrom(
      ...KINDS.flatMap((k) => Object.keys(k.columns).map((column) => [k, column] as const)),
    );
    let round = 0;
    let refused = 0;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(kindAndColumn, numeric), { minLength: 1, maxLength: 8 }),
        async (cells) => {
          round++;
          const runDir = path.join(dir, String(round));
          const files = cells.map(([[kind, column], value], i) => {
            const rows = [kind.row(round * 10 + i, column, value)];
            const text = [kind.header, ...rows.map((r) => kind.header.map((h) => csvCell(r[h] ?? '')))];
            const file = path.join(runDir, String(i), kind.file);
            mkdirSync(path.dirname(file), { recursive: true });
            writeFileSync(file, `${text.map((r) => r.join(',')).join('\n')}\n`);
            return file;
          });
          const report = await importMarket(test.store, [runDir], { skipInvalid: true });
          expect(await insaneStored(test.store)).toEqual([]);
          // And the oracle: a cell whose number is not finite or not within its column's bound is an error.
          for (const [i, [[, column], value]] of cells.entries()) {
            const number = Number(value.replaceAll(',', ''));
            const failed = report.errors.some((e) => e.file === files[i]);
            if (!withinBound(number, BOUND[column] ?? 0)) expect(failed, `${column} ${value}`).toBe(true);
            if (failed) refused++;
            else accepted++;
          }
        },
      ),
      { numRuns: 60 },
    );
    // Neither side empty: the generator reaches both errors and stored rows.
    expect(refused).toBeGreaterThan(20);
    expect(accepted).toBeGreaterThan(20);
  });
});
