import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { hasNepseData, loadNepseBars, NEPSE_DATA_MISSING } from '../../test-support/nepse-data';
import { epochDay, isoDate } from '../dates';
import type { Bars } from '../series';
import { cdlAbandonedBaby } from './abandoned-baby';
import { type CandleFrame, candleFrame, type Ohlc } from './candle-frame';
import { cdlDarkCloudCover } from './dark-cloud-cover';
import { cdlDoji, cdlDragonflyDoji, cdlGravestoneDoji } from './doji';
import { cdlEngulfing } from './engulfing';
import { cdlHammer, cdlHangingMan } from './hammer';
import { cdlHarami } from './harami';
import { cdlInvertedHammer, cdlShootingStar } from './inverted-hammer';
import { cdlKicking } from './kicking';
import { cdlMarubozu } from './marubozu';
import { cdlPiercing } from './piercing';
import { cdlEveningStar, cdlMorningStar } from './star';
import { cdlThreeBlackCrows } from './three-black-crows';
import { cdlThreeWhiteSoldiers } from './three-white-soldiers';

interface TalibRequest {
  name: string;
  startIdx: number;
  endIdx: number;
  open: number[];
  high: number[];
  low: number[];
  close: number[];
  optInPenetration?: number;
}
interface TalibResult {
  begIndex: number;
  nbElement: number;
  result: { outInteger: number[] };
}
interface TalibModule {
  execute(request: TalibRequest, done: (error: Error | null, result: TalibResult) => void): void;
}

const talib = createRequire(import.meta.url)('talib') as TalibModule;

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

/**
 * TA-Lib's output for every bar (0 in its warm-up). Called with a callback: the addon's synchronous form crashes
 * inside Vitest's workers (it wraps the missing callback argument as a function).
 */
async function talibOutput(name: string, ohlc: Ohlc, penetration?: number): Promise<Int8Array> {
  const n = ohlc.close.length;
  const out = new Int8Array(n);
  if (n === 0) return out;
  const request = {
    name,
    startIdx: 0,
    endIdx: n - 1,
    open: Array.from(ohlc.open),
    high: Array.from(ohlc.high),
    low: Array.from(ohlc.low),
    close: Array.from(ohlc.close),
    ...(penetration === undefined ? {} : { optInPenetration: penetration }),
  };
  const { begIndex, nbElement, result } = await new Promise<TalibResult>((resolve, reject) =>
    talib.execute(request, (error, answer) => (error ? reject(error) : resolve(answer))),
  );
  for (let k = 0; k < nbElement; k++) out[begIndex + k] = result.outInteger[k] ?? Number.NaN;
  return out;
}

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

describe.skipIf(!hasNepseData)(
  `TA-Lib agreement on the real NEPSE data${hasNepseData ? '' : ` (${NEPSE_DATA_MISSING})`}`,
  () => {
    it('every CDL function agrees with TA-Lib on every bar of every symbol from 2018-02-18', async () => {
      const firstDay = epochDay('2018-02-18');
      const disagreements: string[] = [];
      const occurrences = new Map<string, { positive: number; negative: number }>();
      let barsCompared = 0;
      for (const [symbol, all] of loadNepseBars()) {
        const bars = barsFrom(all, firstDay);
        const frame = candleFrame(bars);
        barsCompared += bars.close.length;
        for (const [name, ours, penetration] of FUNCTIONS) {
          const mine = ours(frame);
          const theirs = await talibOutput(name, bars, penetration);
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
  },
);
