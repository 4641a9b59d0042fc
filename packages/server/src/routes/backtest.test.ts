import {
  API_PATHS,
  backtestResponseSchema,
  defaultStrategy,
  INDICATOR_RULES,
  NEPSE_SECTOR_ID,
  parseBacktestRequest,
  sectorBacktestResponseSchema,
  WAITING,
} from '@nepse/contract';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_EX_INDEX, backtestTestApp, NABIL_REQUEST } from '../../test-support/backtest-market';
import { requestJob, runJob, snapshotPrices } from '../backtest/backtest-job';
import { withBenchmark } from '../backtest/run-benchmark';
import { registerErrorHandler } from '../http/error-handler';
import { registerZodSchemas } from '../http/zod-schemas';
import { registerBacktestRoutes } from './backtest';

const VALID = NABIL_REQUEST;

describe('back-test API', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await backtestTestApp());
  });
  afterAll(() => close());

  const post = (body: unknown, path: string = API_PATHS.backtest) =>
    app.inject({ method: 'POST', url: path, payload: body as object });

  async function summaries(body: unknown, path: string = API_PATHS.backtest) {
    const res = await post(body, path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return backtestResponseSchema.parse(res.json());
  }

  /** A sector's answer: summaries in brief (backtest-sector-detail.test.ts checks them against one-symbol runs). */
  async function briefs(body: unknown) {
    const res = await post(body, API_PATHS.backtestSector);
    expect(res.statusCode, res.body).toBe(200);
    return sectorBacktestResponseSchema.parse(res.json());
  }

  describe('one symbol', () => {
    it("answers the engine's summary on adjusted prices, whatever the case of the symbol", async () => {
      const [summary, ...rest] = await summaries({ ...VALID, stockSymbol: 'nabil' });
      expect(rest).toHaveLength(0);
      expect(summary?.stock_symbol).toBe('NABIL');
      const parsed = parseBacktestRequest(VALID);
      if (!parsed.ok) throw new Error(parsed.error);
      const snapshot = app.market.current;
      const job = withBenchmark(snapshot, requestJob(parsed.value, ['NABIL'], 'full'), NEPSE_SECTOR_ID);
      const direct = JSON.parse(`[${runJob(job, snapshotPrices(snapshot))}]`);
      expect([summary]).toEqual(direct);
      expect(summary!.total_trades).toBeGreaterThan(0);
      expect(summary!.transactions.length).toBe(summary!.total_trades);
    });

    it('passes capital, costs and fill through', async () => {
      const [base] = await summaries(VALID);
      const [other] = await summaries({ ...VALID, initialCapital: '500000', costs: false, fill: 'close' });
      expect(other!.initial_capital).toBe(500_000);
      expect(other!.fees_paid).toBe(0);
      expect(other!.transactions[0]!.buy_date).not.toBe(base!.transactions[0]!.buy_date);
    });

    it('refuses a range without bars, saying where the data lies', async () => {
      const res = await post({ ...VALID, from: '2010-01-01', to: '2010-12-31' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(
        /^No prices for NABIL between 2010-01-01 and 2010-12-31 \(data starts on \d{4}-\d{2}-\d{2}\)\.$/,
      );
    });

    it('answers a summary without trades for a symbol without prices', async () => {
      const [none] = await summaries({ ...VALID, stockSymbol: 'NOPRICE' });
      expect(none).toMatchObject({
        stock_symbol: 'NOPRICE',
        total_trades: 0,
        buy_and_hold_return_percentage: null,
        sessions: 0,
      });
    });

    it('keeps a position through a bonus issue: adjusted prices do not fall on the ex-date', async () => {
      // BONUS's adjusted closes rise 100, 101, ...: close > SMA(20) from session 20 on and never below it; on
      // raw prices the ex-date close 120 is below the SMA(20) of 110 .. 130.9, a sale at a loss that never was.
      const [summary] = await summaries({
        ...VALID,
        stockSymbol: 'BONUS',
        from: '2020-01-01',
        to: '2025-12-31',
      });
      expect(summary!.transactions).toHaveLength(1);
      const [trade] = summary!.transactions;
      expect(trade!.sell_date).toBe(WAITING);
      expect(trade!.profit).toBeNull();
      // Signal on session 20 (index 19, close 119 > 109.5), bought at the next open, 120; valued at the last close.
      expect(BONUS_EX_INDEX).toBe(20);
      expect(trade!.buy_price).toBeCloseTo(120, 9);
      expect(trade!.sell_price).toBeCloseTo(139, 9);
    });
  });

  describe('a sector', () => {
    it('answers every listed symbol of the sector, sorted; NEPSE is every listed equity', async () => {
      const banks = await briefs({ ...VALID, stockSymbol: '', sector: '1' });
      expect(banks.map((s) => s.stock_symbol)).toEqual(['NABIL', 'SBL']);
      const nepse = await briefs({ ...VALID, stockSymbol: '', sector: '58' });
      expect(nepse.map((s) => s.stock_symbol)).toEqual(['BONUS', 'NABIL', 'SBL', 'UPPER']);
    });

    it('answers the same from the worker pool', async () => {
      const pooled = Fastify();
      pooled.decorate('market', app.market);
      registerErrorHandler(pooled);
      registerZodSchemas(pooled);
      registerBacktestRoutes(pooled, { workers: 2, parallelMinBars: 0 });
      try {
        const body = { ...VALID, stockSymbol: '', sector: '58' };
        const res = await pooled.inject({ method: 'POST', url: API_PATHS.backtestSector, payload: body });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(await briefs(body));
      } finally {
        await pooled.close();
      }
    });

    it('answers an empty list for a sector without listed symbols', async () => {
      expect(await briefs({ ...VALID, sector: '13' })).toEqual([]);
    });
  });

  describe('bad requests answer 400 with the error', () => {
    const rule = (side: 'buy' | 'sell', fields: Record<string, unknown>) => ({
      ...defaultStrategy(side)[0],
      ...fields,
    });

    it.each([
      [
        'numeric text that is not a number',
        { buyStrategy: [rule('buy', { value: 'abc' })] },
        /Buy rule "SMA": Period/,
      ],
      [
        'a number that is not finite',
        { buyStrategy: [rule('buy', { value: '1e400' })] },
        /Buy rule "SMA": Period/,
      ],
      ['Infinity', { sellStrategy: [rule('sell', { value: 'Infinity' })] }, /Sell rule "SMA": Period/],
      [
        'a length that is not whole',
        { buyStrategy: [rule('buy', { value: '2.5' })] },
        /Period must be a whole number/,
      ],
      [
        'a level out of range',
        {
          buyStrategy: [{ name: 'RSI', condition: '>', rsi_length: '14', rsi_value: '150', source: 'close' }],
        },
        /Buy rule "RSI": RSI value must be a number at least 0 and at most 100, got "150"/,
      ],
      ['an unknown rule', { sellStrategy: [{ name: 'SMAA', condition: '<' }] }, /Unknown sell rule "SMAA"/],
      [
        'an unknown pattern',
        { buyStrategy: [{ name: 'Bullish Hammer', pattern_type: 'bullish' }] },
        /Unknown buy rule "Bullish Hammer"/,
      ],
      [
        'from after to',
        { from: '2025-06-26', to: '2025-06-25' },
        /From \(2025-06-26\) is after To \(2025-06-25\)/,
      ],
      ['no buy rule', { buyStrategy: [] }, /At least one buy rule and one sell rule are required/],
      ['no sell rule', { sellStrategy: [] }, /At least one buy rule and one sell rule are required/],
      ['no stock', { stockSymbol: '' }, /^Please select a stock or a sector$/],
      ['an unknown symbol', { stockSymbol: 'NOPE' }, /^Unknown symbol "NOPE"\.$/],
      ['a date that is not one', { to: 'yesterday' }, /To \(to\) is not a date: "yesterday"/],
    ])('%s', async (_, change, message) => {
      const res = await post({ ...VALID, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    });

    it.each([
      ['an unknown sector', '99', /^Unknown sector "99"\.$/],
      ['no sector', '0', /^Please select a stock or a sector$/],
    ])('%s on the sector call', async (_, sector, message) => {
      const res = await post({ ...VALID, sector }, API_PATHS.backtestSector);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    });

    it('names the rule and the field (its label on the page) of any numeric field given text that is not a number', async () => {
      const numeric = INDICATOR_RULES.flatMap((definition) =>
        definition.fields.filter((f) => f.type.kind !== 'choice').map((field) => ({ definition, field })),
      );
      const garbage = fc.oneof(
        fc.string().filter((s) => !Number.isFinite(Number(s.trim())) || s.trim() === ''),
        fc.constantFrom('NaN', '-Infinity', '1e999', '0x10', '1,5', '12abc'),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...numeric),
          fc.constantFrom('buy', 'sell'),
          garbage,
          async (pick, side, text) => {
            const bad = { name: pick.definition.name, [pick.field.key]: text };
            const key = side === 'buy' ? 'buyStrategy' : 'sellStrategy';
            const res = await post({ ...VALID, [key]: [bad] });
            expect(res.statusCode).toBe(400);
            expect(res.json().error).toContain(`rule "${pick.definition.name}": ${pick.field.label} must`);
          },
        ),
        { numRuns: 60 },
      );
    });

    it('never fails on a body of any shape', async () => {
      await fc.assert(
        fc.asyncProperty(fc.anything(), async (body) => {
          const res = await app.inject({
            method: 'POST',
            url: API_PATHS.backtestSector,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          });
          expect(res.statusCode).toBe(400);
          expect(typeof res.json().error).toBe('string');
        }),
        { numRuns: 60 },
      );
    });
  });
});
