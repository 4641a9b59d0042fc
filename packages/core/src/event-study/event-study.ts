import type { CostsMode } from '../backtest/costs';
import { firstSessionOnOrAfter } from '../dates';
import type { Bars } from '../series';
import {
  BOOTSTRAP_MAX_SAMPLE,
  BOOTSTRAP_RESAMPLES,
  BOOTSTRAP_SEED,
  bootstrapInterval,
} from './bootstrap-interval';
import { eventReturn } from './event-return';
import { type ReturnStats, returnStats } from './return-stats';
import { returnAfterCosts } from './round-trip-cost';

/** What a study reads and how. */
export interface StudyOptions {
  /** First and last event session, days since 1970-01-01, both included. */
  readonly from: number;
  readonly to: number;
  /** Sessions after the event, ascending. */
  readonly horizons: readonly number[];
  readonly costs: CostsMode;
  readonly resamples?: number;
  readonly maxSample?: number;
  readonly seed?: number;
}

/** The study at one horizon. */
export interface HorizonStudy extends ReturnStats {
  readonly h: number;
  /** The 95 % bootstrap interval of the mean. */
  readonly ciLow: number | null;
  readonly ciHigh: number | null;
  /** Returns drawn in each resample. */
  readonly sampled: number;
  /** Every stock of the universe on each event session. */
  readonly base: ReturnStats;
  /** Mean minus the base mean. */
  readonly excess: number | null;
  readonly nonOverlapping: ReturnStats;
}

export interface YearStudy {
  readonly year: number;
  readonly horizons: (ReturnStats & { readonly h: number })[];
}

/** A list's study over a range of sessions (see eventStudy). */
export interface EventStudy {
  /** First and last session of the range (days), null when it holds none. */
  readonly from: number | null;
  readonly to: number | null;
  readonly sessions: number;
  readonly eventSessions: number;
  readonly events: number;
  readonly horizons: HorizonStudy[];
  readonly years: YearStudy[];
}

/** One event: a symbol (its index in the market) on the list on its bar `bar`. */
export interface StudyEvent {
  readonly symbol: number;
  readonly bar: number;
  /** The return at each horizon, in the options' order, after the costs asked; NaN where it has none. */
  readonly returns: number[];
}

/** The bars of `bars` dated from `from` to `to`: [start, end). */
function rangeOf(bars: Bars, from: number, to: number): [number, number] {
  const start = firstSessionOnOrAfter(bars.date, from);
  return [start, firstSessionOnOrAfter(bars.date, to + 1)];
}

/** The return at horizon h of the event on bar t after the costs of the options. */
function returnOf(bars: Bars, t: number, h: number, costs: CostsMode): number {
  const gross = eventReturn(bars, t, h);
  return costs === 'off' || Number.isNaN(gross) ? gross : returnAfterCosts(gross, bars.date[t + 1]!, costs);
}

/** The events of a range as columns, symbol by symbol and in date order within a symbol. */
interface EventColumns {
  readonly symbol: Int32Array;
  readonly bar: Int32Array;
  /** Per horizon, each event's return after the costs asked; NaN where it has none. */
  readonly returns: Float64Array[];
}

/**
 * Every event of the range as columns: a symbol of the universe (`bars`, each symbol's adjusted bars) is an event on
 * its bar t when `listed[symbol][t]` is 1 (the list computed as of t) and t is dated within the range. Typed columns
 * counted before they are filled: pushing the returns into growing arrays took most of a study outside its interval.
 */
function eventColumns(
  bars: readonly Bars[],
  listed: readonly Uint8Array[],
  options: StudyOptions,
): EventColumns {
  const ranges = bars.map((b) => rangeOf(b, options.from, options.to));
  let count = 0;
  bars.forEach((_, s) => {
    const flags = listed[s]!;
    const [start, end] = ranges[s]!;
    for (let t = start; t < end; t++) if (flags[t] === 1) count++;
  });
  const symbol = new Int32Array(count);
  const bar = new Int32Array(count);
  const returns = options.horizons.map(() => new Float64Array(count));
  let e = 0;
  bars.forEach((b, s) => {
    const flags = listed[s]!;
    const [start, end] = ranges[s]!;
    for (let t = start; t < end; t++) {
      if (flags[t] !== 1) continue;
      symbol[e] = s;
      bar[e] = t;
      for (let k = 0; k < returns.length; k++)
        returns[k]![e] = returnOf(b, t, options.horizons[k]!, options.costs);
      e++;
    }
  });
  return { symbol, bar, returns };
}

