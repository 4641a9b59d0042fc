import { describe, expect, it } from 'vitest';
import { candle as c, candleColumns } from './candle';
import { candleFrame } from './candle-frame';
import { windows } from './windows';

const signals = (...candles: ReturnType<typeof c>[]) => [...windows(candleFrame(candleColumns(candles)))];

describe('windows (ours)', () => {
  it('marks a rising window where the low clears the previous high', () => {
    // 101.8 > 101.3: a gap between the shadows.
    expect(signals(c(100, 101.3, 99.8, 101), c(102, 103.4, 101.8, 103))).toEqual([0, 100]);
  });

  it('marks a falling window where the high stays under the previous low', () => {
    expect(signals(c(100, 100.2, 98.7, 99), c(98, 98.3, 96.8, 97))).toEqual([0, -100]);
  });

  it('does not count shadows that touch or overlap, even when the bodies gap', () => {
    expect(signals(c(100, 101.3, 99.8, 101), c(102, 103.4, 101.3, 103))).toEqual([0, 0]);
    expect(signals(c(100, 100.2, 98.7, 99), c(98, 98.7, 96.8, 97))).toEqual([0, 0]);
    expect(signals(c(100, 101.3, 99.8, 101), c(101.5, 103, 101.2, 102.5))).toEqual([0, 0]);
  });
});
