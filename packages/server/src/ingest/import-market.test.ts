import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { epochDay } from '@nepse/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testMarket } from '../../test-support/market';
import { STORE_KINDS, type TestStoreTarget, testStoreTarget } from '../../test-support/store-targets';
import { readDataVersion } from '../store/data-version';
import { openStore, type Store } from '../store/open-store';
import { readMarket } from '../store/read-market';
import { writeMarket } from '../store/write-market';
import { importMarket } from './import-market';

/** A folder of every kind of file the import reads, with the quirks of the real NEPSE files. */
function writeFixtures(dir: string): void {
  const put = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };
  writeFileSync(
    path.join(dir, 'prices.csv.gz'),
    gzipSync(
      [
        'symbol,date,open,high,low,close,volume,turnover',
        'NABIL,2023-01-01,859,865,850,854.5,263159,225748979.1',
        'NABIL,2023-01-02,735.5,751,725,739,227630,168451282.8',
        'NABIL,2023-01-03,743,750,735,736,107994,',
        'GBBD85,2023-01-02,1000,1000,1000,1000,10,10000',
        'SNORL,2023-01-02,0,0,0,100,50,5000',
        'SNORL,2023-01-03,100,99,101,100,50,5000',
      ].join('\n'),
    ),
  );
  put(
    'company/ADBL.csv',
    'published_date,open,high,low,close,per_change,traded_quantity,traded_amount,status\n' +
      '2023-01-01,300,305,298,302,0.5,1000,302000,1\n2023-01-02,310,311,300,301,-0.3,800,240800,1\n',
  );
  put(
    'symbols.csv',
    'symbol,name,sector,instrument_type,status,nepse_company_id\n' +
      'NABIL,Nabil Bank Limited,Commercial Banks,Equity,A,131\n' +
      'ADBL,Agricultural Development Bank Limited,Commercial Banks,Equity,A,397\n' +
      'GBBD85,"Garima Debenture, 2085",Corporate Debenture,Non-Convertible Debentures,,\n' +
      'BNL,Bottlers Nepal (Balaju) Limited,Manufacturing And Processing,Equity,A,195\n',
  );
  put(
    'index.csv',
    'date,open,high,low,close,turnover\n2023-01-01,2000,2000,2000,2000,\n2023-01-02,2001,2010,1990,2005,5e9\n',
  );
  put(
    'dividends.csv',
    'symbol,fiscal_year_bs,bonus_share_pct,cash_dividend_pct,total_dividend_pct,book_closure_date,book_closure_raw\n' +
      'NABIL,2078/2079,18.5,11.5,30.00,2023-01-02,2023-01-02 [Closed]\n' +
      'ADBL,2079/2080,,"1,020.00","1,020.00",2023-01-02,2023-01-02 [Closed]\n' +
      'ADBL,2080/2081,5,0,5,,\n',
  );
  put(
    'implied.csv',
    'symbol,date,prev_close_raw,close,per_change_reported,implied_adj_prev_close,implied_factor\n' +
      'NABIL,2023-01-02,854.5,739.0,2.48,721.12,1.185\nADBL,2023-01-02,302,301,0,301,0.98\n',
  );
  put('quality_flags.csv', 'symbol,date,flag\nSNORL,2023-01-03,HIGH_LT_LOW_OR_NONPOSITIVE\n');
  put('notes/README.md', '# notes\n');
}

