import { describe, expect, it } from 'vitest';
import { closeBars, closeStock, DAY } from '../../test-support/close-bars';
import { rsi } from '../indicators/rsi';
import { stochasticRsi } from '../indicators/stochastic-rsi';
import {
  FRESH_SIGNAL_GROUPS,
  type FreshSignalKey,
  freshIndicatorSignals,
  freshSignalsAt,
} from './fresh-indicator-signals';

const flat = (n: number, price = 100) => Array.from({ length: n }, () => price);
const symbolsOf = (groups: ReturnType<typeof freshIndicatorSignals>, key: FreshSignalKey) =>
  groups.find((g) => g.key === key)?.stocks.map((s) => s.symbol);

describe('freshIndicatorSignals', () => {
  // 250 sessions at 100 (SMA 50 = SMA 200 = 100, a tie), then 150: SMA 50 = 100 + 50 / 50 = 101 and
  // SMA 200 = 100 + 50 / 200 = 100.25, so SMA 50 is above SMA 200 for the first time on that bar.
  const JUMP = [...flat(250), 150];

  it('lists a golden cross on the latest bar, and not one the bar before', () => {
    const groups = freshIndicatorSignals({
      latestDay: DAY,
      symbols: [closeStock('TODAY', JUMP), closeStock('YESTERDAY', [...JUMP, 150])],
    });
    // YESTERDAY's averages on its last bar: 102 against 100.5, above already on the bar before.
    expect(symbolsOf(groups, 'golden-cross')).toEqual(['TODAY']);
    expect(symbolsOf(groups, 'death-cross')).toEqual([]);
    expect(symbolsOf(groups, 'close-cross-up-sma200')).toEqual(['TODAY']);
  });

  it('lists a death cross on the mirror series, and a tie is no cross', () => {
    const groups = freshIndicatorSignals({
      latestDay: DAY,
      symbols: [closeStock('DROP', [...flat(250), 50]), closeStock('FLAT', flat(251))],
    });
    expect(symbolsOf(groups, 'death-cross')).toEqual(['DROP']);
    expect(symbolsOf(groups, 'close-cross-down-sma200')).toEqual(['DROP']);
    expect(groups.every((g) => !g.stocks.some((s) => s.symbol === 'FLAT'))).toBe(true);
  });

  it('keeps every group in FRESH_SIGNAL_GROUPS order, empty ones too, each with its name', () => {
    const groups = freshIndicatorSignals({ latestDay: DAY, symbols: [] });
    expect(groups.map((g) => g.key)).toEqual(FRESH_SIGNAL_GROUPS.map((g) => g.key));
    expect(groups).toHaveLength(14);
    expect(groups[0]).toEqual({
      key: 'golden-cross',
      name: 'Golden Cross (SMA 50 above SMA 200)',
      stocks: [],
    });
  });

  it('leaves out a symbol that did not trade on the latest session', () => {
    const groups = freshIndicatorSignals({
      latestDay: DAY,
      symbols: [closeStock('OLD', JUMP, { lastDay: DAY - 1 })],
    });
    expect(groups.every((g) => g.stocks.length === 0)).toBe(true);
  });

  it('shows the traded close as LTP and the change on adjusted closes, symbols in order', () => {
    // A 1:1 bonus before the last bar: the traded closes were twice the adjusted ones, then 150 both.
    const adjusted = closeBars(JUMP);
    const traded = closeBars(JUMP.map((c, i) => (i < 250 ? c * 2 : c)));
    const groups = freshIndicatorSignals({
      latestDay: DAY,
      symbols: [closeStock('ZED', JUMP), { symbol: 'BONUS', adjusted, traded }],
    });
    const golden = groups[0]?.stocks;
    expect(golden?.map((s) => s.symbol)).toEqual(['BONUS', 'ZED']);
    // 150 against the adjusted 100 the session before: +50, +50 %, not 150 - 200.
    expect(golden?.[0]).toEqual({ symbol: 'BONUS', ltp: 150, change: 50, changePercent: 50 });
  });
});

describe('freshSignalsAt', () => {
  it('sees RSI 14 cross above 30 only on the bar where it goes from at most 30 to above it', () => {
    // A long fall to an RSI of 0, then rises of 1 a session: the RSI climbs through 30 on one bar.
    const closes = [
      ...Array.from({ length: 30 }, (_, i) => 200 - 2 * i),
      ...Array.from({ length: 40 }, (_, i) => 142 + i),
    ];
    const strength = rsi(Float64Array.from(closes), 14);
    const t = strength.findIndex((v, i) => i > 0 && (strength[i - 1] as number) <= 30 && v > 30);
    expect(t).toBeGreaterThan(30);
    const b = closeBars(closes);
    expect(freshSignalsAt(b, t).has('rsi-cross-up-30')).toBe(true);
    expect(freshSignalsAt(b, t + 1).has('rsi-cross-up-30')).toBe(false);
    expect(freshSignalsAt(b, t - 1).has('rsi-cross-up-30')).toBe(false);
  });

  it('sees nothing on the first bar or during the warm-up', () => {
    expect(freshSignalsAt(closeBars([100, 150]), 1).size).toBe(0);
    expect(freshSignalsAt(closeBars([100]), 0).size).toBe(0);
  });

  it('sees no Stoch RSI cross while %K and %D sit at 0, and a cross up when they leave the tie upwards', () => {
    // A zigzag up, then eight falls in a row: the RSI makes a new 14-session low every day from bar 37, so the
    // stochastic of the RSI is 0 there and, two sessions later, %K and %D (its 3-bar means) are 0 too on bars 39
    // to 41; the rise on bar 42 lifts %K above %D. The rolling sums leave %K at +3.6e-15 and %D at -1.9e-15
    // inside the tie, so a purely relative tolerance would see a cross up on bar 39 and none on bar 42.
    const zigzag = [
      100, 102, 101, 104, 103, 106, 104, 107, 105, 108, 106, 109, 107, 110, 108, 111, 109, 112, 110, 113, 111,
      114, 112, 115, 113, 116, 114, 117, 115, 118, 116, 119, 117, 120,
    ];
    const falls = [118.3, 116.1, 113.7, 111.9, 109.3, 107.2, 105.1, 103.4];
    const bars = closeBars([...zigzag, ...falls, 106.5]);
    const { k, d } = stochasticRsi(bars.close, 14, 14, 3, 3);
    const last = bars.close.length - 1;
    const tied = [39, 40, 41];
    for (const t of tied) expect(Math.abs(k[t]!) + Math.abs(d[t]!)).toBeLessThan(1e-12);
    // The residues are there: a plain comparison would see %K above %D inside the tie.
    for (const t of tied) expect(k[t]!).toBeGreaterThan(d[t]!);
    for (const t of [38, ...tied]) {
      expect(freshSignalsAt(bars, t).has('stoch-rsi-cross-up')).toBe(false);
      expect(freshSignalsAt(bars, t).has('stoch-rsi-cross-down')).toBe(false);
    }
    expect(k[last]! - d[last]!).toBeGreaterThan(1);
    expect(freshSignalsAt(bars, last).has('stoch-rsi-cross-up')).toBe(true);
  });
});
