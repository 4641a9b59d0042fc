import { describe, expect, it } from 'vitest';
import { hasNepseData, loadNepseBars, realDataTitle } from '../../test-support/nepse-data';
import { candlestickReference } from '../../test-support/talib-reference';
import { epochDay, isoDate } from '../dates';
import type { Bars } from '../series';
import { cdlAbandonedBaby } from './abandoned-baby';
import { type CandleFrame, candleFrame, type Ohlc } from './candle-frame';
import { cdlDarkCloudCover } from './dark-cloud-cover';
import { detectPatterns } from './detect-patterns';
import { cdlDoji, cdlDragonflyDoji, cdlGravestoneDoji } from './doji';
import { cdlEngulfing } from './engulfing';
import { cdlHammer, cdlHangingMan } from './hammer';
import { cdlHarami } from './harami';
import { cdlInvertedHammer, cdlShootingStar } from './inverted-hammer';
import { kickers } from './kickers';
import { cdlKicking } from './kicking';
import { cdlMarubozu } from './marubozu';
import { PATTERN_KEYS } from './pattern-catalogue';
import { cdlPiercing } from './piercing';
import { cdlEveningStar, cdlMorningStar } from './star';
import { cdlThreeBlackCrows } from './three-black-crows';
import { cdlThreeWhiteSoldiers } from './three-white-soldiers';

/**
 * Ours (with our defaults) and TA-Lib's function of the same name; the addon wants every option spelt out, so
 * TA-Lib's default penetrations (from `talib.explain`) are passed to it.
 */
const FUNCTIONS: ReadonlyArray<readonly [string, (frame: CandleFrame) => Int8Array, number?]> = [
  ['CDLENGULFING', cdlEngulfing],
  ['CDLPIERCING', cdlPiercing],
  ['CDLDARKCLOUDCOVER', cdlDarkCloudCover, 0.5],
  ['CDLHAMMER', cdlHammer],
  ['CDLHANGINGMAN', cdlHangingMan],
  ['CDLINVERTEDHAMMER', cdlInvertedHammer],
  ['CDLSHOOTINGSTAR', cdlShootingStar],
  ['CDLHARAMI', cdlHarami],
  ['CDLDOJI', cdlDoji],
  ['CDLDRAGONFLYDOJI', cdlDragonflyDoji],
  ['CDLGRAVESTONEDOJI', cdlGravestoneDoji],
  ['CDLMARUBOZU', cdlMarubozu],
  ['CDLMORNINGSTAR', cdlMorningStar, 0.3],
  ['CDLEVENINGSTAR', cdlEveningStar, 0.3],
  ['CDL3WHITESOLDIERS', cdlThreeWhiteSoldiers],
  ['CDL3BLACKCROWS', cdlThreeBlackCrows],
  ['CDLABANDONEDBABY', cdlAbandonedBaby, 0.3],
  ['CDLKICKING', cdlKicking],
];

function barsFrom(bars: Bars, firstDay: number): Ohlc & { date: Int32Array } {
  let first = 0;
  while (first < bars.date.length && bars.date[first]! < firstDay) first++;
  return {
    date: bars.date.subarray(first),
    open: bars.open.subarray(first),
    high: bars.high.subarray(first),
    low: bars.low.subarray(first),
    close: bars.close.subarray(first),
  };
}

describe.skipIf(!hasNepseData)(realDataTitle('patterns on the real NEPSE data'), () => {
  // Opens before 2018-02-18 are not real (the data's SOURCE.md). Read in the tests, not while collecting
  // them, so that the suite skips without the data rather than failing to load it.
  const firstDay = epochDay('2018-02-18');
  const market = () =>
    [...loadNepseBars()].map(([symbol, bars]) => [symbol, barsFrom(bars, firstDay)] as const);

  it('every CDL function agrees with TA-Lib on every bar of every symbol from 2018-02-18', async () => {
    const disagreements: string[] = [];
    const occurrences = new Map<string, { positive: number; negative: number }>();
    let barsCompared = 0;
    for (const [symbol, bars] of market()) {
      const frame = candleFrame(bars);
      barsCompared += bars.close.length;
      for (const [name, ours, penetration] of FUNCTIONS) {
        const mine = ours(frame);
        const theirs = candlestickReference(name, bars, penetration);
        const count = occurrences.get(name) ?? { positive: 0, negative: 0 };
        for (let i = 0; i < mine.length; i++) {
          if (theirs[i]! > 0) count.positive++;
          if (theirs[i]! < 0) count.negative++;
          if (mine[i] !== theirs[i]) {
            disagreements.push(
              `${name} ${symbol} ${isoDate(bars.date[i]!)}: ours ${mine[i]}, TA-Lib ${theirs[i]}`,
            );
          }
        }
        occurrences.set(name, count);
      }
    }
    console.info(`bars compared per function: ${barsCompared}`);
    console.info(
      [...occurrences]
        .map(([name, { positive, negative }]) => `${name}: +${positive} -${negative}`)
        .join('\n'),
    );
    expect(barsCompared).toBeGreaterThan(400_000);
    expect(disagreements.slice(0, 20), `${disagreements.length} disagreements`).toEqual([]);
  });

  it('gives every bar from `from` on the same answer as the whole evaluation, and 0 before it', () => {
    let compared = 0;
    for (const [symbol, bars] of market()) {
      const n = bars.close.length;
      if (n < 20) continue;
      const whole = detectPatterns(bars);
      for (const from of [n - 1, n - 30]) {
        const part = detectPatterns(bars, from);
        for (const key of PATTERN_KEYS) {
          expect(part.byKey[key].subarray(from), `${symbol} ${key} from ${from}`).toEqual(
            whole.byKey[key].subarray(from),
          );
          expect(part.byKey[key].subarray(0, from).every((v) => v === 0)).toBe(true);
        }
        expect(part.bullish.subarray(from)).toEqual(whole.bullish.subarray(from));
        expect(part.bearish.subarray(from)).toEqual(whole.bearish.subarray(from));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(600);
  });

  it('finds every pattern, and every CDLKICKING on well-formed candles is a kicker', () => {
    const found = new Map<string, number>(PATTERN_KEYS.map((key) => [key, 0]));
    let kicking = 0;
    for (const [, bars] of market()) {
      const masks = detectPatterns(bars);
      for (const key of PATTERN_KEYS) {
        found.set(key, (found.get(key) ?? 0) + masks.byKey[key].reduce((sum, v) => sum + v, 0));
      }
      const frame = candleFrame(bars);
      const strict = cdlKicking(frame);
      const loose = kickers(frame);
      // Dirty rows (open outside [low, high]) can gap the shadows without gapping the bodies.
      const wellFormed = (i: number) =>
        bars.high[i]! >= Math.max(bars.open[i]!, bars.close[i]!) &&
        bars.low[i]! <= Math.min(bars.open[i]!, bars.close[i]!);
      for (let i = 1; i < strict.length; i++) {
        if (strict[i] !== 0 && wellFormed(i) && wellFormed(i - 1)) {
          kicking++;
          expect(loose[i]).toBe(strict[i]);
        }
      }
    }
    console.info([...found].map(([key, count]) => `${key}: ${count}`).join('\n'));
    expect(kicking).toBeGreaterThan(50);
    for (const [key, count] of found) expect(count, key).toBeGreaterThan(0);
  });
});