/**
 * Every event of the range, symbol by symbol and in date order within a symbol: a symbol of the universe (`bars`,
 * each symbol's adjusted bars) is an event on its bar t when `listed[symbol][t]` is 1 (the list computed as of t)
 * and t is dated within the range; each with its return at every horizon.
 */
export function studyEvents(
  bars: readonly Bars[],
  listed: readonly Uint8Array[],
  options: StudyOptions,
): StudyEvent[] {
  const { symbol, bar, returns } = eventColumns(bars, listed, options);
  return Array.from(symbol, (s, e) => ({
    symbol: s,
    bar: bar[e]!,
    returns: returns.map((column) => column[e]!),
  }));
}

const yearOf = (day: number) => new Date(day * 86_400_000).getUTCFullYear();

/**
 * The statistics of each calendar year of the events (`eventDate`, days), in year order: at each horizon, the
 * finite returns of the year's events in event order, gathered by a counting sort.
 */
function yearStudies(
  eventDate: Int32Array,
  returns: readonly Float64Array[],
  horizons: readonly number[],
): YearStudy[] {
  if (eventDate.length === 0) return [];
  const slot = Int32Array.from(eventDate, yearOf);
  const firstYear = slot.reduce((a, b) => Math.min(a, b));
  const slots = slot.reduce((a, b) => Math.max(a, b)) - firstYear + 1;
  for (let e = 0; e < slot.length; e++) slot[e] = slot[e]! - firstYear;
  const hasEvents = new Uint8Array(slots);
  for (const y of slot) hasEvents[y] = 1;
  const byYear = horizons.map((_, k) => {
    const column = returns[k]!;
    const offset = new Int32Array(slots + 1);
    for (let e = 0; e < column.length; e++) if (!Number.isNaN(column[e]!)) offset[slot[e]! + 1]!++;
    for (let y = 0; y < slots; y++) offset[y + 1]! += offset[y]!;
    const grouped = new Float64Array(offset[slots]!);
    const next = offset.slice(0, slots);
    for (let e = 0; e < column.length; e++)
      if (!Number.isNaN(column[e]!)) grouped[next[slot[e]!]!++] = column[e]!;
    return { offset, grouped };
  });
  const years: YearStudy[] = [];
  for (let y = 0; y < slots; y++) {
    if (hasEvents[y] !== 1) continue;
    years.push({
      year: firstYear + y,
      horizons: horizons.map((h, k) => {
        const { offset, grouped } = byYear[k]!;
        return { h, ...returnStats(grouped.subarray(offset[y]!, offset[y + 1]!)) };
      }),
    });
  }
  return years;
}

/** The finite values of `values`, in order, in a new array statistics may reorder. */
function finite(values: Float64Array): Float64Array {
  const kept = new Float64Array(values.length);
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isNaN(v)) kept[n++] = v;
  }
  return kept.subarray(0, n);
}

/**
 * How a list has done over the sessions from `options.from` to `options.to` (docs/decisions/event-study.md). An
 * event is a symbol of the universe with a bar on session t that the list names as of t (`listed`, computed with
 * nothing after t); its return over h is close(t + h) / open(t + 1) - 1 over the symbol's own next sessions, in
 * percent, left out of h when it has no h later sessions or t + 1 no real open. Per horizon: count, mean, median,
 * hit rate and a 95 % bootstrap interval of the mean; the base rate (every symbol with a bar on each session with
 * at least one event, each session once); the excess; the non-overlapping events (per symbol, in date order, one
 * kept only when its session is after the previous kept one's t + h); and per calendar year the statistics.
 */
