// `npm run bench -w @nepse/core` (third part): a portfolio run of every symbol of the real NEPSE data from
// 2016-01-01 to the last session (buy SMA 20 `>` and RSI 14 `>` 50, sell SMA 20 `<`, ten positions, equal sizing,
// dated costs), against the per-stock sector run of the same strategy over the same symbols and range, timed in
// turns in the same process. Both include the rules' indicators. Run with --single-threaded-gc: CPU time is then
// one core's work, the collector's included.
import { type BacktestOptions, backtest, RunBuffers, type Strategy } from '../src/backtest/index';
import { epochDay } from '../src/dates';
import { ColumnArena } from '../src/indicators/column-arena';
import { type PortfolioOptions, portfolioBacktest } from '../src/portfolio/index';
import { hasNepseData, loadNepseBars, NEPSE_DATA_MISSING } from '../test-support/nepse-data';

const TARGET_MS = 200;
const SAMPLES = 15;

const strategy: Strategy = {
  buy: [
    { kind: 'sma', direction: 'above', period: 20, source: 'close', averageSource: 'close' },
    { kind: 'rsi', direction: 'above', period: 14, level: 50, source: 'close' },
  ],
  sell: [{ kind: 'sma', direction: 'below', period: 20, source: 'close', averageSource: 'close' }],
};
const options: BacktestOptions = {
  initialCapital: 1_000_000,
  costs: 'dated',
  fill: 'next_open',
  from: epochDay('2016-01-01'),
  to: epochDay('2100-01-01'),
};
const portfolio: PortfolioOptions = {
  ...options,
  maxPositions: 10,
  sizing: 'equal',
  sizingPercent: 10,
  rankBy: 'return-20',
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

if (!hasNepseData) {
  console.log(`portfolio back-test: skipped, ${NEPSE_DATA_MISSING}`);
} else {
  const universe = [...loadNepseBars()].map(([symbol, bars]) => ({ symbol, bars }));
  const scratch = { buffers: new RunBuffers(), arena: new ColumnArena() };
  const runs = [
    () => portfolioBacktest(universe, strategy, portfolio).statistics.totalTrades,
    () =>
      universe.reduce(
        (n, { bars }) => n + backtest(bars, strategy, options, scratch).statistics.totalTrades,
        0,
      ),
  ];
  const outputs = runs.map((run) => run());
  globalThis.gc?.();
  const cpu: number[][] = runs.map(() => []);
  for (let i = 0; i < SAMPLES; i++) {
    runs.forEach((run, c) => {
      const usage = process.cpuUsage();
      outputs[c] = run();
      const used = process.cpuUsage(usage);
      cpu[c]!.push((used.user + used.system) / 1000);
    });
  }
  const [own, perStock] = cpu.map(median) as [number, number];
  console.log(
    [
      '',
      `Portfolio back-test (real NEPSE data): ${universe.length} symbols from 2016-01-01 to the last session, ten positions`,
      `  portfolio     ${own.toFixed(1)} ms CPU (median of ${SAMPLES}), ${outputs[0]} trades`,
      `  per stock     ${perStock.toFixed(1)} ms CPU, ${outputs[1]} trades: the portfolio takes ${(own / perStock).toFixed(2)}x`,
      `  target        < ${TARGET_MS} ms of one core: ${own < TARGET_MS ? 'met' : 'NOT met'}`,
    ].join('\n'),
  );
}
