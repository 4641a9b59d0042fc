import { createRequire } from 'node:module';
import type { Ohlc } from '../src/patterns/candle-frame';

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
 * TA-Lib's output of the candlestick function `name` (e.g. CDLHAMMER) for every bar (0 in its warm-up), the
 * reference our detectors are tested against; the addon wants every option spelt out, so a function with a
 * penetration is given TA-Lib's default. Called with a callback: the addon's synchronous form crashes inside
 * Vitest's workers (it wraps the missing callback argument as a function).
 */
export async function talibOutput(name: string, ohlc: Ohlc, penetration?: number): Promise<Int8Array> {
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
