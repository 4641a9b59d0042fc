import { describe, expect, it } from 'vitest';
import { closeBars, closeStock, DAY } from '../../test-support/close-bars';
import { isVolumeShock, volumeIncreasePercent, volumeShockers } from './volume-shockers';

// Seven sessions of volume 100..700 (mean 400) and closes 10..16 (mean 13), then today.
const WEEK_VOLUMES = [100, 200, 300, 400, 500, 600, 700];
const WEEK_CLOSES = [10, 11, 12, 13, 14, 15, 16];

describe('volumeShockers', () => {
  it('compares today with the mean of the 7 sessions before it, by hand', () => {
    // 1,000 against a mean of 400: +150 %; the session before the 7 (volume 9,999) is not in the mean.
    const rows = volumeShockers({
      latestDay: DAY,
      symbols: [closeStock('ABC', [99, ...WEEK_CLOSES, 17.5], { volumes: [9_999, ...WEEK_VOLUMES, 1_000] })],
    });
    expect(rows).toEqual([
      {
        symbol: 'ABC',
        volDiffPercent: 150,
        volume: 1_000,
        averageVolume: 400,
        closePrice: 17.5,
        averageClose: 13,
      },
    ]);
  });

  it('lists from +100 % (twice the mean) and leaves out a smaller increase', () => {
    const rows = volumeShockers({
      latestDay: DAY,
      symbols: [
        closeStock('TWICE', [...WEEK_CLOSES, 17], { volumes: [...WEEK_VOLUMES, 800] }),
        closeStock('ALMOST', [...WEEK_CLOSES, 17], { volumes: [...WEEK_VOLUMES, 799] }),
      ],
    });
    expect(rows.map((r) => [r.symbol, r.volDiffPercent])).toEqual([['TWICE', 100]]);
  });

  it('leaves out a symbol that did not trade on the latest session', () => {
    const rows = volumeShockers({
      latestDay: DAY,
      symbols: [
        closeStock('OLD', [...WEEK_CLOSES, 17], { volumes: [...WEEK_VOLUMES, 5_000], lastDay: DAY - 1 }),
      ],
    });
    expect(rows).toEqual([]);
  });

  it('needs 8 sessions and a non-zero average', () => {
    const rows = volumeShockers({
      latestDay: DAY,
      symbols: [
        closeStock('SHORT', WEEK_CLOSES, { volumes: [100, 200, 300, 400, 500, 600, 5_000] }),
        closeStock('ZERO', [...WEEK_CLOSES, 17], { volumes: [0, 0, 0, 0, 0, 0, 0, 5_000] }),
      ],
    });
    expect(rows).toEqual([]);
    expect(volumeIncreasePercent(Float64Array.from([0, 0, 0, 0, 0, 0, 0, 5]), 7)).toBeNaN();
    expect(isVolumeShock(Float64Array.from([1, 1, 1, 1, 1, 1, 5]), 6)).toBe(false);
  });

  it('reads traded volumes and the traded close, and averages adjusted closes', () => {
    // A 1:1 bonus before the last session: adjusted closes are halved and adjusted volumes doubled before it.
    const traded = closeBars([...WEEK_CLOSES.map((c) => c * 2), 13], { volumes: [...WEEK_VOLUMES, 900] });
    const adjusted = closeBars([...WEEK_CLOSES, 13], { volumes: [...WEEK_VOLUMES.map((v) => v * 2), 900] });
    const [row] = volumeShockers({ latestDay: DAY, symbols: [{ symbol: 'BON', adjusted, traded }] });
    expect(row).toEqual({
      symbol: 'BON',
      volDiffPercent: 125,
      volume: 900,
      averageVolume: 400,
      closePrice: 13,
      averageClose: 13,
    });
  });

  it('orders by increase, largest first, ties by symbol', () => {
    const rows = volumeShockers({
      latestDay: DAY,
      symbols: [
        closeStock('B', [...WEEK_CLOSES, 17], { volumes: [...WEEK_VOLUMES, 1_200] }),
        closeStock('C', [...WEEK_CLOSES, 17], { volumes: [...WEEK_VOLUMES, 2_000] }),
        closeStock('A', [...WEEK_CLOSES, 17], { volumes: [...WEEK_VOLUMES, 1_200] }),
      ],
    });
    expect(rows.map((r) => r.symbol)).toEqual(['C', 'A', 'B']);
  });
});
