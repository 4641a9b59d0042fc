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
  const events: StudyEvent[] = [];
  bars.forEach((b, symbol) => {
    const flags = listed[symbol]!;
    const [start, end] = rangeOf(b, options.from, options.to);
    for (let t = start; t < end; t++) {
      if (flags[t] !== 1) continue;
      events.push({ symbol, bar: t, returns: options.horizons.map((h) => returnOf(b, t, h, options.costs)) });
    }
  });
  return events;
}

const yearOf = (day: number) => new Date(day * 86_400_000).getUTCFullYear();

/** Finite values of a list, as an array statistics can sort. */
function finite(values: readonly number[]): Float64Array {
  return Float64Array.from(values.filter((v) => !Number.isNaN(v)));
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
  const events = studyEvents(bars, listed, options);
  // The sessions of the range and those with an event, as marks over the range's days.
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const b of bars) {
    const [start, end] = rangeOf(b, from, to);
    if (start < end) {
      first = Math.min(first, b.date[start]!);
      last = Math.max(last, b.date[end - 1]!);
    }
  }
  const span = first <= last ? last - first + 1 : 0;
  const session = new Uint8Array(span);
  const eventDay = new Uint8Array(span);
  for (const b of bars) {
    const [start, end] = rangeOf(b, from, to);
    for (let t = start; t < end; t++) session[b.date[t]! - first] = 1;
  }
  for (const e of events) eventDay[bars[e.symbol]!.date[e.bar]! - first] = 1;

  // The base: every symbol's return on every session with an event.
  const base = horizons.map(() => [] as number[]);
  for (const b of bars) {
    const [start, end] = rangeOf(b, from, to);
    for (let t = start; t < end; t++) {
      if (eventDay[b.date[t]! - first] !== 1) continue;
      horizons.forEach((h, k) => {
        const r = returnOf(b, t, h, costs);
        if (!Number.isNaN(r)) base[k]!.push(r);
      });
    }
  }

  const years = new Map<number, number[][]>();
  for (const e of events) {
    const year = yearOf(bars[e.symbol]!.date[e.bar]!);
    let lists = years.get(year);
    if (!lists) {
      lists = horizons.map(() => []);
      years.set(year, lists);
    }
    e.returns.forEach((r, k) => {
      lists[k]!.push(r);
    });
  }

  const study = horizons.map((h, k): HorizonStudy => {
    const returns = finite(events.map((e) => e.returns[k]!));
    const interval = bootstrapInterval(
      returns,
      options.resamples ?? BOOTSTRAP_RESAMPLES,
      options.maxSample ?? BOOTSTRAP_MAX_SAMPLE,
      options.seed ?? BOOTSTRAP_SEED,
    );
    const stats = returnStats(returns);
    const baseStats = returnStats(Float64Array.from(base[k]!));
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
    events: events.length,
    horizons: study,
    years: [...years.entries()]
      .sort(([a], [b]) => a - b)
      .map(([year, lists]) => ({
        year,
        horizons: horizons.map((h, k) => ({ h, ...returnStats(finite(lists[k]!)) })),
      })),
  };
}

/**
 * The returns at horizon `h` (index k) of the events kept by walking each symbol's events that have one, in date
 * order, keeping one only when its bar is after the previous kept event's bar + h (its t + h).
 */
function nonOverlapping(events: readonly StudyEvent[], k: number, h: number): Float64Array {
  const kept: number[] = [];
  let symbol = -1;
  let until = -1;
  for (const e of events) {
    const r = e.returns[k]!;
    if (Number.isNaN(r)) continue;
    if (e.symbol !== symbol) {
      symbol = e.symbol;
      until = -1;
    }
    if (e.bar > until) {
      kept.push(r);
      until = e.bar + h;
    }
  }
  return Float64Array.from(kept);
}
