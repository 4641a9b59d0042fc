import { createRequire } from 'node:module';
import { firstValue } from '../src/indicators/output';
import type { Ohlc } from '../src/patterns/candle-frame';

interface TalibResult {
  begIndex: number;
  nbElement: number;
  result: Record<string, number[]>;
}
interface Talib {
  execute(request: Record<string, unknown>): TalibResult;
}
const talib = createRequire(import.meta.url)('talib') as Talib;

export type Columns = Record<string, Float64Array>;

/**
 * TA-Lib's function `name` over `inputs` (keyed as the addon names them: inReal, open, high, low, close, volume)
 * from bar `start` on, as full columns keyed by TA-Lib's output names, NaN wherever TA-Lib gives no value. The
 * addon reads plain arrays only.
 */
export function reference(
  name: string,
  inputs: Columns,
  options: Record<string, number> = {},
  start = 0,
): Columns {
  const length = Object.values(inputs)[0]?.length ?? 0;
  const request: Record<string, unknown> = { name, startIdx: 0, endIdx: length - start - 1, ...options };
  for (const [key, column] of Object.entries(inputs)) request[key] = Array.from(column.subarray(start));
  const outputs: Columns = {};
  if (length - start < 1) return outputs;
  const { begIndex, nbElement, result } = talib.execute(request);
  for (const [key, values] of Object.entries(result)) {
    const column = new Float64Array(length).fill(Number.NaN);
    column.set(values.slice(0, nbElement), start + begIndex);
    outputs[key] = column;
  }
  return outputs;
}

/** The single output column of a TA-Lib call. */
export function real(
  name: string,
  inputs: Columns,
  options: Record<string, number> = {},
  start = 0,
): Float64Array {
  const column = reference(name, inputs, options, start).outReal;
  return column ?? new Float64Array(Object.values(inputs)[0]?.length ?? 0).fill(Number.NaN);
}

/**
 * TA-Lib's candlestick function `name` (e.g. CDLHAMMER) for every bar, 0 in its warm-up: the reference our
 * detectors are tested against. The addon wants every option spelt out, so a function with a penetration is
 * given TA-Lib's default by the caller.
 */
export function candlestickReference(name: string, ohlc: Ohlc, penetration?: number): Int8Array {
  const { open, high, low, close } = ohlc;
  const options: Record<string, number> = penetration === undefined ? {} : { optInPenetration: penetration };
  const column = reference(name, { open, high, low, close }, options).outInteger;
  return Int8Array.from(column ?? new Float64Array(close.length), (v) => (Number.isNaN(v) ? 0 : v));
}

/**
 * Stoch RSI 14/14/3/3 as TA-Lib composes it: STOCH (fast %K 14, slow %K and %D 3, simple averages) over RSI 14
 * handed in as high, low and close, from RSI's first value on; columns outSlowK and outSlowD.
 */
export function stochRsiReference(close: Float64Array): Columns {
  const strength = real('RSI', { inReal: close }, { optInTimePeriod: 14 });
  return reference(
    'STOCH',
    { high: strength, low: strength, close: strength },
    {
      optInFastK_Period: 14,
      optInSlowK_Period: 3,
      optInSlowK_MAType: 0,
      optInSlowD_Period: 3,
      optInSlowD_MAType: 0,
    },
    firstValue(strength),
  );
}
