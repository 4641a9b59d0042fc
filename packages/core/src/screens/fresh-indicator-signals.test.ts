import { describe, expect, it } from 'vitest';
import { closeBars, closeStock, DAY } from '../../test-support/close-bars';
import { rsi } from '../indicators/rsi';
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
});