describe.each(STORE_KINDS)('importMarket into %s', (kind) => {
  let place: TestStoreTarget;
  let store: Store;
  let dir: string;

  beforeEach(async () => {
    place = testStoreTarget(kind);
    store = await openStore(place.target);
    dir = mkdtempSync(path.join(tmpdir(), 'nepse-import-'));
    writeFixtures(dir);
  });
  afterEach(async () => {
    await store.close();
    await place.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads every kind by its header, repairs with warnings, skips what is not data, and writes it all', async () => {
    const report = await importMarket(store, [dir], { skipInvalid: false });
    expect(report.errors).toEqual([]);
    expect(report.outcome).toBe('written');
    expect(report.read.map((f) => [path.relative(dir, f.file), f.kind, f.rows])).toEqual([
      ['company/ADBL.csv', 'company prices', 2],
      ['dividends.csv', 'corporate actions', 3],
      ['implied.csv', 'price adjustments', 2],
      ['index.csv', 'index history', 2],
      ['prices.csv.gz', 'daily prices', 6],
      ['symbols.csv', 'securities', 4],
    ]);
    expect(report.skipped.map((s) => path.relative(dir, s.file))).toEqual([
      'notes/README.md',
      'quality_flags.csv',
    ]);
    const where = (w: { file: string; line: number }) => `${path.relative(dir, w.file)}:${w.line}`;
    expect(report.warnings.map((w) => [where(w), w.category])).toEqual([
      ['dividends.csv:4', 'action without book closure'],
      ['implied.csv:3', 'not a price adjustment'],
      ['prices.csv.gz:6', 'price missing or not positive'],
      ['prices.csv.gz:7', 'high, low and close inconsistent'],
      ['symbols.csv:4', 'security incomplete'],
    ]);
    expect(report.write?.placeholders).toEqual(['SNORL']);

    const stored = await readMarket(store);
    expect(stored.version).toMatchObject({ version: 1, kind: 'imported' });
    const security = (symbol: string) => stored.securities.find((s) => s.symbol === symbol);
    expect(security('GBBD85')).toMatchObject({ name: 'Garima Debenture, 2085', status: 'A', nepseId: null });
    expect(security('SNORL')).toMatchObject({ name: 'SNORL', sector: null, instrumentType: 'Equity' });
    const nabil = stored.prices.get(security('NABIL')!.id)!;
    expect(Array.from(nabil.bars.close)).toEqual([854.5, 739, 736]);
    expect(Number.isNaN(nabil.turnover[2])).toBe(true);
    const snorl = stored.prices.get(security('SNORL')!.id)!.bars;
    expect([snorl.open[0], snorl.high[0], snorl.low[0]]).toEqual([100, 100, 100]);
    // The repaired open (0 := the close) keeps its number and is flagged as not real; the other is real.
    expect(Array.from(snorl.noOpen ?? [])).toEqual([1, 0]);
    expect(nabil.bars.noOpen).toBeUndefined();
    expect([snorl.high[1], snorl.low[1]]).toEqual([101, 99]);
    expect(stored.corporateActions).toHaveLength(3);
    expect(stored.corporateActions.find((a) => a.cashDividendPercent === 1020)).toMatchObject({
      bonusPercent: 0,
    });
    expect(stored.corporateActions.find((a) => a.kind === 'adjustment')).toMatchObject({
      day: epochDay('2023-01-02'),
      adjustmentFactor: 1.185,
    });
    expect(Array.from(stored.index.close)).toEqual([2000, 2005]);
  });

  it('flags the opens before --opens-from as not real, keeping their numbers, and clears it when imported without', async () => {
    const report = await importMarket(store, [dir], {
      skipInvalid: false,
      opensFrom: epochDay('2023-01-02'),
    });
    expect(report.outcome).toBe('written');
    const flags = async () => {
      const stored = await readMarket(store);
      return Object.fromEntries(
        stored.securities.flatMap((s) => {
          const bars = stored.prices.get(s.id)?.bars;
          return bars ? [[s.symbol, Array.from(bars.noOpen ?? new Uint8Array(bars.date.length))]] : [];
        }),
      );
    };
    // 2023-01-01 is before the date; SNORL's 2023-01-02 open was repaired.
    expect(await flags()).toEqual({ ADBL: [1, 0], GBBD85: [0], NABIL: [1, 0, 0], SNORL: [1, 0] });
    const stored = await readMarket(store);
    const nabil = stored.securities.find((s) => s.symbol === 'NABIL')!;
    expect(stored.prices.get(nabil.id)!.bars.open[0]).toBe(859);
    const again = await importMarket(store, [dir], { skipInvalid: false });
    expect(again.write?.changed.prices).toBe(2);
    expect(await flags()).toEqual({ ADBL: [0, 0], GBBD85: [0], NABIL: [0, 0, 0], SNORL: [1, 0] });
  });

  it('changes nothing when the same files are imported again', async () => {
    await importMarket(store, [dir], { skipInvalid: false });
    const again = await importMarket(store, [dir], { skipInvalid: false });
    expect(again.outcome).toBe('unchanged');
    expect(again.write?.changed).toEqual({
      securities: 0,
      prices: 0,
      corporateActions: 0,
      index: 0,
      sectorIndexes: 0,
    });
    expect((await readDataVersion(store.db)).version).toBe(1);
  });

  it('writes nothing when a row is an error, and reports every error with file and line', async () => {
    writeFileSync(
      path.join(dir, 'more.csv'),
      'symbol,date,open,high,low,close,volume\nNABIL,2023-01-02,1,1,1,740,5\nUPPER,2023-01-05,1,1,1,0,5\n',
    );
    const report = await importMarket(store, [dir], { skipInvalid: false });
    expect(report.outcome).toBe('refused');
    expect(report.errors.map((e) => `${path.relative(dir, e.file)}:${e.line}: ${e.message}`)).toEqual([
      `more.csv:2: another row for NABIL on 2023-01-02 differs (${path.join(dir, 'prices.csv.gz')}:3)`,
      'more.csv:3: close 0 is not positive',
      `prices.csv.gz:3: another row for NABIL on 2023-01-02 differs (${path.join(dir, 'more.csv')}:2)`,
    ]);
    expect(await readDataVersion(store.db)).toMatchObject({ version: 0, kind: 'empty' });
  });

  it('writes the rest with --skip-invalid, leaving out both rows of a conflicting pair', async () => {
    writeFileSync(
      path.join(dir, 'more.csv'),
      'symbol,date,open,high,low,close,volume\nNABIL,2023-01-02,1,1,1,740,5\nNABIL,2023-01-03,743,750,735,736,107994\n',
    );
    const report = await importMarket(store, [dir], { skipInvalid: true });
    expect(report.outcome).toBe('written');
    expect(report.errors).toHaveLength(2);
    expect(report.warnings.some((w) => w.category === 'exact duplicate')).toBe(true);
    const stored = await readMarket(store);
    const id = stored.securities.find((s) => s.symbol === 'NABIL')!.id;
    expect(Array.from(stored.prices.get(id)!.bars.close)).toEqual([854.5, 736]);
  });

  it('replaces the demo market', async () => {
    await writeMarket(store, testMarket([{ symbol: 'DEMO', sessions: 3, price: 10 }]), {
      kind: 'demo',
      description: 'demo',
    });
    const report = await importMarket(store, [dir], { skipInvalid: false });
    expect(report.write?.removedDemo).toBe(true);
    const stored = await readMarket(store);
    expect(stored.securities.map((s) => s.symbol)).not.toContain('DEMO');
    expect(stored.version).toMatchObject({ version: 2, kind: 'imported' });
  });

  it('refuses a named file it cannot read as data and a path that does not exist', async () => {
    const report = await importMarket(store, [path.join(dir, 'quality_flags.csv'), path.join(dir, 'nope')], {
      skipInvalid: true,
    });
    expect(report.errors.map((e) => [path.basename(e.file), e.message])).toEqual([
      ['nope', 'no such file or folder'],
      [
        'quality_flags.csv',
        'quality flags, not a data kind (the import finds and reports these rows itself)',
      ],
    ]);
    expect(report.outcome).toBe('empty');
    expect((await readDataVersion(store.db)).version).toBe(0);
  });
});
