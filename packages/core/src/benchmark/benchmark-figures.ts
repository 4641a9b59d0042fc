import { TIE } from '../tie';
import { closesOn, type PriceSeries } from './price-series';

/**
 * A run against a benchmark bought and held over the same sessions. Percentages in percent; null where a figure
 * does not exist (fewer than two session returns, no variation, no year length).
 */
export interface BenchmarkFigures {
  /** The benchmark's close on the run's last session over its close on the first, less 1. */
  readonly returnPercentage: number;
  /** The run's return less the benchmark's, in percentage points. */
  readonly excessReturnPercentage: number;
  /** Slope of the ordinary least-squares line of the run's session returns on the benchmark's. */
  readonly beta: number | null;
  /** That line's intercept (a session's return beyond beta times the benchmark's), times the sessions in a year. */
  readonly alphaPercentage: number | null;
  /** Pearson correlation of the run's session returns with the benchmark's. */
  readonly correlation: number | null;
  /** Sample standard deviation of the session return differences (run less benchmark), times the root of a year. */
  readonly trackingErrorPercentage: number | null;
  /** Mean session return difference over its standard deviation, times the root of a year. */
  readonly informationRatio: number | null;
}

/** A run's equity at the closes of its sessions, and the capital it started from. */
export interface RunEquity {
  /** The sessions' days (since 1970-01-01), sorted. */
  readonly date: Int32Array;
  /** Equity at each session's close. */
  readonly equity: Float64Array;
  readonly initialCapital: number;
}

/**
 * Sums of squared deviations at most this times the number of returns are no variation: a standard deviation of a
 * billionth a session is the rounding of a constant series' mean, not a movement.
 */
const NO_VARIATION = TIE * TIE;

/**
 * The run's figures against `benchmark` over the run's sessions. The benchmark is read at each session's close
 * (`closesOn`), bought at the first session's close and held. The returns compared are those from each session's
 * close to the next one's, the run's from its equity, the benchmark's from its closes: n sessions give n - 1
 * pairs (the run's move from its initial capital to the first close has no benchmark move beside it). The run's
 * own return is its last equity over its initial capital, as its profit percentage. Beta is the slope of the
 * least-squares line r = alpha + beta b over the pairs, alpha its intercept; annualised by `periodsPerYear` (the
 * sessions in a year, as the Sharpe ratio is) arithmetically: alpha x P, the difference d = r - b's mean x P, its
 * sample deviation x root P. With no variation in b, beta, alpha and the correlation are null; with none in r, the
 * correlation is null and beta is 0; with none in d, the tracking error is 0 and the information ratio null.
 * Source: ours (ordinary least squares, the usual definitions of tracking error and information ratio).
 */
export function benchmarkFigures(
  run: RunEquity,
  benchmark: PriceSeries,
  periodsPerYear: number | null,
): BenchmarkFigures | null {
  const n = run.date.length;
  if (n === 0 || benchmark.date.length === 0) return null;
  const level = closesOn(benchmark, run.date);
  const runReturn = run.equity[n - 1]! / run.initialCapital - 1;
  const benchmarkReturn = level[n - 1]! / level[0]! - 1;
  const m = n - 1;
  let meanR = 0;
  let meanB = 0;
  for (let i = 1; i < n; i++) {
    meanR += run.equity[i]! / run.equity[i - 1]! - 1;
    meanB += level[i]! / level[i - 1]! - 1;
  }
  meanR = m > 0 ? meanR / m : 0;
  meanB = m > 0 ? meanB / m : 0;
  const meanD = meanR - meanB;
  let sbb = 0;
  let srr = 0;
  let srb = 0;
  let sdd = 0;
  for (let i = 1; i < n; i++) {
    const r = run.equity[i]! / run.equity[i - 1]! - 1 - meanR;
    const b = level[i]! / level[i - 1]! - 1 - meanB;
    sbb += b * b;
    srr += r * r;
    srb += r * b;
    sdd += (r - b) * (r - b);
  }
  const moves = (s: number) => s > NO_VARIATION * m;
  const enough = m >= 2;
  const beta = enough && moves(sbb) ? (moves(srr) ? srb / sbb : 0) : null;
  const p = periodsPerYear;
  const deviationD = enough && moves(sdd) ? Math.sqrt(sdd / (m - 1)) : 0;
  return {
    returnPercentage: benchmarkReturn * 100,
    excessReturnPercentage: (runReturn - benchmarkReturn) * 100,
    beta,
    alphaPercentage: beta === null || p === null ? null : (meanR - beta * meanB) * p * 100,
    correlation: enough && moves(sbb) && moves(srr) ? srb / Math.sqrt(sbb * srr) : null,
    trackingErrorPercentage: enough && p !== null ? deviationD * Math.sqrt(p) * 100 : null,
    informationRatio: deviationD > 0 && p !== null ? (meanD / deviationD) * Math.sqrt(p) : null,
  };
}
