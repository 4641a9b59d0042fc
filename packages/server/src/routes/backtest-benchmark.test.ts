import {
  API_PATHS,
  type BenchmarkSummary,
  backtestResponseSchema,
  NEPSE_SECTOR_ID,
  parseBacktestRequest,
  sectorBacktestResponseSchema,
} from '@nepse/contract';
import { backtest, isoDate } from '@nepse/core';
import { afterAll, describe, expect, it } from 'vitest';
import { testAppWith, useTestApp } from '../../test-support/app';
import { backtestTestMarket, NABIL_REQUEST } from '../../test-support/backtest-market';
import { requestJob, runJob, snapshotPrices } from '../backtest/backtest-job';
import { BacktestPool } from '../backtest/backtest-pool';
import { withBenchmark } from '../backtest/run-benchmark';
import type { SectorIndexBar } from '../ingest/market-dataset';
import type { MarketSnapshot } from '../market/market-snapshot';

// Each run's benchmark on the back-test test market, to which an index and a Hydro Power sub-index are added that
// end on 31 March 2025, three months before the market's last session: runs inside them are measured against them,
// runs past them against the equal-weight index of their universe. The figures are worked out again here from the
// market, plainly.

const INDEX_END = '2025-03-31';

/**
 * The test market with a NEPSE index on NABIL's sessions up to INDEX_END (1,000 moving by a fixed zig-zag) and a
 * Hydro Power sub-index on UPPER's sessions up to INDEX_END (2,000 moving by another).
 */
function marketWithIndex() {
  const market = backtestTestMarket();
  const nabil = market.prices.find((p) => p.symbol === 'NABIL')!.bars;
  let close = 1000;
  for (let i = 0; i < nabil.date.length; i++) {
    const date = isoDate(nabil.date[i]!);
    if (date > INDEX_END) break;
    close *= 1 + [0.004, -0.006, 0.009, -0.002, 0.001][i % 5]!;
    market.index.push({ date, open: close, high: close, low: close, close, turnover: null });
  }
  const upper = market.prices.find((p) => p.symbol === 'UPPER')!.bars;
  const hydro: SectorIndexBar[] = [];
  close = 2000;
  for (let i = 0; i < upper.date.length; i++) {
    const date = isoDate(upper.date[i]!);
    if (date > INDEX_END) break;
    close *= 1 + [-0.011, 0.007, 0.002, 0.013, -0.004, 0.001, -0.006][i % 7]!;
    hydro.push({ sector: '4', date, close });
  }
  return { ...market, sectorIndexes: hydro };
}

/** Least squares and the return difference of two lists of session returns, plainly; a year of `p` sessions. */
function regression(r: number[], b: number[], p: number) {
  const m = r.length;
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const mr = mean(r);
  const mb = mean(b);
  const cov = r.reduce((s, x, i) => s + (x - mr) * (b[i]! - mb), 0);
  const vb = b.reduce((s, x) => s + (x - mb) ** 2, 0);
  const vr = r.reduce((s, x) => s + (x - mr) ** 2, 0);
  const d = r.map((x, i) => x - b[i]!);
  const md = mean(d);
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - md) ** 2, 0) / (m - 1));
  return {
    beta: cov / vb,
    alpha_percentage: (mr - (cov / vb) * mb) * p * 100,
    correlation: cov / Math.sqrt(vb * vr),
    tracking_error_percentage: sd * Math.sqrt(p) * 100,
    information_ratio: (md / sd) * Math.sqrt(p),
  };
}

/** Sessions per calendar year over the whole history of `dates`, as the Sharpe ratio's. */
const yearOf = (dates: Int32Array) => (365.25 * (dates.length - 1)) / (dates[dates.length - 1]! - dates[0]!);

/** A benchmark's figures against what a plain computation over the same sessions gives. */
function expectFigures(
  got: BenchmarkSummary,
  want: ReturnType<typeof regression> & { return_percentage: number },
) {
  for (const [key, value] of Object.entries(want)) {
    const figure = got[key as keyof BenchmarkSummary] as number;
    expect(Math.abs(figure - value), key).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(value)));
  }
}

/**
 * The plain equal-weight index of `symbols`' adjusted closes over their whole history, by day: on each day any of
 * them traded, the mean return of those that traded that day since their previous session.
 */
function equalWeightByHand(snapshot: MarketSnapshot, symbols: string[]) {
  const all = symbols.map((s) => snapshot.bars(s, 'adjusted')!);
  const days = [...new Set(all.flatMap((b) => Array.from(b.date)))].sort((a, b) => a - b);
  const level = new Map<number, number>();
  let value = 100;
  for (const day of days) {
    const returns = all.flatMap((bars) => {
      const i = bars.date.indexOf(day);
      return i > 0 ? [bars.close[i]! / bars.close[i - 1]! - 1] : [];
    });
    if (returns.length > 0) value *= 1 + returns.reduce((s, x) => s + x, 0) / returns.length;
    level.set(day, value);
  }
  return level;
}

