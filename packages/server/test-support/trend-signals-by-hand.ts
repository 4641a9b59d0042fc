import type { Bars } from '@nepse/core';

// Core's trend checks (trendSignalsAt) worked out again on one symbol's last session, as plainly as possible
// (TA-Lib's seeds, Pine's Supertrend), each named by the text the page shows: the tests' reference, apart
// from core's indicators and the contract's texts.

const last = (v: ArrayLike<number>) => v[v.length - 1]!;
const mean = (v: ArrayLike<number>, from: number, to: number) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += v[i]!;
  return sum / (to - from);
};
const smaLast = (v: Float64Array, n: number) => (v.length < n ? Number.NaN : mean(v, v.length - n, v.length));

/** EMA(n) of `v` from index `start`, seeded with the mean of the n values ending there; NaN before. */
function ema(v: number[], n: number, start: number): number[] {
  const out = v.map(() => Number.NaN);
  if (start >= v.length) return out;
  out[start] = mean(v, start - n + 1, start + 1);
  for (let i = start + 1; i < v.length; i++) out[i] = out[i - 1]! + (2 / (n + 1)) * (v[i]! - out[i - 1]!);
  return out;
}

/** TA-Lib MACD (12, 26, 9) on the last bar: both EMAs seeded on bar 25, the signal on the first 9 MACD values. */
function macdLast(close: Float64Array): [number, number] {
  const v = Array.from(close);
  if (v.length < 34) return [Number.NaN, Number.NaN];
  const fast = ema(v, 12, 25);
  const slow = ema(v, 26, 25);
  const line = v.map((_, i) => fast[i]! - slow[i]!).slice(25);
  return [last(line), last(ema(line, 9, 8))];
}

/** Wilder's RSI 14 on the last bar, seeded with the mean gain and loss of the first 14 changes. */
function rsiLast(close: Float64Array): number {
  if (close.length < 15) return Number.NaN;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < close.length; i++) {
    const d = close[i]! - close[i - 1]!;
    const [g, l] = [Math.max(d, 0), Math.max(-d, 0)];
    if (i <= 14) {
      gain += g / 14;
      loss += l / 14;
    } else {
      gain = (gain * 13 + g) / 14;
      loss = (loss * 13 + l) / 14;
    }
  }
  return gain + loss === 0 ? 0 : (100 * gain) / (gain + loss);
}

const trueRange = (b: Bars, i: number) =>
  Math.max(
    b.high[i]! - b.low[i]!,
    Math.abs(b.high[i]! - b.close[i - 1]!),
    Math.abs(b.low[i]! - b.close[i - 1]!),
  );

/** TA-Lib +DI, -DI and ADX 14 on the last bar (Wilder's sums over the first 13 moves, then S - S / 14 + x). */
function dmiLast(b: Bars): { plus: number; minus: number; adx: number } {
  const n = 14;
  let [plus, minus, range] = [0, 0, 0];
  const dx: number[] = [];
  let result = { plus: Number.NaN, minus: Number.NaN, adx: Number.NaN };
  for (let i = 1; i < b.close.length; i++) {
    const up = b.high[i]! - b.high[i - 1]!;
    const down = b.low[i - 1]! - b.low[i]!;
    const p = up > down && up > 0 ? up : 0;
    const m = down > up && down > 0 ? down : 0;
    if (i < n) {
      [plus, minus, range] = [plus + p, minus + m, range + trueRange(b, i)];
      continue;
    }
    [plus, minus, range] = [plus - plus / n + p, minus - minus / n + m, range - range / n + trueRange(b, i)];
    const [pdi, mdi] = [(100 * plus) / range, (100 * minus) / range];
    dx.push((100 * Math.abs(pdi - mdi)) / (pdi + mdi));
    let adx = Number.NaN;
    if (dx.length >= n) {
      adx = mean(dx, 0, n);
      for (let k = n; k < dx.length; k++) adx = (adx * (n - 1) + dx[k]!) / n;
    }
    result = { plus: pdi, minus: mdi, adx };
  }
  return result;
}

