import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryFilter, filterWalk } from '../../test-support/arbitrary-filter';
import { marketCutAt } from '../../test-support/cut-market';
import { dailyBars } from '../../test-support/daily-bars';
import { tradedColumns } from '../../test-support/reference-filters';
import { referenceStrategy } from '../../test-support/reference-rules';
import { IndicatorCache } from '../backtest/indicator-cache';
import type { BacktestRule, Match } from '../backtest/rule';
import { strategySignal } from '../backtest/rule-signal';
import { nextFiring } from '../backtest/signal';
import type { TradedBars } from '../backtest/traded-bars';
import { epochDay } from '../dates';
import { rsi } from '../indicators/rsi';
import { sma } from '../indicators/sma';
import { detectPatterns } from '../patterns/detect-patterns';
import type { Bars } from '../series';
import { type ScanSymbol, scan } from './scan';

/** A stock whose adjusted bars are `bars` and traded bars the traded close and volume they carry. */
function stock(symbol: string, bars: TradedBars): ScanSymbol {
  const traded = tradedColumns(bars);
  return {
    symbol,
    adjusted: bars,
    traded: { ...bars, close: traded.close, volume: traded.volume },
    ...(bars.turnover && { turnover: bars.turnover }),
  };
}

/** Flat sessions from 2025-01-01 with the closes and volumes given. */
function flat(closes: readonly number[], volumes: readonly number[], firstDay = 1): TradedBars {
  return dailyBars(
    closes.map((close, i) => ({
      date: `2025-01-${String(firstDay + i).padStart(2, '0')}`,
      open: close,
      close,
      volume: volumes[i] ?? 100,
    })),
  );
}

describe('a scan of a hand-made market', () => {
  // On 2025-01-04: A closes 40 (up from 20: +100 %) on 4 x its mean volume; B closes 10, volume flat; C has no bar
  // that day; D closes 50 on 2 x its mean volume, down 50 %.
  const market = [
    stock('B', flat([10, 10, 10, 10], [100, 100, 100, 100])),
    stock('A', flat([20, 20, 20, 40], [100, 100, 100, 400])),
    stock('C', flat([30, 30, 30], [100, 100, 100])),
    stock('D', flat([100, 100, 100, 50], [100, 100, 100, 200])),
  ];
  const day = epochDay('2025-01-04');
  const price: BacktestRule = { kind: 'price', min: 15 };
  const shock: BacktestRule = { kind: 'volume-ratio', multiple: 3, sessions: 3 };

  it('all: every condition holds; the values in condition order, the traded figures of the session', () => {
    expect(scan(market, { day, conditions: [price, shock], match: 'all' })).toEqual([
      { symbol: 'A', ltp: 40, change: 20, changePercent: 100, volume: 400, values: [40, 4] },
    ]);
  });

  it('any: at least one holds, by symbol; a stock without a bar that session is not in the universe', () => {
    const rows = scan(market, { day, conditions: [price, shock], match: 'any' });
    expect(rows.map((r) => r.symbol)).toEqual(['A', 'D']);
    expect(rows[1]).toEqual({
      symbol: 'D',
      ltp: 50,
      change: -50,
      changePercent: -50,
      volume: 200,
      values: [50, 2],
    });
  });

  it('a past session reads that session: on 2025-01-03 no volume shock, and C is in the universe', () => {
    const past = epochDay('2025-01-03');
    expect(scan(market, { day: past, conditions: [shock], match: 'all' })).toEqual([]);
    expect(scan(market, { day: past, conditions: [price], match: 'all' }).map((r) => r.symbol)).toEqual([
      'A',
      'C',
      'D',
    ]);
  });

  it('a first session has no change, and a pattern condition shows whether it fired', () => {
    const first = epochDay('2025-01-01');
    const rows = scan(market, {
      day: first,
      conditions: [
        { kind: 'price', max: 10 },
        { kind: 'general-pattern', type: 'bullish' },
      ],
      match: 'any',
    });
    expect(rows).toEqual([
      { symbol: 'B', ltp: 10, change: null, changePercent: null, volume: 100, values: [10, false] },
    ]);
  });
});

/** A few engine rules of every shape: level rules with either trigger, a crossover, a pattern, filters. */
const arbitraryCondition: fc.Arbitrary<BacktestRule> = fc.oneof(
  arbitraryFilter,
  fc.record({
    kind: fc.constant('sma' as const),
    direction: fc.constantFrom('above' as const, 'below' as const),
    trigger: fc.constantFrom('while' as const, 'starts' as const),
    period: fc.integer({ min: 2, max: 30 }),
    source: fc.constantFrom('close' as const, 'open' as const),
    averageSource: fc.constant('close' as const),
  }),
  fc.record({
    kind: fc.constant('rsi' as const),
    direction: fc.constantFrom('above' as const, 'below' as const),
    period: fc.integer({ min: 2, max: 20 }),
    level: fc.integer({ min: 20, max: 80 }),
    source: fc.constant('close' as const),
  }),
  fc.record({
    kind: fc.constant('ema-crossover' as const),
    direction: fc.constantFrom('above' as const, 'below' as const),
    period1: fc.integer({ min: 2, max: 10 }),
    source1: fc.constant('close' as const),
    period2: fc.integer({ min: 11, max: 30 }),
    source2: fc.constant('close' as const),
  }),
  fc.record({
    kind: fc.constant('general-pattern' as const),
    type: fc.constantFrom('bullish' as const, 'bearish' as const),
  }),
);