describe('the benchmark of every back-test run', () => {
  const app = useTestApp(() => testAppWith(marketWithIndex()));
  const pools: BacktestPool[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
  });

  async function oneSymbol(body: object) {
    const res = await app().inject({ method: 'POST', url: API_PATHS.backtest, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return backtestResponseSchema.parse(res.json())[0]!;
  }
  async function sector(body: object) {
    const res = await app().inject({ method: 'POST', url: API_PATHS.backtestSector, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return sectorBacktestResponseSchema.parse(res.json());
  }

  /** The run's session returns beside a benchmark's read at the same sessions. */
  function returnsOf(dates: Int32Array, start: number, equity: number[], level: (day: number) => number) {
    const r: number[] = [];
    const b: number[] = [];
    for (let i = 1; i < equity.length; i++) {
      r.push(equity[i]! / equity[i - 1]! - 1);
      b.push(level(dates[start + i]!) / level(dates[start + i - 1]!) - 1);
    }
    return { r, b };
  }

  it('measures a symbol against the NEPSE index when the index covers its run', async () => {
    const summary = await oneSymbol({
      ...NABIL_REQUEST,
      from: '2024-05-31T18:15:00.000Z',
      to: '2025-03-30T18:15:00.000Z',
    });
    const snapshot = app().market.current;
    const index = snapshot.index();
    const byDay = new Map(Array.from(index.date, (day, i) => [day, index.close[i]!]));
    const bars = snapshot.bars('NABIL', 'adjusted')!;
    const start = bars.date.findIndex((d) => isoDate(d) === summary.equity_curve.dates[0]);
    // Under 250 sessions: the curve is every session's equity.
    const equity = summary.equity_curve.values;
    expect(equity).toHaveLength(summary.sessions);
    const level = (day: number) => byDay.get(day)!;
    const first = level(bars.date[start]!);
    const last = level(bars.date[start + equity.length - 1]!);
    const { r, b } = returnsOf(bars.date, start, equity, level);
    const benchmark = summary.benchmark!;
    expect(benchmark.name).toBe('NEPSE index');
    expectFigures(benchmark, {
      return_percentage: (last / first - 1) * 100,
      ...regression(r, b, yearOf(bars.date)),
    });
    expect(benchmark.excess_return_percentage).toBeCloseTo(
      summary.profit_percentage - benchmark.return_percentage,
      9,
    );
    // The chart's line: the index bought with the initial capital at the first close.
    const values = summary.equity_curve.benchmark_values!;
    expect(values[0]).toBeCloseTo(summary.initial_capital, 9);
    expect(values.at(-1)).toBeCloseTo(summary.initial_capital * (1 + benchmark.return_percentage / 100), 6);
  });

  it('falls back to the equal-weight index of every listed equity, so named, past the index', async () => {
    const summary = await oneSymbol(NABIL_REQUEST);
    const snapshot = app().market.current;
    const bars = snapshot.bars('NABIL', 'adjusted')!;
    const start = bars.date.findIndex((d) => isoDate(d) === summary.equity_curve.dates[0]);
    const end = start + summary.sessions - 1;
    // The listed equities with prices: NABIL, SBL, UPPER and BONUS (OLDCO is delisted, NOPRICE has none).
    const job = requestJob(parse(NABIL_REQUEST), ['NABIL'], 'full');
    const level = equalWeightByHand(snapshot, ['NABIL', 'SBL', 'UPPER', 'BONUS']);
    const benchmark = summary.benchmark!;
    expect(benchmark.name).toBe('Equal-weight index of all listed equities (4 stocks)');
    // The curve is thinned past 250 sessions: the figures are checked against the engine's own equity.
    const traded = { ...bars, tradedClose: snapshot.bars('NABIL', 'raw')!.close };
    const run = backtest(traded, job.strategy, job.options);
    const equity = Array.from(run.simulation.equity);
    expect(equity).toHaveLength(end - start + 1);
    const { r, b } = returnsOf(bars.date, start, equity, (day) => level.get(day)!);
    const ratio = level.get(bars.date[end]!)! / level.get(bars.date[start]!)!;
    expectFigures(benchmark, {
      return_percentage: (ratio - 1) * 100,
      ...regression(r, b, yearOf(bars.date)),
    });
  });

  it("measures a sector's stocks against its sub-index where the store's covers the run, and each stock's own run alike", async () => {
    const hydro = {
      ...NABIL_REQUEST,
      stockSymbol: '',
      sector: '4',
      from: '2024-05-31T18:15:00.000Z',
      to: '2025-03-30T18:15:00.000Z',
    };
    // BONUS trades only the last 40 sessions: it has no run in this range.
    const briefs = await sector(hydro);
    expect(briefs.map((s) => [s.stock_symbol, s.benchmark?.name ?? null])).toEqual([
      ['BONUS', null],
      ['UPPER', 'Hydro Power sub-index'],
    ]);
    const summary = await oneSymbol({ ...hydro, stockSymbol: 'UPPER' });
    const snapshot = app().market.current;
    const index = snapshot.sectorIndex('4')!;
    const byDay = new Map(Array.from(index.date, (day, i) => [day, index.close[i]!]));
    const bars = snapshot.bars('UPPER', 'adjusted')!;
    const start = bars.date.findIndex((d) => isoDate(d) === summary.equity_curve.dates[0]);
    const equity = summary.equity_curve.values;
    expect(equity).toHaveLength(summary.sessions);
    const level = (day: number) => byDay.get(day)!;
    const { r, b } = returnsOf(bars.date, start, equity, level);
    const benchmark = summary.benchmark!;
    expect(benchmark.name).toBe('Hydro Power sub-index');
    expectFigures(benchmark, {
      return_percentage: (level(bars.date[start + equity.length - 1]!) / level(bars.date[start]!) - 1) * 100,
      ...regression(r, b, yearOf(bars.date)),
    });
    expect(Math.abs(benchmark.beta! - briefs[1]!.benchmark!.beta!)).toBeLessThanOrEqual(0.00005);
    expect(summary.equity_curve.benchmark_values?.at(-1)).toBeCloseTo(
      summary.initial_capital * (1 + benchmark.return_percentage / 100),
      6,
    );
  });

  it("measures a sector's stocks against the sector's equal-weight index past its sub-index, and each stock's own run alike", async () => {
    const hydro = { ...NABIL_REQUEST, stockSymbol: '', sector: '4' };
    const briefs = await sector(hydro);
    expect(briefs.map((s) => [s.stock_symbol, s.benchmark?.name])).toEqual([
      ['BONUS', 'Equal-weight index of Hydro Power (2 stocks)'],
      ['UPPER', 'Equal-weight index of Hydro Power (2 stocks)'],
    ]);
    // The page completes a stock with its own run and the sector beside it: the same benchmark.
    const upper = await oneSymbol({ ...hydro, stockSymbol: 'UPPER' });
    expect(upper.benchmark).toEqual(expect.objectContaining({ name: briefs[1]!.benchmark!.name }));
    expect(Math.abs(upper.benchmark!.beta! - briefs[1]!.benchmark!.beta!)).toBeLessThanOrEqual(0.00005);
    // Without the sector, the same stock is measured against the market: the index where it covers the run.
    const alone = { ...hydro, stockSymbol: 'UPPER', sector: '0' };
    expect((await oneSymbol(alone)).benchmark?.name).toBe(
      'Equal-weight index of all listed equities (4 stocks)',
    );
    const inside = { ...alone, to: '2025-03-30T18:15:00.000Z' };
    expect((await oneSymbol(inside)).benchmark?.name).toBe('NEPSE index');
  });

  it('gives every summary with sessions a benchmark, and only a stock without any none', async () => {
    // BONUS trades only the last 40 sessions, after the early range.
    const early = {
      ...NABIL_REQUEST,
      stockSymbol: '',
      sector: NEPSE_SECTOR_ID,
      to: '2025-03-30T18:15:00.000Z',
    };
    const late = { ...early, from: '2025-04-01T18:15:00.000Z', to: '2025-06-25T18:15:00.000Z' };
    const names = async (body: object) => {
      const briefs = await sector(body);
      expect(briefs.map((s) => s.stock_symbol)).toEqual(['BONUS', 'NABIL', 'SBL', 'UPPER']);
      for (const brief of briefs) {
        if (brief.sessions > 0) expect(brief.benchmark, brief.stock_symbol).not.toBeNull();
        else expect(brief.benchmark).toBeNull();
      }
      return briefs.map((s) => s.benchmark?.name ?? null);
    };
    expect(await names(early)).toEqual([null, 'NEPSE index', 'NEPSE index', 'NEPSE index']);
    expect(new Set(await names(late))).toEqual(
      new Set(['Equal-weight index of all listed equities (4 stocks)']),
    );
    // A delisted stock outside the universe is still measured, with itself among the stocks.
    const oldco = await oneSymbol({ ...NABIL_REQUEST, stockSymbol: 'OLDCO' });
    expect(oldco.benchmark?.name).toBe('Equal-weight index of all listed equities (5 stocks)');
  });

  it('reaches the worker threads: a pooled run answers what the request thread does', async () => {
    const snapshot = app().market.current;
    const body = { ...NABIL_REQUEST, stockSymbol: '', sector: NEPSE_SECTOR_ID };
    const job = withBenchmark(
      snapshot,
      requestJob(parse(body), snapshot.symbolsOfSector(NEPSE_SECTOR_ID), 'full'),
      NEPSE_SECTOR_ID,
    );
    const pool = new BacktestPool(2, { limits: { maxRuns: 4, runsPerClient: 4, timeLimitMs: 60_000 } });
    pools.push(pool);
    const here = `[${runJob(job, snapshotPrices(snapshot))}]`;
    expect((await pool.run(snapshot, job, { client: 'a' })).toString('utf8')).toBe(here);
    const answers = backtestResponseSchema.parse(JSON.parse(here));
    expect(answers.every((s) => s.benchmark?.name.startsWith('Equal-weight index'))).toBe(true);
  });
});

function parse(body: object) {
  const parsed = parseBacktestRequest(body);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}
