import {
  type Bars,
  BREAKOUT_LOOKBACK,
  breakoutSession,
  CONSOLIDATION_MAX_RANGE,
  consolidationRange as closesRange,
  FIFTY_TWO_WEEK_DAYS,
  FIFTY_TWO_WEEK_KINDS,
  isVolumeShock as isShock,
  previousSessionsMean,
} from '@nepse/core';
import { CANDLE_TEMPLATES, type CandleTemplate } from './candle-templates';
import type { DividendEvent } from './dividend-schedule';
import { bandCeiling, bandFloor, rupees, TICKS_PER_RUPEE } from './price-band';
import type { Prng } from './prng';
import { type SymbolSeries, turnoverOf } from './symbol-path';
import { hasYearExtreme, type YearExtremeSteer, yearExtremeSteer } from './year-extreme-bar';

/** A symbol whose last sessions may be shaped. */
export interface ShapeTarget {
  series: SymbolSeries;
  dividends: readonly DividendEvent[];
}

/** What was shaped: the position of the symbol among the targets and the shape given to it. */
export interface Shaped {
  target: number;
  shape: string;
}

/** Screens that must list at least this many stocks on the latest day. */
const MIN_LISTED = 5;
/** Golden and death crosses wanted on the latest day. */
const MIN_CROSSES = 2;
/** Stocks wanted for each kind of the 52-week screen (new or near high or low) on the latest day. */
const MIN_YEAR_EXTREMES = 3;
/** A shaped symbol has this much history and no book closure in this many last sessions. */
const MIN_HISTORY = 260;
const QUIET_SESSIONS = 25;
const MIN_TEMPLATE_PRICE = 150;

/**
 * Natural dynamics leave some latest-day screens empty on some days (a morning star or a golden cross is
 * rare); this shapes the last sessions of a few symbols, chosen at random, so that none is:
 * - one symbol per spec candlestick pattern gets the pattern's template on its last 1-4 bars, scaled to its
 *   own typical body and placed after a decline (bullish reversals) or a rise (bearish ones) when it can;
 * - golden and death crosses (SMA 50 / 200) up to MIN_CROSSES each: the symbols whose averages are closest to
 *   crossing get a steady run over their last 20 sessions (at most 15 %) and a last-day move (at most 6 %)
 *   that make them cross on the last one;
 * - breakouts (a close above the highest close of the previous 50 sessions on one of the last 5), 20-session
 *   consolidations (range of closes <= 8 %) and volume shockers (latest volume >= 2 x the average of the
 *   previous 7) up to MIN_LISTED each: a last close just above the 50-session high, the last 20 sessions
 *   drawn closer to where they started, a last volume 2.2-4.5 x the average;
 * - each kind of the 52-Week High & Low screen up to MIN_YEAR_EXTREMES, by core's rule: among symbols without a
 *   bonus issue in the year (their adjusted prices are the generated ones), those that need the shortest run of
 *   last sessions steered get it (see `yearExtremeSteer`).
 * Every shaped bar keeps the tick, the price band and low <= open, close <= high; turnover follows.
 */
