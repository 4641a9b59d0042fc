// `npm run bench -w @nepse/core` (third part): a portfolio run of every symbol of the real NEPSE data from
// 2016-01-01 to the last session (buy SMA 20 `>` and RSI 14 `>` 50, sell SMA 20 `<`, ten positions, equal sizing,
// dated costs), against the per-stock sector run of the same strategy over the same symbols and range, timed in
// turns in the same process. Both include the rules' indicators. Run with --single-threaded-gc: CPU time is then
// one core's work, the collector's included.
import { type BacktestOptions, backtest, RunBuffers } from '../src/backtest/index';
import { epochDay } from '../src/dates';
import { ColumnArena } from '../src/indicators/column-arena';
import { type PortfolioOptions, portfolioBacktest } from '../src/portfolio/index';
import { hasNepseData, loadNepseBars, NEPSE_DATA_MISSING } from '../test-support/nepse-data';
import { inTurns } from './in-turns';
import { SMA_RSI_STRATEGY } from './sma-rsi-strategy';

const TARGET_MS = 200;
const SAMPLES = 15;

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

if (!hasNepseData) {
  console.log(`portfolio back-test: skipped, ${NEPSE_DATA_MISSING}`);
} else {
  const universe = [...loadNepseBars()].map(([symbol, bars]) => ({ symbol, bars }));
  const scratch = { buffers: new RunBuffers(), arena: new ColumnArena() };
  const runs = [
    () => portfolioBacktest(universe, SMA_RSI_STRATEGY, portfolio).statistics.totalTrades,
    () =>
      universe.reduce(
        (n, { bars }) => n + backtest(bars, SMA_RSI_STRATEGY, options, scratch).statistics.totalTrades,
        0,
      ),
  ];
  const { timings, outputs } = inTurns(runs, SAMPLES);
  const [own, perStock] = timings.map((t) => t.cpu) as [number, number];
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
