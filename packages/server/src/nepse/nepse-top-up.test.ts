import { allocateBars, epochDay, isoDate } from '@nepse/core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiSample, hasApiSamples, TestNepse } from '../../test-support/nepse-site';
import { STORE_KINDS } from '../../test-support/store-targets';
import { useTestStore } from '../../test-support/use-store';
import type { Store } from '../store/open-store';
import { writeMarket } from '../store/write-market';
import { NepseClient } from './nepse-client';
import { type TopUpOptions, topUpFromNepse } from './nepse-top-up';

// Friday 3 April 2026, 17:45 in Nepal: the last completed session is Thursday 2 April (Sunday-Thursday weeks).
const NOW = new Date('2026-04-03T12:00:00Z');
// With 7 days of price list the list covers 28 March - 3 April: sessions 29, 30, 31 March, 1 and 2 April.
const LIST_DAYS = ['2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02'];
// Since 22 March, the history covers the sessions 22-26 March.
const HISTORY_DAYS = ['2026-03-22', '2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26'];
// Dummy id 80, salts 1..5, Nepal day 3: base 157 + 80 + 6 = 243 ends in 3, so 243 + salt2 * 3 - salt1.
const PAYLOAD_ID = 248;

const sample = <T>(file: string) => (apiSample(file).sample as { content: T[] }).content[0] as T;

/** The recorded today-price row (ACLBSL, not in the recorded company list) and one for NABIL, on `date`. */
function todayPrices(date: string, k: number): object[] {
  const aclbsl = sample<Record<string, unknown>>('today_price.json');
  return [
    { ...aclbsl, businessDate: date, closePrice: 1030 + k },
    {
      ...aclbsl,
      businessDate: date,
      securityId: 131,
      symbol: 'NABIL',
      securityName: 'Nabil Bank Limited',
      openPrice: 520 + k,
      highPrice: 531 + k,
      lowPrice: 519 + k,
      closePrice: 525 + k,
      totalTradedQuantity: 70_000 + k,
      totalTradedValue: 36_000_000,
    },
  ];
}

/** NABIL's (id 131) recorded history row, on each history day and on 19 March (outside the range asked: not sent). */
function nabilHistory(): { businessDate: string }[] {
  const row = sample<Record<string, unknown>>('security_price_history.json');
  return ['2026-03-19', ...HISTORY_DAYS].map((businessDate) => ({ ...row, businessDate }));
}

function testNepse(onRequest?: (request: string) => void): TestNepse {
  return new TestNepse({
    payloadId: PAYLOAD_ID,
    todayPrices: new Map(LIST_DAYS.map((d, k) => [d, todayPrices(d, k)])),
    histories: new Map([[131, nabilHistory()]]),
    pageSize: 2,
    ...(onRequest ? { onRequest } : {}),
  });
}

const options = (extra: Partial<TopUpOptions> = {}): TopUpOptions => ({
  now: NOW,
  since: '2026-03-22',
  priceListDays: 7,
  skipInvalid: false,
  ...extra,
});

/** Each stored day's bars as `SYMBOL close`, by date. */
async function storedBars(store: Store): Promise<Record<string, string[]>> {
  const rows = await store.db
    .selectFrom('prices')
    .innerJoin('securities', 'securities.id', 'prices.security_id')
    .select(['prices.day', 'securities.symbol', 'prices.open', 'prices.close'])
    .orderBy('prices.day')
    .orderBy('securities.symbol')
    .execute();
  const out: Record<string, string[]> = {};
  for (const r of rows)
    out[isoDate(r.day)] = [...(out[isoDate(r.day)] ?? []), `${r.symbol} ${r.open}-${r.close}`];
  return out;
}