/** Pine's Supertrend (10, 3) direction on the last bar (1 up, -1 down) over TA-Lib's ATR 10; NaN before bar 10. */
function supertrendLast(b: Bars): number {
  const n = 10;
  if (b.close.length <= n) return Number.NaN;
  let atr = 0;
  for (let i = 1; i <= n; i++) atr += trueRange(b, i) / n;
  let [lower, upper, direction] = [0, 0, -1];
  for (let i = n; i < b.close.length; i++) {
    if (i > n) atr = (atr * (n - 1) + trueRange(b, i)) / n;
    const middle = (b.high[i]! + b.low[i]!) / 2;
    const previousClose = b.close[i - 1]!;
    const lowerBand = middle - 3 * atr > lower || previousClose < lower ? middle - 3 * atr : lower;
    const upperBand = middle + 3 * atr < upper || previousClose > upper ? middle + 3 * atr : upper;
    if (i > n)
      direction = direction === -1 ? (b.close[i]! > upperBand ? 1 : -1) : b.close[i]! < lowerBand ? -1 : 1;
    [lower, upper] = [lowerBand, upperBand];
  }
  return direction;
}

/** The texts of the checks that hold on the last bar of `adjusted` (volumes from `traded`). */
export function trendSignalsByHand(adjusted: Bars, traded: Bars): { positive: string[]; negative: string[] } {
  const positive: string[] = [];
  const negative: string[] = [];
  const pair = (holds: number, bullish: string, bearish: string) => {
    if (holds > 0) positive.push(bullish);
    if (holds < 0) negative.push(bearish);
  };
  const sign = (a: number, b: number) => (a > b ? 1 : a < b ? -1 : 0);
  const close = last(adjusted.close);
  for (const n of [20, 50, 200])
    pair(sign(close, smaLast(adjusted.close, n)), `Close above SMA ${n}`, `Close below SMA ${n}`);
  pair(
    sign(smaLast(adjusted.close, 50), smaLast(adjusted.close, 200)),
    'SMA 50 above SMA 200',
    'SMA 50 below SMA 200',
  );
  const [macd, signal] = macdLast(adjusted.close);
  pair(
    sign(macd, signal),
    'MACD (12, 26, 9) above its signal line',
    'MACD (12, 26, 9) below its signal line',
  );
  const rsi = rsiLast(adjusted.close);
  if (rsi <= 30) positive.push('RSI 14 oversold (at or below 30)');
  if (rsi > 30 && rsi < 50) negative.push('RSI 14 between 30 and 50');
  if (rsi >= 50 && rsi < 70) positive.push('RSI 14 between 50 and 70');
  if (rsi >= 70) negative.push('RSI 14 overbought (at or above 70)');
  const dmi = dmiLast(adjusted);
  pair(
    dmi.adx > 20 ? sign(dmi.plus, dmi.minus) : 0,
    '+DI above -DI with ADX 14 above 20',
    '-DI above +DI with ADX 14 above 20',
  );
  pair(supertrendLast(adjusted), 'Supertrend (10, 3) up', 'Supertrend (10, 3) down');
  const today = last(adjusted.date);
  if (adjusted.date[0]! <= today - 364) {
    const inYear = [...adjusted.date.keys()].filter((i) => adjusted.date[i]! >= today - 364);
    if (close >= 0.95 * Math.max(...inYear.map((i) => adjusted.high[i]!)))
      positive.push('Close within 5% of the 365-day high');
    if (close <= 1.05 * Math.min(...inYear.map((i) => adjusted.low[i]!)))
      negative.push('Close within 5% of the 365-day low');
  }
  const n = traded.volume.length;
  if (n > 20 && last(traded.volume) > 1.5 * mean(traded.volume, n - 21, n - 1))
    pair(
      sign(close, adjusted.close[n - 2]!),
      'Volume above 1.5x its 20-session average on an up day',
      'Volume above 1.5x its 20-session average on a down day',
    );
  return { positive, negative };
}
