// `npm run bench -w @nepse/core` (second part): the whole-market back-test on the real NEPSE data, every symbol's
// full history, buy SMA 20 `>` and RSI 14 `>` 50, sell SMA 20 `<`, against the time to read every close once.
import { type BacktestRun, backtest, IndicatorCache, type Strategy } from '../src/backtest/index';
import type { Bars } from '../src/series';
import { hasNepseData, loadNepseBars, NEPSE_DATA_MISSING } from '../test-support/nepse-data';
import { measureInTurns } from './measure';

const TARGET_MS = 25;
const SAMPLES = 31;

const strategy: Strategy = {
  buy: [
    { kind: 'sma', direction: 'above', period: 20, source: 'close', averageSource: 'close' },
    { kind: 'rsi', direction: 'above', period: 14, level: 50, source: 'close' },
  ],
  sell: [{ kind: 'sma', direction: 'below', period: 20, source: 'close', averageSource: 'close' }],
};
const options = { initialCapital: 100_000, costs: true, fill: 'next_open' as const, from: -1e6, to: 1e6 };

function wholeMarket(market: readonly Bars[]): () => BacktestRun[] {
  return () => market.map((bars) => backtest(bars, strategy, options, new IndicatorCache(bars)));
}

/** Reads every close once: the floor under any computation over the whole market. */
function readEveryClose(market: readonly Bars[]): () => number {
  return () => {
    let sum = 0;
    for (const bars of market) {
      const close = bars.close;
      for (let i = 0; i < close.length; i++) sum += close[i]!;
    }
    return sum;
  };
}

/** The fastest of `samples` runs and the median process CPU time per run (all threads: the collector's too). */
function bestAndCpu(run: () => unknown, samples: number): { bestMs: number; cpuMs: number } {
  let bestMs = Number.POSITIVE_INFINITY;
  const cpu: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const usage = process.cpuUsage();
    run();
    const used = process.cpuUsage(usage);
    bestMs = Math.min(bestMs, performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  return { bestMs, cpuMs: cpu[cpu.length >> 1]! };
}

if (!hasNepseData) {
  console.log(`whole-market back-test: skipped, ${NEPSE_DATA_MISSING}`);
} else {
  const market = [...loadNepseBars().values()];
  const bars = market.reduce((n, b) => n + b.close.length, 0);
  const [base, run] = measureInTurns([
    { run: readEveryClose(market), samples: SAMPLES },
    { run: wholeMarket(market), samples: SAMPLES },
  ]);
  const { bestMs, cpuMs } = bestAndCpu(wholeMarket(market), SAMPLES);
  const runs = run!.output as BacktestRun[];
  const trades = runs.reduce((n, r) => n + r.statistics.totalTrades, 0);
  const ms = run!.ms;
  console.log(
    [
      '',
      `Whole-market back-test (real NEPSE data): ${market.length} symbols, ${bars.toLocaleString('en')} bars, ${trades.toLocaleString('en')} trades`,
      '  buy SMA 20 > and RSI 14 > 50, sell SMA 20 <, fill next open, costs on, one thread',
      `  back-test     ${ms.toFixed(2)} ms median of ${SAMPLES}, ${bestMs.toFixed(2)} ms best, ${cpuMs.toFixed(2)} ms CPU`,
      `  read closes   ${base!.ms.toFixed(3)} ms`,
      `  ratio         ${(ms / base!.ms).toFixed(0)}x the time to read every close once`,
      `  target        < ${TARGET_MS} ms (median): ${ms < TARGET_MS ? 'met' : 'NOT met'}`,
    ].join('\n'),
  );
}
