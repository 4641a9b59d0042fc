import { sma } from '../indicators/sma';
import { sessionIndex } from '../scan/scan';
import type { Bars } from '../series';
import { exceeds } from '../tie';

/**
 * The relative-strength rank (ours): each stock's blend of momentum and distance from its averages, placed as a
 * percentile of the stocks ranked on the same session. On session t, on the stock's own adjusted closes c:
 *
 *   score = 0.2 x (c[t] / c[t-20] - 1)      short momentum, about a month
 *         + 0.2 x (c[t] / c[t-60] - 1)      medium momentum, about a quarter
 *         + 0.3 x (c[t] / c[t-240] - 1)     long momentum, about a NEPSE year
 *         + 0.15 x (c[t] / SMA50[t] - 1)    distance from the 50-session average
 *         + 0.15 x (c[t] / SMA200[t] - 1)   distance from the 200-session average
 *
 * A stock is ranked on t when it traded on t and has at least 241 sessions up to it. Of the n ranked stocks, one
 * whose score is above `below` of the others (the tie rule: a score within a tie of another is not above it) has
 * rank round(999 x below / (n - 1)) / 10: the strongest 99.9, the weakest 0, a lone stock 99.9.
 *
 * Worked example, three stocks on one session:
 *   A: returns 10 %, 20 %, 50 %, 5 % above SMA50, 15 % above SMA200:
 *      0.2 x 0.10 + 0.2 x 0.20 + 0.3 x 0.50 + 0.15 x 0.05 + 0.15 x 0.15 = 0.24
 *   B: returns 0, 0, 0, on both averages: score 0
 *   C: returns -10 %, -20 %, -30 %, 5 % and 10 % below them: -0.02 - 0.04 - 0.09 - 0.0075 - 0.015 = -0.1725
 *   A is above 2 of the others: 999 x 2 / 2 / 10 = 99.9; B above 1: 49.95 rounds to 50.0; C above none: 0.
 */
export const RS_WEIGHTS = {
  short: 0.2,
  medium: 0.2,
  long: 0.3,
  sma50: 0.15,
  sma200: 0.15,
} as const;

/** Sessions back each momentum looks. */
export const RS_SESSIONS = { short: 20, medium: 60, long: 240 } as const;

/** The averages whose distances enter the blend. */
export const RS_AVERAGES = { sma50: 50, sma200: 200 } as const;

/** Sessions a stock needs up to t, t included, to be ranked on t. */
export const RS_MIN_SESSIONS = RS_SESSIONS.long + 1;

/** The pieces of one stock's blend on one session, as fractions (0.1 is 10 %). */
export interface RelativeStrengthParts {
  short: number;
  medium: number;
  long: number;
  sma50: number;
  sma200: number;
  score: number;
}

/** The blend's score from its parts. */
export function blendScore(p: Omit<RelativeStrengthParts, 'score'>): number {
  return (
    RS_WEIGHTS.short * p.short +
    RS_WEIGHTS.medium * p.medium +
    RS_WEIGHTS.long * p.long +
    RS_WEIGHTS.sma50 * p.sma50 +
    RS_WEIGHTS.sma200 * p.sma200
  );
}

/** A stock's closes with the two averages of the blend, over the same bars. */
export interface BlendColumns {
  readonly close: Float64Array;
  readonly sma50: Float64Array;
  readonly sma200: Float64Array;
}

/** The blend's columns of adjusted closes: the averages are the indicators' SMA. */
export function blendColumns(close: Float64Array): BlendColumns {
  return { close, sma50: sma(close, RS_AVERAGES.sma50), sma200: sma(close, RS_AVERAGES.sma200) };
}

/** The blend's parts on bar t; undefined with fewer than RS_MIN_SESSIONS sessions or a score that is no number. */
export function relativeStrengthParts(columns: BlendColumns, t: number): RelativeStrengthParts | undefined {
  const { close } = columns;
  if (t + 1 < RS_MIN_SESSIONS || t >= close.length) return undefined;
  const c = close[t]!;
  const parts = {
    short: c / close[t - RS_SESSIONS.short]! - 1,
    medium: c / close[t - RS_SESSIONS.medium]! - 1,
    long: c / close[t - RS_SESSIONS.long]! - 1,
    sma50: c / columns.sma50[t]! - 1,
    sma200: c / columns.sma200[t]! - 1,
  };
  const score = blendScore(parts);
  return Number.isFinite(score) ? { ...parts, score } : undefined;
}