export function shapeLatestSessions(prng: Prng, targets: readonly ShapeTarget[], days: Int32Array): Shaped[] {
  const shaped: Shaped[] = [];
  const used = new Set<number>();
  const order = shuffled(prng, targets.length).filter((j) => isEligible(targets[j], days.length));
  const take = (j: number, shape: string) => {
    used.add(j);
    shaped.push({ target: j, shape });
  };
  const free = () => order.filter((j) => !used.has(j));
  // Symbols that pass a screen naturally are left alone by the later steps, which could undo it.
  const reserve = (passing: number[]) => {
    for (const j of passing) used.add(j);
    return passing.length;
  };

  for (const template of CANDLE_TEMPLATES) {
    const candidates = free().filter((j) => suitsTemplate(bars(targets, j), template));
    const preferred = candidates.find((j) => inContext(bars(targets, j), template));
    for (const j of preferred === undefined ? candidates : [preferred, ...candidates]) {
      if (applyTemplate(targets[j]?.series, template, days)) {
        take(j, template.pattern);
        break;
      }
    }
  }
  for (const direction of [1, -1] as const) {
    let count = reserve(order.filter((j) => crossesOnLastBar(bars(targets, j), direction)));
    const steers = free()
      .map((j) => ({ j, steer: crossSteer(bars(targets, j), direction) }))
      .filter((m): m is { j: number; steer: CrossSteer } => m.steer !== undefined)
      .sort((a, b) => a.steer.drift + a.steer.jump - (b.steer.drift + b.steer.jump));
    for (const { j, steer } of steers) {
      if (count >= MIN_CROSSES) break;
      if (!steerCross(targets[j]?.series, direction, steer, days)) continue;
      take(j, direction > 0 ? 'golden cross' : 'death cross');
      count++;
    }
  }
  topUp(reserve(order.filter((j) => isBreakout(bars(targets, j)))), () => {
    const moves = free()
      .map((j) => ({ j, close: breakoutClose(prng, bars(targets, j), days) }))
      .filter((m): m is { j: number; close: number } => m.close !== undefined)
      .sort((a, b) => moveOf(bars(targets, a.j), a.close) - moveOf(bars(targets, b.j), b.close));
    return moves.map(({ j, close }) => () => {
      setLastClose(targets[j]?.series, close, prng.between(1.5, 2.5));
      take(j, 'breakout');
      return true;
    });
  });
  topUp(reserve(order.filter((j) => consolidationRange(bars(targets, j)) <= CONSOLIDATION_MAX_RANGE)), () =>
    free()
      .filter((j) => consolidationRange(bars(targets, j)) < 0.25)
      .sort((a, b) => consolidationRange(bars(targets, a)) - consolidationRange(bars(targets, b)))
      .map((j) => () => {
        if (!consolidate(targets[j]?.series, days)) return false;
        take(j, 'consolidation');
        return true;
      }),
  );
  const unadjusted = order.filter((j) => noBonusInYear(targets[j], days));
  for (const kind of FIFTY_TWO_WEEK_KINDS) {
    const natural = reserve(unadjusted.filter((j) => hasYearExtreme(bars(targets, j), kind)));
    topUp(
      natural,
      () =>
        free()
          .filter((j) => unadjusted.includes(j))
          .map((j) => ({ j, steer: yearExtremeSteer(bars(targets, j), kind, days) }))
          .filter((m): m is { j: number; steer: YearExtremeSteer } => m.steer !== undefined)
          .sort((a, b) => a.steer.rows.length - b.steer.rows.length)
          .map(({ j, steer }) => () => {
            const series = targets[j]?.series;
            if (!series) return false;
            const natural = steer.rows.map((_, k) => tickRow(series.bars, steer.first + k));
            writeSteer(series, steer.first, steer.rows);
            if (!hasYearExtreme(series.bars, kind)) {
              writeSteer(series, steer.first, natural);
              return false;
            }
            take(j, `52-week ${kind}`);
            return true;
          }),
      MIN_YEAR_EXTREMES,
    );
  }
  topUp(order.filter((j) => isVolumeShock(bars(targets, j))).length, () =>
    order
      .filter((j) => !isVolumeShock(bars(targets, j)))
      .sort((a, b) => lastMove(bars(targets, b)) - lastMove(bars(targets, a)))
      .map((j) => () => {
        const series = targets[j]?.series;
        if (!series) return false;
        const last = series.bars.volume.length - 1;
        series.bars.volume[last] = Math.round(previousVolumeAverage(series.bars) * prng.between(2.2, 4.5));
        refreshTurnover(series, last);
        shaped.push({ target: j, shape: 'volume shock' });
        return true;
      }),
  );
  return shaped;
}

/** Runs shaping steps until `wanted` stocks pass a screen that `natural` already pass. */
function topUp(natural: number, steps: () => (() => boolean)[], wanted = MIN_LISTED): void {
  let count = natural;
  if (count >= wanted) return;
  for (const step of steps()) {
    if (count >= wanted) return;
    if (step()) count++;
  }
}

function bars(targets: readonly ShapeTarget[], j: number): Bars {
  const target = targets[j];
  if (!target) throw new RangeError(`no shape target ${j}`);
  return target.series.bars;
}

function isEligible(target: ShapeTarget | undefined, sessions: number): boolean {
  if (!target || target.series.bars.close.length < MIN_HISTORY) return false;
  return target.dividends.every((d) => d.session < sessions - QUIET_SESSIONS);
}

