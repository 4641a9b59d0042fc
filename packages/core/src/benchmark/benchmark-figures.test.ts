import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benchmarkFigures, type RunEquity } from './benchmark-figures';
import type { PriceSeries } from './price-series';

const days = (...list: number[]) => Int32Array.from(list);
const closes = (...list: number[]) => Float64Array.from(list);

describe('benchmark figures, a regression worked by hand', () => {
  // Benchmark session returns b = +10 %, -10 %, +10 %, 0; the run's r = +15 %, -5 %, +25 %, +5 %.
  // Means: b 0.025, r 0.10. Deviations: b 0.075, -0.125, 0.075, -0.025; r 0.05, -0.15, 0.15, -0.05.
  // Sbb = 0.0275, Srr = 0.05, Srb = 0.035: beta = 0.035 / 0.0275 = 14/11, alpha = 0.10 - 14/11 x 0.025 = 3/44 a
  // session; correlation = 0.035 / sqrt(0.0275 x 0.05). d = r - b = 0.05, 0.05, 0.15, 0.05: mean 0.075, sample
  // variance 0.0075 / 3 = 0.0025, deviation 0.05. With 4 sessions a year: alpha 3/44 x 4 = 27.27 %, tracking
  // error 0.05 x 2 = 10 %, information ratio 0.075 / 0.05 x 2 = 3.
  // Equity from Rs 1,000, flat on the first session: 1000, 1150, 1092.5, 1365.625, 1433.90625 (+43.390625 %);
  // the benchmark 100, 110, 99, 108.9, 108.9 (+8.9 %).
  const run: RunEquity = {
    date: days(10, 11, 14, 15, 16),
    equity: closes(1000, 1150, 1092.5, 1365.625, 1433.90625),
    initialCapital: 1000,
  };
  // The benchmark has sessions of its own (9, 12) and lacks 16: its close on 15 stands on 16.
  const benchmark: PriceSeries = {
    date: days(9, 10, 11, 12, 14, 15),
    close: closes(90, 100, 110, 105, 99, 108.9),
  };
  const figures = benchmarkFigures(run, benchmark, 4)!;

  it('has the returns and their difference', () => {
    expect(figures.returnPercentage).toBeCloseTo(8.9, 10);
    expect(figures.excessReturnPercentage).toBeCloseTo(43.390625 - 8.9, 10);
  });

  it('has the regression line and the correlation', () => {
    expect(figures.beta).toBeCloseTo(14 / 11, 12);
    expect(figures.alphaPercentage).toBeCloseTo((3 / 44) * 4 * 100, 10);
    expect(figures.correlation).toBeCloseTo(0.035 / Math.sqrt(0.0275 * 0.05), 12);
  });

  it('has the tracking error and the information ratio', () => {
    expect(figures.trackingErrorPercentage).toBeCloseTo(10, 10);
    expect(figures.informationRatio).toBeCloseTo(3, 10);
  });

  it('annualises by the year given, and has no alpha, tracking error or ratio without one', () => {
    const yearless = benchmarkFigures(run, benchmark, null)!;
    expect(yearless.beta).toBeCloseTo(14 / 11, 12);
    expect(yearless.alphaPercentage).toBeNull();
    expect(yearless.trackingErrorPercentage).toBeNull();
    expect(yearless.informationRatio).toBeNull();
  });
});

describe('benchmark figures without variation', () => {
  const date = days(1, 2, 3, 4);
  const benchmark: PriceSeries = { date, close: closes(100, 102, 99, 101) };

  it('a run that never trades: beta 0, alpha 0, no correlation, the benchmark its tracking error', () => {
    const figures = benchmarkFigures(
      { date, equity: closes(500, 500, 500, 500), initialCapital: 500 },
      benchmark,
      1,
    )!;
    expect(figures.beta).toBe(0);
    expect(figures.alphaPercentage).toBe(0);
    expect(figures.correlation).toBeNull();
    expect(figures.excessReturnPercentage).toBeCloseTo(-1, 12);
    const b = [0.02, 99 / 102 - 1, 101 / 99 - 1];
    const mean = (b[0]! + b[1]! + b[2]!) / 3;
    const sd = Math.sqrt(b.reduce((s, x) => s + (x - mean) ** 2, 0) / 2);
    expect(figures.trackingErrorPercentage).toBeCloseTo(sd * 100, 12);
    expect(figures.informationRatio).toBeCloseTo(-mean / sd, 10);
  });

  it('a flat benchmark: no beta, alpha or correlation', () => {
    const flat: PriceSeries = { date, close: closes(7, 7, 7, 7) };
    const figures = benchmarkFigures(
      { date, equity: closes(100, 103, 99, 104), initialCapital: 100 },
      flat,
      250,
    )!;
    expect(figures.returnPercentage).toBe(0);
    expect(figures.beta).toBeNull();
    expect(figures.alphaPercentage).toBeNull();
    expect(figures.correlation).toBeNull();
    expect(figures.trackingErrorPercentage).toBeGreaterThan(0);
  });

  it('a run that is the benchmark: beta 1, correlation 1, no tracking error and no ratio', () => {
    const figures = benchmarkFigures(
      { date, equity: closes(100, 102, 99, 101), initialCapital: 100 },
      benchmark,
      250,
    )!;
    expect(figures.beta).toBeCloseTo(1, 12);
    expect(figures.alphaPercentage).toBeCloseTo(0, 10);
    expect(figures.correlation).toBeCloseTo(1, 12);
    expect(figures.trackingErrorPercentage).toBe(0);
    expect(figures.informationRatio).toBeNull();
    expect(figures.excessReturnPercentage).toBeCloseTo(0, 12);
  });

  it('one session: the returns, nothing else', () => {
    const figures = benchmarkFigures(
      { date: days(1), equity: closes(990), initialCapital: 1000 },
      benchmark,
      250,
    )!;
    expect(figures.returnPercentage).toBe(0);
    expect(figures.excessReturnPercentage).toBeCloseTo(-1, 12);
    expect([figures.beta, figures.alphaPercentage, figures.correlation]).toEqual([null, null, null]);
    expect([figures.trackingErrorPercentage, figures.informationRatio]).toEqual([null, null]);
  });

  it('no sessions or no benchmark: none', () => {
    expect(
      benchmarkFigures({ date: days(), equity: closes(), initialCapital: 1 }, benchmark, 250),
    ).toBeNull();
    const empty: PriceSeries = { date: days(), close: closes() };
    expect(benchmarkFigures({ date, equity: closes(1, 2, 3, 4), initialCapital: 1 }, empty, 250)).toBeNull();
  });
});

