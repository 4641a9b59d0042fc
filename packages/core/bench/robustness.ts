// `npm run bench -w @nepse/core` (third part): a 400-cell sweep and a 10-window walk-forward over a 200-cell grid of
// one symbol on the real NEPSE data from 2016 to its last session, against a single run of the same strategy in the
// same process. Run with --single-threaded-gc, so that the CPU time is one core's work, the collector's included.
import { type BacktestOptions, backtest, type Strategy } from '../src/backtest/index';
import { epochDay } from '../src/dates';
import { runCells, type SweepCell, walkForward } from '../src/robustness/index';
import { hasNepseData, loadNepseBars, NEPSE_DATA_MISSING } from '../test-support/nepse-data';
import { median } from './in-turns';

const SYMBOL = process.env.BENCH_SYMBOL ?? 'NABIL';
const SWEEP_TARGET_MS = 1000;
const WALK_TARGET_MS = 2000;
const SAMPLES = 5;

const strategy = (period: number, level: number): Strategy => ({
  buy: [
    { kind: 'sma', direction: 'above', period, source: 'close', averageSource: 'close' },
    { kind: 'rsi', direction: 'above', period: 14, level, source: 'close' },
  ],
  sell: [{ kind: 'sma', direction: 'below', period, source: 'close', averageSource: 'close' }],
});

/** Median CPU and wall time of `run` over SAMPLES runs after one untimed run. */
function time(run: () => unknown): { cpu: number; wall: number } {
  run();
  globalThis.gc?.();
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const usage = process.cpuUsage();
    const started = performance.now();
    run();
    wall.push(performance.now() - started);
    const used = process.cpuUsage(usage);
    cpu.push((used.user + used.system) / 1000);
  }
  return { cpu: median(cpu), wall: median(wall) };
}

if (!hasNepseData) {
  console.log(`robustness bench: skipped, ${NEPSE_DATA_MISSING}`);
} else {
  const bars = loadNepseBars().get(SYMBOL);
  if (!bars) throw new Error(`no bars for ${SYMBOL}`);
  const options: BacktestOptions = {
    initialCapital: 100_000,
    costs: 'dated',
    fill: 'next_open',
    from: epochDay('2016-01-01'),
    to: bars.date[bars.date.length - 1]!,
  };
  // 400 cells: SMA 5 to 100 by 5 (20 values) x RSI level 30 to 68 by 2 (20 values).
  const sweepCells: SweepCell[] = [];
  for (let period = 5; period <= 100; period += 5) {
    for (let level = 30; level <= 68; level += 2)
      sweepCells.push({ strategy: strategy(period, level), options });
  }
  // 200 cells: SMA 5 to 100 by 5 x stop-loss 1 to 10 % by 1.
  const walkCells: SweepCell[] = [];
  for (let period = 5; period <= 100; period += 5) {
    for (let stop = 1; stop <= 10; stop++) {
      walkCells.push({ strategy: strategy(period, 50), options: { ...options, stopLossPercent: stop } });
    }
  }
  const first = bars.date.findIndex((d) => d >= options.from);
  const sessions = bars.date.length - first;
  const inSample = 500;
  const outOfSample = Math.floor((sessions - inSample) / 10);

  let trades = 0;
  const single = time(() => backtest(bars, strategy(20, 50), options));
  const sweep = time(() => {
    trades = 0;
    runCells(bars, sweepCells, (_, run) => {
      trades += run.statistics.totalTrades;
    });
  });
  // The same cells run as 400 single back-tests, each computing its own indicators: what the shared cache spares.
  const alone = time(() => {
    for (const cell of sweepCells) backtest(bars, cell.strategy, cell.options);
  });
  let windows = 0;
  const walk = time(() => {
    windows = walkForward(bars, walkCells, 'profitPercentage', inSample, outOfSample).steps.length;
  });
  const line = (name: string, t: { cpu: number; wall: number }, target?: number) =>
    `  ${name.padEnd(34)} ${t.cpu.toFixed(1).padStart(7)} ms CPU, ${t.wall.toFixed(1).padStart(7)} ms wall (median of ${SAMPLES}); ` +
    `${(t.cpu / single.cpu).toFixed(0)} single runs${target ? `; target < ${target} ms: ${t.cpu < target ? 'met' : 'NOT met'}` : ''}`;
  console.log(
    [
      '',
      `Robustness (real NEPSE data): ${SYMBOL}, ${sessions} sessions from 2016-01-01 to its last; buy SMA p > and RSI 14 > l, sell SMA p <`,
      line('single run', single),
      line(`sweep, ${sweepCells.length} cells (${trades} trades)`, sweep, SWEEP_TARGET_MS),
      line(`the same cells as single runs`, alone),
      line(`walk-forward, ${windows} windows x ${walkCells.length} cells`, walk, WALK_TARGET_MS),
      `  (walk-forward: ${inSample} in-sample and ${outOfSample} out-of-sample sessions a window)`,
    ].join('\n'),
  );
}