/**
 * Ranks of scores: for each, round(999 x (how many of the others it is above, by the tie rule) / (n - 1)) / 10;
 * 99.9 for a lone score. One sort and one walk: in ascending order the count of scores a score is above only grows.
 */
export function percentileRanks(scores: Float64Array): Float64Array {
  const n = scores.length;
  const out = new Float64Array(n);
  if (n === 1) out[0] = 99.9;
  if (n <= 1) return out;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[a]! - scores[b]!);
  let below = 0;
  for (const i of order) {
    while (below < n && exceeds(scores[i]!, scores[order[below]!]!)) below++;
    out[i] = Math.round((999 * below) / (n - 1)) / 10;
  }
  return out;
}

/** One stock's rank on a session with the blend it was ranked by. */
export interface RelativeStrengthRow extends RelativeStrengthParts {
  symbol: string;
  rank: number;
}

/** A stock the rank reads: its adjusted bars. */
export interface RankedSymbol {
  readonly symbol: string;
  readonly adjusted: Pick<Bars, 'date' | 'close'>;
}

/**
 * The relative-strength rank of every stock of `symbols` (the universe) on session `day` (see RS_WEIGHTS): those
 * with a bar that day and enough sessions, strongest first, ties by symbol. Only bars up to `day` are read, so a
 * past session gets the ranks a market cut there gives.
 */
export function relativeStrengthRanks(symbols: readonly RankedSymbol[], day: number): RelativeStrengthRow[] {
  const rows: Omit<RelativeStrengthRow, 'rank'>[] = [];
  for (const { symbol, adjusted } of symbols) {
    const t = sessionIndex(adjusted.date, day);
    const parts =
      t + 1 < RS_MIN_SESSIONS
        ? undefined
        : relativeStrengthParts(blendColumns(adjusted.close.subarray(0, t + 1)), t);
    if (parts) rows.push({ symbol, ...parts });
  }
  const ranks = percentileRanks(Float64Array.from(rows, (r) => r.score));
  return rows
    .map((row, i) => ({ ...row, rank: ranks[i]! }))
    .sort((a, b) => b.rank - a.rank || (a.symbol < b.symbol ? -1 : 1));
}

/**
 * The rank of each stock of `symbols` on every session of its history, one column per stock aligned with its bars
 * (NaN where it is not ranked): on each session the same ranks as `relativeStrengthRanks` of that session, for the
 * scans and back-tests of past sessions. The scores are bucketed by day (a counting sort), then ranked per day.
 */
export function relativeStrengthHistory(symbols: readonly RankedSymbol[]): Float64Array[] {
  const out = symbols.map(({ adjusted }) => new Float64Array(adjusted.date.length).fill(Number.NaN));
  const scores = symbols.map(({ adjusted }) => {
    const columns = blendColumns(adjusted.close);
    const column = new Float64Array(adjusted.close.length).fill(Number.NaN);
    for (let t = RS_MIN_SESSIONS - 1; t < column.length; t++)
      column[t] = relativeStrengthParts(columns, t)?.score ?? Number.NaN;
    return column;
  });
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const { adjusted } of symbols) {
    const n = adjusted.date.length;
    if (n === 0) continue;
    first = Math.min(first, adjusted.date[0]!);
    last = Math.max(last, adjusted.date[n - 1]!);
  }
  if (!(first <= last)) return out;
  const start = new Int32Array(last - first + 2);
  scores.forEach((column, s) => {
    const date = symbols[s]!.adjusted.date;
    column.forEach((score, t) => {
      if (!Number.isNaN(score)) start[date[t]! - first + 1]!++;
    });
  });
  for (let d = 1; d < start.length; d++) start[d]! += start[d - 1]!;
  const total = start[start.length - 1]!;
  const owner = new Int32Array(total);
  const bar = new Int32Array(total);
  const score = new Float64Array(total);
  const filled = start.slice();
  scores.forEach((column, s) => {
    const date = symbols[s]!.adjusted.date;
    column.forEach((value, t) => {
      if (Number.isNaN(value)) return;
      const k = filled[date[t]! - first]!++;
      owner[k] = s;
      bar[k] = t;
      score[k] = value;
    });
  });
  for (let d = 0; d + 1 < start.length; d++) {
    const from = start[d]!;
    const to = start[d + 1]!;
    if (to === from) continue;
    const ranks = percentileRanks(score.subarray(from, to));
    for (let k = from; k < to; k++) out[owner[k]!]![bar[k]!] = ranks[k - from]!;
  }
  return out;
}
