import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { epochDay } from '@nepse/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestStoreTarget, testStoreTarget } from '../../../test-support/store-targets';
import { openStore, type Store } from '../../store/open-store';
import { readMarket } from '../../store/read-market';
import { importMarket } from '../import-market';

// A sector's sub-index imported from a `sector,date,close` file: the sector by its id or a name, NEPSE's or the
// list's; a sector outside the list, a malformed date or a close not above 0 refuses the run.

describe('importing a sector index history', () => {
  let place: TestStoreTarget;
  let store: Store;
  let dir: string;
  beforeEach(async () => {
    place = testStoreTarget('sqlite');
    store = await openStore(place.target);
    dir = mkdtempSync(path.join(tmpdir(), 'nepse-sector-index-'));
  });
  afterEach(async () => {
    await store.close();
    await place.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads each row into its sector by id or name, and the store keeps them by sector', async () => {
    writeFileSync(
      path.join(dir, 'sub-indices.csv'),
      'sector,date,close\nHydro Power,2023-01-02,2903.5\n4,2023-01-01,2891.07\nCommercial Banks,2023-01-02,1370.18\n' +
        'Tradings,2023-01-02,"3,010.25"\n',
    );
    // With open, high and low it is still a sector's index, not the NEPSE index.
    writeFileSync(
      path.join(dir, 'finance.csv'),
      'date,sector,open,high,low,close\n2023-01-02,Finance,640,660,635,655.5\n',
    );
    const report = await importMarket(store, [dir], { skipInvalid: false });
    expect(report.errors).toEqual([]);
    expect(report.read.map((f) => [path.basename(f.file), f.kind, f.rows])).toEqual([
      ['finance.csv', 'sector index history', 1],
      ['sub-indices.csv', 'sector index history', 4],
    ]);
    expect(report.write?.changed).toMatchObject({ index: 0, sectorIndexes: 5 });
    const stored = (await readMarket(store)).sectorIndexes;
    expect(stored?.get('4')).toEqual({
      date: Int32Array.from([epochDay('2023-01-01'), epochDay('2023-01-02')]),
      close: Float64Array.from([2891.07, 2903.5]),
    });
    expect(Array.from(stored?.get('1')?.close ?? [])).toEqual([1370.18]);
    // NEPSE's "Tradings" is the list's Trading, id 5.
    expect(Array.from(stored?.get('5')?.close ?? [])).toEqual([3010.25]);
    expect(Array.from(stored?.get('11')?.close ?? [])).toEqual([655.5]);
  });

  it('refuses a sector outside the list, a malformed date, a close not above 0 and two closes of one day', async () => {
    writeFileSync(
      path.join(dir, 'sub-indices.csv'),
      'sector,date,close\nNowhere,2023-01-01,5\nNEPSE,2023-01-01,2000\n4,2023-13-01,5\n4,2023-01-03,0\n' +
        '4,2023-01-04,x\n4,2023-01-05,2900\nHydro Power,2023-01-05,2901\n',
    );
    const report = await importMarket(store, [dir], { skipInvalid: false });
    expect(report.outcome).toBe('refused');
    expect(report.errors.map((e) => `${e.line}: ${e.message}`)).toEqual([
      '2: sector "Nowhere" is not a sector of the list',
      '3: sector "NEPSE" is not a sector of the list',
      '4: date "2023-13-01" is not a date (YYYY-MM-DD)',
      '5: close "0" is not a number above 0',
      '6: close "x" is not a number above 0',
      `7: another row for the sector 4 index on 2023-01-05 differs (${path.join(dir, 'sub-indices.csv')}:8)`,
      `8: another row for the sector 4 index on 2023-01-05 differs (${path.join(dir, 'sub-indices.csv')}:7)`,
    ]);
    expect((await readMarket(store)).version.kind).toBe('empty');
  });
});