export function eventStudy(
  bars: readonly Bars[],
  listed: readonly Uint8Array[],
  options: StudyOptions,
): EventStudy {
  const { from, to, horizons, costs } = options;
  const events = eventColumns(bars, listed, options);
  const ranges = bars.map((b) => rangeOf(b, from, to));
  // The sessions of the range and those with an event, as marks over the range's days (first and last kept as
  // integers: a day less a double is a double, and typed arrays read by a double index take a slow path).
  let first = 0;
  let last = -1;
  bars.forEach((b, s) => {
    const [start, end] = ranges[s]!;
    if (start >= end) return;
    const [a, z] = [b.date[start]!, b.date[end - 1]!];
    if (last < first) [first, last] = [a, z];
    else [first, last] = [Math.min(first, a), Math.max(last, z)];
  });
  const span = last - first + 1;
  const session = new Uint8Array(span);
  const eventDay = new Uint8Array(span);
  bars.forEach((b, s) => {
    const [start, end] = ranges[s]!;
    for (let t = start; t < end; t++) session[b.date[t]! - first] = 1;
  });
  const eventDate = Int32Array.from(events.symbol, (s, e) => bars[s]!.date[events.bar[e]!]!);
  for (const day of eventDate) eventDay[day - first] = 1;

  // The base: every symbol's return on every session with an event.
  let baseBars = 0;
  bars.forEach((b, s) => {
    const [start, end] = ranges[s]!;
    for (let t = start; t < end; t++) if (eventDay[b.date[t]! - first] === 1) baseBars++;
  });
  const base = horizons.map(() => new Float64Array(baseBars));
  const baseCount = new Int32Array(horizons.length);
  bars.forEach((b, s) => {
    const [start, end] = ranges[s]!;
    for (let t = start; t < end; t++) {
      if (eventDay[b.date[t]! - first] !== 1) continue;
      for (let k = 0; k < horizons.length; k++) {
        const r = returnOf(b, t, horizons[k]!, costs);
        if (!Number.isNaN(r)) base[k]![baseCount[k]!++] = r;
      }
    }
  });

  const study = horizons.map((h, k): HorizonStudy => {
    const returns = finite(events.returns[k]!);
    const interval = bootstrapInterval(
      returns,
      options.resamples ?? BOOTSTRAP_RESAMPLES,
      options.maxSample ?? BOOTSTRAP_MAX_SAMPLE,
      options.seed ?? BOOTSTRAP_SEED,
    );
    const stats = returnStats(returns);
    const baseStats = returnStats(base[k]!.subarray(0, baseCount[k]!));
    return {
      h,
      ...stats,
      ciLow: interval.low,
      ciHigh: interval.high,
      sampled: interval.sampled,
      base: baseStats,
      excess: stats.mean === null || baseStats.mean === null ? null : stats.mean - baseStats.mean,
      nonOverlapping: returnStats(nonOverlapping(events, k, h)),
    };
  });

  return {
    from: span > 0 ? first : null,
    to: span > 0 ? last : null,
    sessions: session.reduce((n, v) => n + v, 0),
    eventSessions: eventDay.reduce((n, v) => n + v, 0),
    events: eventDate.length,
    horizons: study,
    years: yearStudies(eventDate, events.returns, horizons),
  };
}

/**
 * The returns at horizon `h` (index k) of the events kept by walking each symbol's events that have one, in date
 * order, keeping one only when its bar is after the previous kept event's bar + h (its t + h).
 */
function nonOverlapping(events: EventColumns, k: number, h: number): Float64Array {
  const returns = events.returns[k]!;
  const kept = new Float64Array(returns.length);
  let n = 0;
  let symbol = -1;
  let until = -1;
  for (let e = 0; e < returns.length; e++) {
    const r = returns[e]!;
    if (Number.isNaN(r)) continue;
    if (events.symbol[e] !== symbol) {
      symbol = events.symbol[e]!;
      until = -1;
    }
    const bar = events.bar[e]!;
    if (bar > until) {
      kept[n++] = r;
      until = bar + h;
    }
  }
  return kept.subarray(0, n);
}