/**
 * The figures read plainly: the benchmark's close at each date found by a scan, the returns as lists, beta by the
 * normal equations' other form (m Sxy - Sx Sy) / (m Sxx - Sx^2), the correlation by the raw sums.
 */
function reference(run: RunEquity, benchmark: PriceSeries, p: number) {
  const level = Array.from(run.date, (day) => {
    let close = benchmark.close[0]!;
    benchmark.date.forEach((d, k) => {
      if (d <= day) close = benchmark.close[k]!;
    });
    return close;
  });
  const r: number[] = [];
  const b: number[] = [];
  for (let i = 1; i < level.length; i++) {
    r.push(run.equity[i]! / run.equity[i - 1]! - 1);
    b.push(level[i]! / level[i - 1]! - 1);
  }
  const m = r.length;
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  const sx = sum(b);
  const sy = sum(r);
  const sxx = sum(b.map((x) => x * x));
  const syy = sum(r.map((y) => y * y));
  const sxy = sum(b.map((x, i) => x * r[i]!));
  const beta = (m * sxy - sx * sy) / (m * sxx - sx * sx);
  const d = r.map((y, i) => y - b[i]!);
  const meanD = sum(d) / m;
  const sdD = Math.sqrt(sum(d.map((x) => (x - meanD) ** 2)) / (m - 1));
  // Whether each of b, r and d moves: a generated series that barely does is no case for comparing roundings.
  const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
  const moving = spread(b) > 1e-6 && spread(r) > 1e-6 && spread(d) > 1e-6;
  return {
    moving,
    returnPercentage: (level.at(-1)! / level[0]! - 1) * 100,
    beta,
    alphaPercentage: ((sy - beta * sx) / m) * p * 100,
    correlation: (m * sxy - sx * sy) / Math.sqrt((m * sxx - sx * sx) * (m * syy - sy * sy)),
    trackingErrorPercentage: sdD * Math.sqrt(p) * 100,
    informationRatio: (meanD / sdD) * Math.sqrt(p),
  };
}

describe('benchmark figures against a plain reference', () => {
  it('agree on random runs and benchmarks', () => {
    const moves = (length: number) =>
      fc.array(
        fc.integer({ min: -1000, max: 1000 }).map((x) => x / 10_000),
        { minLength: length, maxLength: length },
      );
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 40 }).chain((n) =>
          fc.record({
            run: moves(n),
            bench: moves(n + 5),
            gaps: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
          }),
        ),
        ({ run, bench, gaps }) => {
          // The benchmark trades every day 0 .. n + 4; the run on the days its gaps allow, at least three.
          const benchmark: PriceSeries = {
            date: new Int32Array(bench.length),
            close: new Float64Array(bench.length),
          };
          let level = 1000;
          bench.forEach((move, k) => {
            level *= 1 + move;
            benchmark.date[k] = k;
            benchmark.close[k] = level;
          });
          const sessions = gaps.flatMap((skip, k) => (skip && k % 3 !== 0 ? [] : [k + 2]));
          const equity = new Float64Array(sessions.length);
          let value = 100_000;
          sessions.forEach((_, i) => {
            value *= 1 + run[i]!;
            equity[i] = value;
          });
          const curve: RunEquity = { date: Int32Array.from(sessions), equity, initialCapital: 100_000 };
          const figures = benchmarkFigures(curve, benchmark, 240)!;
          const { moving, ...expected } = reference(curve, benchmark, 240);
          fc.pre(moving);
          for (const key of Object.keys(expected) as (keyof typeof expected)[]) {
            const want = expected[key];
            const got = figures[key];
            expect(got).not.toBeNull();
            expect(Math.abs(got! - want)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(want)));
          }
        },
      ),
      { seed: 32, numRuns: 300 },
    );
  });
});