function shuffled(prng: Prng, n: number): number[] {
  const a = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const k = prng.below(i + 1);
    [a[i], a[k]] = [a[k] ?? 0, a[i] ?? 0];
  }
  return a;
}

/** Mean absolute body over the 10 bars before `end`, relative to the close. */
function averageBody(b: Bars, end: number): number {
  let sum = 0;
  for (let i = end - 10; i < end; i++)
    sum += Math.abs((b.close[i] ?? 0) - (b.open[i] ?? 0)) / (b.close[i] ?? 1);
  return sum / 10;
}

function templateUnit(b: Bars, start: number): number {
  return Math.min(0.02, Math.max(0.01, 1.2 * averageBody(b, start)));
}

function suitsTemplate(b: Bars, template: CandleTemplate): boolean {
  const start = b.close.length - template.bars.length;
  return (b.close[start - 1] ?? 0) >= MIN_TEMPLATE_PRICE && 1.2 * averageBody(b, start) <= 0.02;
}

function inContext(b: Bars, template: CandleTemplate): boolean {
  const start = b.close.length - template.bars.length;
  const change = (b.close[start - 1] ?? 0) / (b.close[start - 11] ?? 1) - 1;
  if (template.context === 'after-decline') return change <= -0.03;
  if (template.context === 'after-rise') return change >= 0.03;
  return true;
}

/** Writes the template over the last bars of `series`; false (nothing written) when it would leave the band. */
function applyTemplate(
  series: SymbolSeries | undefined,
  template: CandleTemplate,
  days: Int32Array,
): boolean {
  if (!series) return false;
  const b = series.bars;
  const n = b.close.length;
  const start = n - template.bars.length;
  const baseTicks = ticks(b.close[start - 1] ?? 0);
  const unit = templateUnit(b, start);
  const rows = template.bars.map((bar) => bar.map((x) => Math.round(baseTicks * (1 + x * unit))));
  let previous = baseTicks;
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k] ?? [];
    if (!inBand(row, previous, days[days.length - rows.length + k] ?? 0)) return false;
    previous = row[3] ?? previous;
  }
  rows.forEach(([o = 0, h = 0, l = 0, c = 0], k) => {
    const i = start + k;
    const body = Math.abs(c - o) / (baseTicks * unit);
    b.open[i] = rupees(o);
    b.high[i] = rupees(h);
    b.low[i] = rupees(l);
    b.close[i] = rupees(c);
    b.volume[i] = Math.max(10, Math.round((b.volume[i] ?? 0) * (0.8 + 0.4 * body)));
    refreshTurnover(series, i);
  });
  return true;
}

function inBand(prices: readonly number[], previousTicks: number, day: number): boolean {
  const lo = bandFloor(previousTicks, day);
  const hi = bandCeiling(previousTicks, day);
  return prices.every((p) => p >= lo && p <= hi);
}

function sma(values: Float64Array, end: number, length: number): number {
  let sum = 0;
  for (let i = end - length + 1; i <= end; i++) sum += values[i] ?? 0;
  return sum / length;
}

/** SMA 50 minus SMA 200 on bar `end`. */
function averageGap(b: Bars, end: number): number {
  return sma(b.close, end, 50) - sma(b.close, end, 200);
}

function crossesOnLastBar(b: Bars, direction: 1 | -1): boolean {
  const last = b.close.length - 1;
  return direction * averageGap(b, last - 1) <= 0 && direction * averageGap(b, last) > 0;
}

/** Sessions over which a cross is steered, the largest drift of the run and the largest extra last-day move. */
const CROSS_RAMP = 20;
const MAX_CROSS_DRIFT = 0.15;
const MAX_CROSS_JUMP = 0.06;

/** A steady run that brings SMA 50 to SMA 200 (drift) and a last-day move that crosses them (jump). */
interface CrossSteer {
  drift: number;
  jump: number;
}