describe.skipIf(!hasApiSamples).each(STORE_KINDS)(
  'topUpFromNepse into %s (loopback NEPSE, recorded payloads)',
  (kind) => {
    const fixture = useTestStore(kind);
    let nepse: TestNepse;

    // Registered after the store's hook, so it runs before the store closes (vitest runs after-hooks as a stack).
    afterEach(() => nepse.stop());

    const client = async () => new NepseClient({ baseUrl: await nepse.start(), log: { info: () => {} } });

    it('fills only the session days the store lacks, and asks for nothing the second time', async () => {
      const held = allocateBars(1);
      held.date[0] = epochDay('2026-03-31');
      held.open[0] = held.high[0] = held.low[0] = held.close[0] = 500;
      held.volume[0] = 10;
      await writeMarket(
        fixture.store,
        { securities: [], prices: [{ symbol: 'NABIL', bars: held }], corporateActions: [], index: [] },
        { kind: 'imported', description: 'held' },
      );
      nepse = testNepse();
      const report = await topUpFromNepse(fixture.store, await client(), options());

      expect(
        nepse.requested('/api/nots/nepse-data/today-price').map((r) => r.match(/businessDate=(.*)$/)?.[1]),
      ).toEqual(['2026-03-29', '2026-03-30', '2026-04-01', '2026-04-02']);
      // Every company of the recorded list is asked for 22-26 March; NABIL's five rows come in three pages of two.
      expect(nepse.requested('/api/nots/market/history/security/131')).toEqual([
        'GET /api/nots/market/history/security/131?&size=500&page=0&startDate=2026-03-22&endDate=2026-03-26',
        'GET /api/nots/market/history/security/131?&size=500&page=1&startDate=2026-03-22&endDate=2026-03-26',
        'GET /api/nots/market/history/security/131?&size=500&page=2&startDate=2026-03-22&endDate=2026-03-26',
      ]);
      expect(nepse.requested('/api/nots/market/history/security/')).toHaveLength(3 + 4);
      const bars = await storedBars(fixture.store);
      expect(bars['2026-03-31']).toEqual(['NABIL 500-500']);
      expect(bars['2026-03-29']).toEqual(['ACLBSL 1040-1030', 'NABIL 520-525']);
      expect(bars['2026-04-02']).toEqual(['ACLBSL 1040-1034', 'NABIL 524-529']);
      expect(bars['2026-03-22']).toEqual(['NABIL 523-523']);
      expect(Object.keys(bars)).toHaveLength(10);
      expect(report.days).toEqual({ written: 9, unchanged: 0, noSession: 0, refused: 0 });
      expect(report.outcome).toBe('written');
      // The company list names the sector; ACLBSL, not in it, keeps its name from the price list.
      const securities = await fixture.store.db
        .selectFrom('securities')
        .select(['symbol', 'name', 'sector'])
        .execute();
      expect(securities).toContainEqual({
        symbol: 'NABIL',
        name: 'Nabil Bank Limited',
        sector: 'Commercial Banks',
      });
      expect(securities).toContainEqual({
        symbol: 'ACLBSL',
        name: 'Aarambha Chautari Laghubitta Bittiya Sanstha Limited',
        sector: null,
      });

      nepse.requests.length = 0;
      const again = await topUpFromNepse(fixture.store, await client(), options());
      expect(nepse.requested('/api/nots/nepse-data/today-price')).toEqual([]);
      expect(nepse.requested('/api/nots/market/history/')).toEqual([]);
      expect(again.outcome).toBe('unchanged');
    });

    it('reports the opens the history endpoint lacks as repaired (open := close)', async () => {
      nepse = testNepse();
      const report = await topUpFromNepse(fixture.store, await client(), options());
      expect(report.repairedOpens).toBe(5);
      const repairs = report.warnings.filter((w) => w.category === 'price missing or not positive');
      expect(repairs.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
        'NEPSE history NABIL 2026-03-22:1: open (missing) := close 523',
        'NEPSE history NABIL 2026-03-23:2: open (missing) := close 523',
        'NEPSE history NABIL 2026-03-24:3: open (missing) := close 523',
        'NEPSE history NABIL 2026-03-25:4: open (missing) := close 523',
        'NEPSE history NABIL 2026-03-26:5: open (missing) := close 523',
      ]);
      // The store flags those five bars as having no real open, beside the close they keep as open; the price
      // list's bars have real opens.
      const flagged = await fixture.store.db
        .selectFrom('prices')
        .innerJoin('securities', 'securities.id', 'prices.security_id')
        .select(['prices.day', 'securities.symbol', 'prices.open', 'prices.no_open'])
        .orderBy('prices.day')
        .execute();
      expect(
        flagged.filter((r) => r.no_open === 1).map((r) => `${r.symbol} ${isoDate(r.day)} ${r.open}`),
      ).toEqual([
        'NABIL 2026-03-22 523',
        'NABIL 2026-03-23 523',
        'NABIL 2026-03-24 523',
        'NABIL 2026-03-25 523',
        'NABIL 2026-03-26 523',
      ]);
      expect(flagged.length).toBeGreaterThan(5);
    });

    it('resumes after being stopped half way, with no half-written day', async () => {
      const controller = new AbortController();
      // Stopped while the third day's price list is on its way: the first two days are written, the third not.
      nepse = testNepse((request) => {
        if (request.includes('businessDate=2026-03-31')) controller.abort();
      });
      const first = await topUpFromNepse(
        fixture.store,
        await client(),
        options({ signal: controller.signal }),
      );
      expect(first.interrupted).toBe(true);
      expect(await storedBars(fixture.store)).toEqual({
        '2026-03-29': ['ACLBSL 1040-1030', 'NABIL 520-525'],
        '2026-03-30': ['ACLBSL 1040-1031', 'NABIL 521-526'],
      });

      nepse.requests.length = 0;
      const second = await topUpFromNepse(fixture.store, await client(), options());
      expect(second.interrupted).toBe(false);
      expect(
        nepse.requested('/api/nots/nepse-data/today-price').map((r) => r.match(/businessDate=(.*)$/)?.[1]),
      ).toEqual(['2026-03-31', '2026-04-01', '2026-04-02']);
      expect(Object.keys(await storedBars(fixture.store))).toEqual([...HISTORY_DAYS, ...LIST_DAYS]);
    });

    it('does not write a day with an error row, unless skipInvalid', async () => {
      nepse = new TestNepse({
        payloadId: PAYLOAD_ID,
        todayPrices: new Map([
          [
            '2026-04-02',
            [{ ...todayPrices('2026-04-02', 0)[0], closePrice: null }, todayPrices('2026-04-02', 0)[1]],
          ],
        ]),
      });
      const refused = await topUpFromNepse(fixture.store, await client(), options({ since: '2026-03-28' }));
      expect(refused.errors.map((e) => `${e.file}:${e.line}: ${e.message}`)).toEqual([
        'NEPSE today-price 2026-04-02 ACLBSL:1: close is missing',
      ]);
      expect(refused.outcome).toBe('refused');
      expect(refused.days).toEqual({ written: 0, unchanged: 0, noSession: 4, refused: 1 });
      expect(await storedBars(fixture.store)).toEqual({});

      const skipped = await topUpFromNepse(
        fixture.store,
        await client(),
        options({ since: '2026-03-28', skipInvalid: true }),
      );
      expect(skipped.days.written).toBe(1);
      expect(await storedBars(fixture.store)).toEqual({ '2026-04-02': ['NABIL 520-525'] });
    });

    it('refuses a price or quantity that is not finite or out of its sane bound as an error row of its day', async () => {
      const [aclbsl, nabil] = todayPrices('2026-04-01', 0);
      const [aclbsl2, nabil2] = todayPrices('2026-04-02', 0);
      nepse = new TestNepse({
        payloadId: PAYLOAD_ID,
        todayPrices: new Map([
          // Infinity goes out as 1e400, which JSON reads back as Infinity.
          [
            '2026-04-01',
            [
              { ...aclbsl, closePrice: Number.POSITIVE_INFINITY },
              { ...nabil, totalTradedQuantity: 1e13 },
            ],
          ],
          ['2026-04-02', [{ ...aclbsl2, highPrice: 2e7 }, nabil2]],
        ]),
      });
      const refused = await topUpFromNepse(fixture.store, await client(), options({ since: '2026-03-28' }));
      expect(refused.errors.map((e) => `${e.file}:${e.line}: ${e.message}`)).toEqual([
        'NEPSE today-price 2026-04-01 ACLBSL:1: close "Infinity" is not a finite number',
        'NEPSE today-price 2026-04-01 NABIL:2: volume 10000000000000 is not below 10,000,000,000,000 (its sane bound)',
        'NEPSE today-price 2026-04-02 ACLBSL:1: high 20000000 is not below 10,000,000 (its sane bound)',
      ]);
      expect(refused.outcome).toBe('refused');
      expect(refused.days).toEqual({ written: 0, unchanged: 0, noSession: 3, refused: 2 });
      expect(await storedBars(fixture.store)).toEqual({});

      const skipped = await topUpFromNepse(
        fixture.store,
        await client(),
        options({ since: '2026-03-28', skipInvalid: true }),
      );
      expect(skipped.errors).toHaveLength(3);
      expect(skipped.days.written).toBe(1);
      expect(await storedBars(fixture.store)).toEqual({ '2026-04-02': ['NABIL 520-525'] });
    });

    it('sends the payload id the site computes: a wrong one gets empty pages, no session', async () => {
      nepse = new TestNepse({
        payloadId: PAYLOAD_ID + 1,
        todayPrices: new Map([['2026-04-02', todayPrices('2026-04-02', 0)]]),
      });
      const report = await topUpFromNepse(fixture.store, await client(), options({ since: '2026-03-28' }));
      expect(report.days.noSession).toBe(5);
    });

    it('stops with the reason when NEPSE fails, the days written kept', async () => {
      nepse = new TestNepse({ module: new Uint8Array(70 * 1024) });
      const report = await topUpFromNepse(fixture.store, await client(), options());
      expect(report.interrupted).toBe(true);
      expect(report.failure).toBe("NEPSE's token module is 71680 bytes, more than the 65536 accepted");
      expect(report.outcome).toBe('empty');
    });
  },
);
