// `npm run bench -w @nepse/core` (third part): on the real NEPSE data, the study of each kind of fixed list over
// every session since 2018-02-18 (its events, then the statistics at 1, 5, 10 and 20 sessions) and of two scans,
// against the time the screens themselves take to compute the latest session's lists, in the same run. Processor
// time, median of 3 runs (see measure.ts).
import { IndicatorCache } from '../src/backtest/indicator-cache';
import type { BacktestRule } from '../src/backtest/rule';
import { signalFlags, strategySignal } from '../src/backtest/rule-signal';
import { epochDay } from '../src/dates';
import { eventStudy } from '../src/event-study/event-study';
import { type FixedList, fixedListEvents } from '../src/event-study/list-events';
import {
  breakoutStocks,
  candlestickPatterns,
  consolidatingStocks,
  fiftyTwoWeekHighLow,
  freshIndicatorSignals,
  type ScreenMarket,
  type ScreenSymbol,
  trendSignals,
  volatileStocks,
  volumeShockers,
} from '../src/screens/index';
import { hasNepseData, loadNepseBars, NEPSE_DATA_MISSING } from '../test-support/nepse-data';
import { measure } from './measure';

const SAMPLES = 3;
const OPTIONS = { from: epochDay('2018-02-18'), to: 1e6, horizons: [1, 5, 10, 20], costs: 'off' as const };

const LISTS: readonly [string, FixedList][] = [
  ['Volatile Stocks', { kind: 'volatile' }],
  ['Breakout Stocks', { kind: 'breakout' }],
  ['Consolidating Stocks', { kind: 'consolidating' }],
  ['Volume Shockers', { kind: 'volume-shockers' }],
  ['52-week new high', { kind: 'fifty-two-week', fiftyTwoWeek: 'new-high' }],
  ['Golden Cross group', { kind: 'fresh-group', group: 'golden-cross' }],
  ['Bullish Engulfing', { kind: 'pattern', pattern: 'bullish-engulfing' }],
  ['Close above SMA 20', { kind: 'trend-signal', signal: 'close-above-sma-20' }],
];

const SCANS: readonly [string, BacktestRule[]][] = [
  ['scan RSI 14 below 30', [{ kind: 'rsi', direction: 'below', period: 14, level: 30, source: 'close' }]],
  [
    'scan SMA 20 crosses above SMA 50',
    [
      {
        kind: 'sma-crossover',
        direction: 'above',
        period1: 20,
        source1: 'close',
        period2: 50,
        source2: 'close',
      },
    ],
  ],
  ['scan RSI 14 below 40', [{ kind: 'rsi', direction: 'below', period: 14, level: 40, source: 'close' }]],
];

function line(name: string, ms: number, events?: number): void {
  const counted = events === undefined ? '' : `  ${events.toLocaleString('en').padStart(8)} events`;
  console.log(`  ${name.padEnd(34)} ${ms.toFixed(0).padStart(7)} ms${counted}`);
}

if (!hasNepseData) {
  console.log(`event studies: skipped, ${NEPSE_DATA_MISSING}`);
} else {
  const symbols: ScreenSymbol[] = [...loadNepseBars()].map(([symbol, bars]) => ({
    symbol,
    adjusted: bars,
    traded: bars,
  }));
  const bars = symbols.map((s) => s.adjusted);
  const latestDay = Math.max(...bars.map((b) => b.date[b.date.length - 1]!));
  const market: ScreenMarket = { latestDay, symbols };
  console.log(
    `\nEvent studies on the real data (${symbols.length} symbols, every session since 2018-02-18, horizons 1, 5, 10, 20); processor time, median of ${SAMPLES}`,
  );
  const screens = measure(() => {
    volatileStocks(market);
    breakoutStocks(market);
    consolidatingStocks(market);
    volumeShockers(market);
    fiftyTwoWeekHighLow(market);
    freshIndicatorSignals(market);
    candlestickPatterns(market);
    return trendSignals(market);
  }, 11);
  line('the 8 screens, latest session (baseline)', screens.ms);
  for (const [name, list] of LISTS) {
    const events = measure(() => fixedListEvents(symbols, list), SAMPLES);
    const listed = events.output as Uint8Array[];
    const study = measure(() => eventStudy(bars, listed, OPTIONS), SAMPLES);
    const count = (study.output as ReturnType<typeof eventStudy>).events;
    line(`${name}: events`, events.ms);
    line(`${name}: whole study`, events.ms + study.ms, count);
  }
  for (const [name, rules] of SCANS) {
    const run = measure(() => {
      const listed = bars.map((b) =>
        signalFlags(strategySignal(rules, new IndicatorCache(b)), b.date.length, 0, b.date.length - 1),
      );
      return eventStudy(bars, listed, OPTIONS);
    }, SAMPLES);
    line(name, run.ms, (run.output as ReturnType<typeof eventStudy>).events);
  }
}