/**
 * The run that makes SMA 50 cross SMA 200 in `direction` on the last bar: bar k of the last CROSS_RAMP
 * (k = 1..CROSS_RAMP-1) is scaled by 1 + direction drift k / (CROSS_RAMP-1), the last bar by
 * 1 + direction (drift + jump). A change dc of a close inside both windows moves SMA50 - SMA200 by
 * dc (1/50 - 1/200), so the drift that keeps the averages uncrossed the day before (90 % of the most) and
 * the jump that crosses them on the last day are linear; undefined when they exceed their limits.
 */
function crossSteer(b: Bars, direction: 1 | -1): CrossSteer | undefined {
  const last = b.close.length - 1;
  const gapBefore = -direction * averageGap(b, last - 1);
  if (gapBefore < 0 || crossesOnLastBar(b, direction)) return undefined;
  const weight = 3 / 200;
  let run = 0;
  for (let k = 1; k < CROSS_RAMP; k++) run += (k / (CROSS_RAMP - 1)) * (b.close[last - CROSS_RAMP + k] ?? 0);
  const close = b.close[last] ?? 0;
  const drift = Math.min(MAX_CROSS_DRIFT, (0.9 * gapBefore) / (weight * run));
  const jump =
    Math.max(0, (-direction * averageGap(b, last) - weight * drift * (run + close)) / (weight * close)) +
    0.002;
  return jump <= MAX_CROSS_JUMP ? { drift, jump } : undefined;
}

/** Scales the last CROSS_RAMP bars as `steer` says; false (nothing written) when the cross or the band fails. */
function steerCross(
  series: SymbolSeries | undefined,
  direction: 1 | -1,
  steer: CrossSteer,
  days: Int32Array,
): boolean {
  if (!series) return false;
  const b = series.bars;
  const last = b.close.length - 1;
  const first = last - CROSS_RAMP + 1;
  const columns = [b.open, b.high, b.low, b.close];
  const scale = (k: number) =>
    1 +
    direction *
      (k === CROSS_RAMP - 1 ? steer.drift + steer.jump : (steer.drift * (k + 1)) / (CROSS_RAMP - 1));
  const rows = Array.from({ length: CROSS_RAMP }, (_, k) =>
    columns.map((col) => Math.round(ticks(col[first + k] ?? 0) * scale(k))),
  );
  let previous = ticks(b.close[first - 1] ?? 0);
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k] ?? [];
    if (!inBand(row, previous, days[days.length - CROSS_RAMP + k] ?? 0)) return false;
    previous = row[3] ?? previous;
  }
  const natural = rows.map((_, k) => columns.map((col) => ticks(col[first + k] ?? 0)));
  writeRows(b, first, rows);
  if (!crossesOnLastBar(b, direction)) {
    writeRows(b, first, natural);
    return false;
  }
  for (let i = first; i <= last; i++) {
    b.volume[i] = Math.round((b.volume[i] ?? 0) * 1.2);
    refreshTurnover(series, i);
  }
  return true;
}

function writeRows(b: Bars, first: number, rows: readonly (readonly number[])[]): void {
  const columns = [b.open, b.high, b.low, b.close];
  rows.forEach((row, k) => {
    columns.forEach((col, c) => {
      col[first + k] = rupees(row[c] ?? 0);
    });
  });
}

function isBreakout(b: Bars): boolean {
  return breakoutSession(b.close, b.close.length - 1) >= 0;
}

function highestClose(b: Bars, from: number, to: number): number {
  let high = Number.NEGATIVE_INFINITY;
  for (let i = from; i < to; i++) high = Math.max(high, b.close[i] ?? 0);
  return high;
}

/** A last close 0.2-1.2 % above the highest of the previous 50, if within 7 % of the previous close and the band. */
function breakoutClose(prng: Prng, b: Bars, days: Int32Array): number | undefined {
  const last = b.close.length - 1;
  const high = ticks(highestClose(b, last - BREAKOUT_LOOKBACK, last));
  const close = Math.max(high + 1, Math.round(high * prng.between(1.002, 1.012)));
  const previous = ticks(b.close[last - 1] ?? 0);
  const hi = Math.min(bandCeiling(previous, days[days.length - 1] ?? 0), previous * 1.07);
  return close <= hi && close > ticks(b.close[last] ?? 0) ? close : undefined;
}

/** Core's consolidation range of the last 20 sessions. */
function consolidationRange(b: Bars): number {
  return closesRange(b.close, b.close.length - 1);
}

