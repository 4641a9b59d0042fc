import {
  API_PATHS,
  type BacktestSummary,
  type BriefSummary,
  backtestResponseSchema,
  sectorBacktestResponseSchema,
} from '@nepse/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backtestTestApp, NABIL_REQUEST } from '../../test-support/backtest-market';

const VALID = NABIL_REQUEST;
/** Hydro Power on the test market: BONUS (40 sessions, a bonus issue) and UPPER (350 sessions). */
const HYDRO = { ...VALID, stockSymbol: '', sector: '4', from: '2020-01-01', to: '2030-12-31' };
const SPEC_TRANSACTION_FIELDS = [
  'buy_date',
  'buy_price',
  'sell_date',
  'sell_price',
  'profit',
  'profit_percentage',
];

describe('back-test API, a sector in brief and each symbol in full', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await backtestTestApp());
  });
  afterAll(() => close());

  const post = (body: object, url: string) => app.inject({ method: 'POST', url, payload: body });

  async function json(body: object, url: string): Promise<unknown> {
    const res = await post(body, url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  // A stock of the sector's run as the page completes it: its own run, with the sector for its benchmark.
  const oneSymbol = async (symbol: string) =>
    backtestResponseSchema.parse(await json({ ...HYDRO, stockSymbol: symbol }, API_PATHS.backtest));

  it("answers a sector's summaries without curves, its trades in the spec's fields", async () => {
    const raw = (await json(HYDRO, API_PATHS.backtestSector)) as Record<string, unknown>[];
    expect(raw.map((s) => s.stock_symbol)).toEqual(['BONUS', 'UPPER']);
    for (const summary of raw) {
      expect(summary).not.toHaveProperty('equity_curve');
      for (const t of summary.transactions as object[])
        expect(Object.keys(t)).toEqual(SPEC_TRANSACTION_FIELDS);
    }
    // BONUS: bought at the open of session 21 (adjusted 120) and held to the last close, 139 (see backtest.test.ts).
    const [bonus] = sectorBacktestResponseSchema.parse(raw);
    expect(bonus!.sessions).toBe(40);
    expect(bonus!.transactions).toEqual([
      {
        buy_date: expect.any(String),
        buy_price: 120,
        sell_date: 'Waiting',
        sell_price: 139,
        profit: null,
        profit_percentage: null,
      },
    ]);
  });

  it("gives each figure of the brief as the symbol's own run does, to a ten-thousandth", async () => {
    const briefs = sectorBacktestResponseSchema.parse(await json(HYDRO, API_PATHS.backtestSector));
    for (const brief of briefs) {
      const [full] = await oneSymbol(brief.stock_symbol);
      expect(full!.transactions.length).toBe(brief.transactions.length);
      expect([brief.sessions, brief.total_trades]).toEqual([full!.sessions, full!.total_trades]);
      const pairs: [number | null, number | null][] = [
        [brief.final_capital, full!.final_capital],
        [brief.profit_percentage, full!.profit_percentage],
        [brief.max_drawdown_percentage, full!.max_drawdown_percentage],
        [brief.sharpe_ratio, full!.sharpe_ratio],
        [brief.buy_and_hold_return_percentage, full!.buy_and_hold_return_percentage],
        [brief.fees_paid, full!.fees_paid],
        ...brief.transactions.flatMap((t, i): [number | null, number | null][] => {
          const f = full!.transactions[i]!;
          expect([t.buy_date, t.sell_date]).toEqual([f.buy_date, f.sell_date]);
          return [
            [t.buy_price, f.buy_price],
            [t.sell_price, f.sell_price],
            [t.profit, f.profit],
            [t.profit_percentage, f.profit_percentage],
          ];
        }),
      ];
      for (const [short, whole] of pairs) {
        if (whole === null) expect(short).toBeNull();
        else {
          expect(Math.abs(short! - whole)).toBeLessThanOrEqual(0.00005 + 1e-9);
          expect(Math.abs(short! * 1e4 - Math.round(short! * 1e4))).toBeLessThan(1e-6);
        }
      }
    }
  });

  it('answers whole summaries when asked detail=full: exactly each symbol run, curve included', async () => {
    const full = backtestResponseSchema.parse(await json(HYDRO, `${API_PATHS.backtestSector}?detail=full`));
    const alone: BacktestSummary[] = [...(await oneSymbol('BONUS')), ...(await oneSymbol('UPPER'))];
    expect(full).toEqual(alone);
    // BONUS trades from session 21 of 40: its curve holds every session of the range.
    expect(full[0]!.equity_curve.dates).toHaveLength(40);
  });

  it('keeps the brief of a sector the same from run to run', async () => {
    const first: BriefSummary[] = sectorBacktestResponseSchema.parse(
      await json(HYDRO, API_PATHS.backtestSector),
    );
    expect(sectorBacktestResponseSchema.parse(await json(HYDRO, API_PATHS.backtestSector))).toEqual(first);
  });

  it('refuses any other detail with 400 and the error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }).filter((s) => s !== 'full'),
        async (detail) => {
          const url = `${API_PATHS.backtestSector}?detail=${encodeURIComponent(detail)}`;
          const res = await post(HYDRO, url);
          expect(res.statusCode).toBe(400);
          expect(res.json().error).toBe(`Unknown detail "${detail}": leave it out, or ask for "full".`);
        },
      ),
      { numRuns: 30 },
    );
    const twice = await post(HYDRO, `${API_PATHS.backtestSector}?detail=full&detail=full`);
    expect(twice.statusCode).toBe(400);
    expect(typeof twice.json().error).toBe('string');
  });
});
