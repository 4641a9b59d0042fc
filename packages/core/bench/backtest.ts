// `npm run bench -w @nepse/core` (second part): the whole-market back-test on the real NEPSE data, every symbol's
// full history, buy SMA 20 `>` and RSI 14 `>` 50, sell SMA 20 `<`, without and with price exits (stop-loss 5 %,
// take-profit 10 %, trailing stop 8 %), against the time to read every close once.
// Run with --single-threaded-gc, so that the process's CPU time is one core's work, the collector's included:
// the machine is shared, and wall time then says more about the neighbours than about the engine.
import {
  type BacktestOptions,
  type BacktestStatistics,
  backtest,
  curveSample,
  RunBuffers,
} from '../src/backtest/index';
import { ColumnArena } from '../src/indicators/column-arena';
import type { Bars } from '../src/series';
import { hasNepseData, loadNepseBars, NEPSE_DATA_MISSING } from '../test-support/nepse-data';
import { inTurns, type Timing } from './in-turns';
import { SMA_RSI_STRATEGY } from './sma-rsi-strategy';

const TARGET_MS = 25;
const SAMPLES = 31;

const options: BacktestOptions = {
  initialCapital: 100_000,
  costs: 'dated',
  fill: 'next_open',
  from: -1e6,
  to: 1e6,
};
const withExits: BacktestOptions = {
  ...options,
  stopLossPercent: 5,
  takeProfitPercent: 10,
  trailingStopPercent: 8,
};

/** What a sector request keeps of each symbol's run: the statistics and the points of its equity curve. */
function wholeMarket(
  market: readonly Bars[],
  options: BacktestOptions,
): () => { statistics: BacktestStatistics; curve: Int32Array }[] {
  const scratch = { buffers: new RunBuffers(), arena: new ColumnArena() };
  return () =>
    market.map((bars) => {
      const run = backtest(bars, SMA_RSI_STRATEGY, options, scratch);
      return { statistics: run.statistics, curve: curveSample(run.simulation.equity, 250) };
    });
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

if (!hasNepseData) {
  console.log(`whole-market back-test: skipped, ${NEPSE_DATA_MISSING}`);
} else {
  const market = [...loadNepseBars().values()];
  const bars = market.reduce((n, b) => n + b.close.length, 0);
  const { timings, outputs } = inTurns(
    [readEveryClose(market), wholeMarket(market, options), wholeMarket(market, withExits)],
    SAMPLES,
  );
  const [base, run, exits] = timings as [Timing, Timing, Timing];
  const trades = (output: unknown) =>
    (output as { statistics: BacktestStatistics }[])
      .reduce((n, r) => n + r.statistics.totalTrades, 0)
      .toLocaleString('en');
  const line = (name: string, timing: Timing) =>
    `  ${name.padEnd(13)} ${timing.cpu.toFixed(2)} ms CPU (median of ${SAMPLES}); wall ${timing.median.toFixed(2)} ms median, ${timing.best.toFixed(2)} ms best; ${(timing.cpu / base.cpu).toFixed(0)}x reading every close (CPU)`;
  console.log(
    [
      '',
      `Whole-market back-test (real NEPSE data): ${market.length} symbols, ${bars.toLocaleString('en')} bars, ${trades(outputs[1])} trades (${trades(outputs[2])} with price exits)`,
      '  buy SMA 20 > and RSI 14 > 50, sell SMA 20 <, fill next open, dated costs, one thread (its collector too)',
      line('back-test', run),
      line('price exits', exits),
      `  read closes   ${base.cpu.toFixed(3)} ms CPU; wall ${base.median.toFixed(3)} ms median`,
      `  target        < ${TARGET_MS} ms of one core: ${Math.max(run.cpu, exits.cpu) < TARGET_MS ? 'met' : 'NOT met'}`,
    ].join('\n'),
  );
}
