import type { BenchmarkSummary } from '@nepse/contract';
import { formatPercent, formatRatio, signClass } from '../../lib/format';

/** One figure of the run against its benchmark, as a statistics card shows it. */
export interface BenchmarkCard {
  label: string;
  value: string;
  tone?: string;
  hint: string;
}

/**
 * The run against its benchmark in a trader's words: what holding the benchmark returned, what the strategy made
 * beyond it, how much it moved with it (beta, correlation), what it earned that the benchmark's moves do not
 * explain (alpha), and how far and how rewardingly it strayed from it (tracking error, information ratio).
 */
export function benchmarkCards(benchmark: BenchmarkSummary): BenchmarkCard[] {
  return [
    {
      label: 'Benchmark Return',
      value: formatPercent(benchmark.return_percentage),
      tone: signClass(benchmark.return_percentage),
      hint: `${benchmark.name} bought at the first close of the range and held to the last`,
    },
    {
      label: 'Excess Return',
      value: formatPercent(benchmark.excess_return_percentage),
      tone: signClass(benchmark.excess_return_percentage),
      hint: "The strategy's profit less the benchmark's return, in percentage points",
    },
    {
      label: 'Beta',
      value: formatRatio(benchmark.beta),
      hint: "The strategy's daily move for a 1 % move of the benchmark (least squares)",
    },
    {
      label: 'Alpha (a Year)',
      value: formatPercent(benchmark.alpha_percentage),
      tone: signClass(benchmark.alpha_percentage),
      hint: "The strategy's daily return beyond what beta explains, over a year of sessions",
    },
    {
      label: 'Correlation',
      value: formatRatio(benchmark.correlation),
      hint: 'How closely the daily returns moved together, from -1 to 1',
    },
    {
      label: 'Tracking Error',
      value: formatPercent(benchmark.tracking_error_percentage),
      hint: "How far the strategy's daily returns strayed from the benchmark's, over a year",
    },
    {
      label: 'Information Ratio',
      value: formatRatio(benchmark.information_ratio),
      hint: 'Excess return a year for each 1 % of tracking error',
    },
  ];
}