/** Random stocks listed on different days (a later listing starts later), some missing sessions. */
function randomMarket(seed: number): { symbols: TradedBars[]; names: string[] } {
  const names = ['AAA', 'BBB', 'CCC', 'DDD'];
  const symbols = names.map((_, i) => {
    const bars = filterWalk(seed + i, 70 - 10 * i);
    const shift = 10 * i;
    // Listed `shift` days later than AAA, every other stock skipping the session 20 days in.
    const date = Int32Array.from(bars.date, (d) => d + shift);
    const keep = Array.from(date, (_, t) => i % 2 === 0 || t !== 20);
    const pick = <T extends Float64Array | Int32Array>(c: T) => c.filter((_, t) => keep[t]) as T;
    return {
      date: pick(date),
      open: pick(bars.open),
      high: pick(bars.high),
      low: pick(bars.low),
      close: pick(bars.close),
      volume: pick(bars.volume),
      tradedClose: pick(bars.tradedClose ?? bars.close),
      turnover: pick(bars.turnover ?? bars.close),
    };
  });
  return { symbols, names };
}

describe('a scan and the back-test agree, and a past session reads nothing after it (property)', () => {
  it('equals the scan of the market cut at the session, the back-test signal on the whole history, and the reference', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.array(arbitraryCondition, { minLength: 1, maxLength: 3 }),
        fc.constantFrom<Match>('all', 'any'),
        fc.integer({ min: 0, max: 69 }),
        (seed, conditions, match, offset) => {
          const { symbols, names } = randomMarket(seed);
          const day = symbols[0]!.date[offset]!;
          const whole = symbols.map((bars, i) => stock(names[i]!, bars));
          const answer = scan(whole, { day, conditions, match });
          expect(scan(marketCutAt(whole, day).symbols, { day, conditions, match })).toEqual(answer);
          const expected = symbols.flatMap((bars, i) => {
            const t = bars.date.indexOf(day);
            if (t < 0) return [];
            const cache = new IndicatorCache(bars);
            const signal = nextFiring(strategySignal(conditions, cache, match), t, t + 1) === t;
            expect(referenceStrategy(bars, conditions, match)(t), `${names[i]} by the reference`).toBe(
              signal,
            );
            return signal ? [names[i]] : [];
          });
          expect(answer.map((r) => r.symbol)).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the values a scan lists', () => {
  it('are the indicators the rules compare, read plainly', () => {
    const bars = filterWalk(7, 60);
    const t = 59;
    const conditions: BacktestRule[] = [
      { kind: 'sma', direction: 'above', period: 10, source: 'close', averageSource: 'close' },
      { kind: 'rsi', direction: 'above', period: 14, level: 0, source: 'close' },
      { kind: 'listed-sessions', min: 1 },
      { kind: 'range-width', percent: 1000, sessions: 5 },
    ];
    const [row] = scan([stock('X', bars)], { day: bars.date[t]!, conditions, match: 'any' });
    const closes = Array.from(bars.close.subarray(t - 4, t + 1));
    expect(row?.values[0]).toBeCloseTo(sma(bars.close, 10)[t]!, 9);
    expect(row?.values[1]).toBeCloseTo(rsi(bars.close, 14)[t]!, 9);
    expect(row?.values[2]).toBe(60);
    expect(row?.values[3]).toBeCloseTo(
      ((Math.max(...closes) - Math.min(...closes)) / Math.min(...closes)) * 100,
      9,
    );
  });

  it('are null where the figure is not known yet', () => {
    const bars: Bars = flat([10, 11], [100, 100]);
    const [row] = scan([stock('X', bars)], {
      day: bars.date[1]!,
      conditions: [
        { kind: 'listed-sessions', min: 1 },
        { kind: 'sma', direction: 'above', period: 5, source: 'close', averageSource: 'close' },
      ],
      match: 'any',
    });
    expect(row?.values).toEqual([2, null]);
  });
});

describe('pattern masks kept for the latest session', () => {
  it('give the scan it gives detecting them, and are read only for a pattern on the last session', () => {
    const names = ['P', 'Q', 'R'];
    const stocks = names.map((name, i) => stock(name, filterWalk(100 + i, 80)));
    const asked: string[] = [];
    const kept = stocks.map((s) => ({
      ...s,
      latestPatterns: () => {
        asked.push(s.symbol);
        return detectPatterns(s.adjusted, s.adjusted.date.length - 2);
      },
    }));
    const last = stocks[0]!.adjusted.date[79]!;
    const patterns: BacktestRule[] = [
      { kind: 'general-pattern', type: 'bullish' },
      { kind: 'general-pattern', type: 'bearish' },
      { kind: 'pattern-confirmed', pattern: 'doji', direction: 'above' },
    ];
    const query = { day: last, conditions: patterns, match: 'any' as const };
    expect(scan(kept, query)).toEqual(scan(stocks, query));
    expect(asked).toEqual(names);
    asked.length = 0;
    scan(kept, { day: last, conditions: [{ kind: 'listed-sessions', min: 1 }], match: 'all' });
    scan(kept, { ...query, day: stocks[0]!.adjusted.date[78]! });
    scan(kept, { ...query, conditions: [...patterns, { kind: 'pattern-invalidated', pattern: 'doji' }] });
    expect(asked).toEqual([]);
  });
});