/**
 * Draws the last 20 sessions towards the close before them (every price p becomes ref + (p - ref) s, which
 * keeps each bar's order) so that their closes span about 6.5 %; false (nothing written) when the ticks or the
 * band do not allow it.
 */
function consolidate(series: SymbolSeries | undefined, days: Int32Array): boolean {
  if (!series) return false;
  const b = series.bars;
  const last = b.close.length - 1;
  const first = last - 19;
  const ref = ticks(b.close[first - 1] ?? 0);
  const s = 0.065 / consolidationRange(b);
  const columns = [b.open, b.high, b.low, b.close];
  const rows = Array.from({ length: 20 }, (_, k) =>
    columns.map((col) => Math.round(ref + (ticks(col[first + k] ?? 0) - ref) * s)),
  );
  let previous = ref;
  let lo = Number.POSITIVE_INFINITY;
  let hi = 0;
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k] ?? [];
    if (!inBand(row, previous, days[days.length - 20 + k] ?? 0)) return false;
    previous = row[3] ?? previous;
    lo = Math.min(lo, previous);
    hi = Math.max(hi, previous);
  }
  if ((hi - lo) / lo > CONSOLIDATION_MAX_RANGE) return false;
  rows.forEach((row, k) => {
    const i = first + k;
    columns.forEach((col, c) => {
      col[i] = rupees(row[c] ?? 0);
    });
    b.volume[i] = Math.max(10, Math.round((b.volume[i] ?? 0) * 0.75));
    refreshTurnover(series, i);
  });
  return true;
}

function previousVolumeAverage(b: Bars): number {
  return previousSessionsMean(b.volume, b.volume.length - 1);
}

function isVolumeShock(b: Bars): boolean {
  return isShock(b.volume, b.volume.length - 1);
}

function lastMove(b: Bars): number {
  const last = b.close.length - 1;
  return Math.abs((b.close[last] ?? 0) / (b.close[last - 1] ?? 1) - 1);
}

function moveOf(b: Bars, closeTicks: number): number {
  return Math.abs(rupees(closeTicks) / (b.close[b.close.length - 1] ?? 1) - 1);
}

/** Sets the last close (in ticks), widens high or low to hold it, and scales the volume. */
function setLastClose(series: SymbolSeries | undefined, closeTicks: number, volumeFactor: number): void {
  if (!series) return;
  const b = series.bars;
  const last = b.close.length - 1;
  const close = rupees(closeTicks);
  b.close[last] = close;
  b.high[last] = Math.max(b.high[last] ?? 0, close);
  b.low[last] = Math.min(b.low[last] ?? 0, close);
  b.volume[last] = Math.round((b.volume[last] ?? 0) * volumeFactor);
  refreshTurnover(series, last);
}

/**
 * No bonus issue from a month before the 52-week window on: the back-adjustment leaves the window's prices as
 * generated, so core's rule on the generated bars is the screen's.
 */
function noBonusInYear(target: ShapeTarget | undefined, days: Int32Array): boolean {
  const windowStart = (days[days.length - 1] ?? 0) - FIFTY_TWO_WEEK_DAYS - 30;
  return (
    target?.dividends.every((d) => d.bonusPercent === 0 || (days[d.session] ?? 0) < windowStart) ?? false
  );
}

function tickRow(b: Bars, i: number): number[] {
  return [b.open, b.high, b.low, b.close].map((column) => ticks(column[i] ?? 0));
}

/** Writes bars from `first` (ticks); the turnover follows. */
function writeSteer(series: SymbolSeries, first: number, rows: readonly (readonly number[])[]): void {
  writeRows(series.bars, first, rows);
  for (let i = first; i < first + rows.length; i++) refreshTurnover(series, i);
}

function refreshTurnover(series: SymbolSeries, i: number): void {
  const b = series.bars;
  const sum = ticks(b.open[i] ?? 0) + ticks(b.high[i] ?? 0) + ticks(b.low[i] ?? 0) + ticks(b.close[i] ?? 0);
  series.turnover[i] = turnoverOf(b.volume[i] ?? 0, sum);
}

function ticks(price: number): number {
  return Math.round(price * TICKS_PER_RUPEE);
}
