import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stockListResponseSchema } from '@nepse/contract';
import { epochDay, firstSessionOnOrAfter } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasNepseData, NEPSE_DATA_DIR, realDataTitle } from '../../../core/test-support/nepse-data';
import { type TestStoreTarget, testStoreTarget } from '../../test-support/store-targets';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openStore, type Store } from '../store/open-store';
import { type ImportReport, importMarket } from './import-market';

describe.skipIf(!hasNepseData)(
  realDataTitle('importing everything in the real NEPSE data into an empty SQLite store'),
  () => {
    let place: TestStoreTarget;
    let store: Store;
    let first: ImportReport;
    let app: FastifyInstance;

    beforeAll(async () => {
      place = testStoreTarget('sqlite');
      store = await openStore(place.target);
      first = await importMarket(store, [NEPSE_DATA_DIR], { skipInvalid: true });
      app = await buildApp({
        ...loadConfig({ LOG_LEVEL: 'silent', DATA_POLL_SECONDS: '0' }),
        database: place.target,
      });
      // Half a million rows read and written: seconds alone, longer on a busy machine; the tests' own limit.
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await store?.close();
      await place?.cleanup();
    });

    it('succeeds, leaving out only the six rows whose close is 0 (errors by the import policy)', () => {
      expect(first.outcome).toBe('written');
      expect(first.errors).toHaveLength(6);
      expect(new Set(first.errors.map((e) => `${path.basename(e.file)}: ${e.message}`))).toEqual(
        new Set(['prices_daily.csv.gz: close 0 is not positive']),
      );
      expect(first.read.map((f) => [path.basename(f.file), f.kind])).toEqual([
        ['dividends_bonus_history.csv', 'corporate actions'],
        ['nepse_index_daily.csv', 'index history'],
        ['price_adjustment_events_implied.csv', 'price adjustments'],
        ['prices_daily.csv.gz', 'daily prices'],
        ['symbols_sectors.csv', 'securities'],
      ]);
      expect(first.skipped.map((s) => path.basename(s.file))).toContain('quality_flags.csv');
      expect(first.write?.changed.securities).toBe(374);
      expect(first.write?.changed.prices).toBe(504_563 - 6);
      expect(first.write?.placeholders).toEqual([]);
    });

    it('serves the imported symbols in the stock list, with their sectors and NEPSE ids', async () => {
      const res = await app.inject('/data/api/v1/security/all/mini');
      const { data } = stockListResponseSchema.parse(res.json());
      const symbols = readFileSync(path.join(NEPSE_DATA_DIR, 'symbols_sectors.csv'), 'utf8')
        .split('\n')
        .slice(1)
        .filter((line) => line.includes(',True,'))
        .map((line) => line.slice(0, line.indexOf(',')));
      expect(data.map((e) => e.symbol)).toEqual([...symbols].sort());
      expect(data.find((e) => e.symbol === 'ADBL')).toMatchObject({
        name: 'Agricultural Development Bank Limited',
        nepseId: 397,
      });
      expect(app.market.dataKind).toBe('imported');
      expect(app.market.security('NABIL')).toMatchObject({ sector: 'Commercial Banks', sectorId: '1' });
      expect(app.market.security('AHPC')).toMatchObject({ sector: 'Hydro Power', sectorId: '4' });
      expect(app.market.security('GBBD85')).toMatchObject({ name: 'Garima Debenture, 2085', sectorId: null });
      expect(app.market.symbolsOfSector('1')).toContain('NABIL');
      expect(app.market.symbolsOfSector('58')).not.toContain('GBBD85');
      expect(app.market.latestDate).toBe('2026-08-21');
    });

    it("back-adjusts NABIL's 18.5 % bonus of 2023-01-02: 854.5 -> 721.10, continuous into 739", () => {
      const raw = app.market.bars('NABIL', 'raw')!;
      const adjusted = app.market.bars('NABIL', 'adjusted')!;
      const ex = firstSessionOnOrAfter(raw.date, epochDay('2023-01-02'));
      expect(raw.close[ex - 1]).toBe(854.5);
      expect(adjusted.close[ex]! / adjusted.close[ex - 1]!).toBeCloseTo(739 / (854.5 / 1.185), 12);
      // NABIL has no bonus after 2023 (cash only), so the adjusted prices from then on are the raw ones.
      expect(adjusted.close[ex]).toBe(739);
      expect(adjusted.close[ex - 1]).toBeCloseTo(721.097046, 6);
    });

    it('applies each event once: the adjustment audit lists nothing since 2018-02-19', () => {
      // Matching by calendar days listed 22 findings here: 12 sessions with two factors (EDBL 2020-05-12:
      // 1.171 x 1.1718) and 10 adjusted moves beyond the band (CIT 2018-04-22: +24.9 %).
      expect(first.audit).toEqual([]);
      const raw = app.market.bars('EDBL', 'raw')!;
      const adjusted = app.market.bars('EDBL', 'adjusted')!;
      const ex = firstSessionOnOrAfter(raw.date, epochDay('2020-05-12'));
      expect([raw.close[ex - 1], raw.close[ex]]).toEqual([375, 314]);
      // NEPSE's own change of the day, -1.88 %, from its one factor 1.1718.
      expect((adjusted.close[ex]! / adjusted.close[ex - 1]! - 1) * 100).toBeCloseTo(-1.88, 2);
      expect(app.market.adjustments('EDBL').filter((e) => e.index === ex)).toMatchObject([
        { factor: 1.1718, source: 'matched' },
      ]);
    });

    it('changes nothing when everything is imported a second time', async () => {
      const second = await importMarket(store, [NEPSE_DATA_DIR], { skipInvalid: true });
      expect(second.outcome).toBe('unchanged');
      expect(second.write?.version.version).toBe(first.write?.version.version);
    });
  },
);
