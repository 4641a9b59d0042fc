import { epochDay, isoDate } from '../src/dates';
import type { Bars } from '../src/series';

/** Count, mean, median and hit rate written plainly. */
export function plainStats(values: readonly number[]) {
  if (values.length === 0) return { count: 0, mean: null, median: null, hitRate: null };
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const median = n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  return {
    count: n,
    mean: values.reduce((s, v) => s + v, 0) / n,
    median,
    hitRate: (values.filter((v) => v > 0).length / n) * 100,
  };
}

/**
 * A study (before costs, no interval) written as plainly as possible from the definition: events are the listed
 * bars dated in the range; the return is close(t + h) / open(t + 1) - 1; the base reads every symbol on every day
 * with an event; the non-overlapping walk keeps an event after the previous kept one's t + h; years by the event's.
 */
export function plainStudy(
  bars: readonly Bars[],
  listed: readonly Uint8Array[],
  from: string,
  to: string,
  horizons: readonly number[],
) {
  const inRange = (day: number) => isoDate(day) >= from && isoDate(day) <= to;
  const ret = (b: Bars, t: number, h: number): number | undefined => {
    if (t + h >= b.date.length || b.noOpen?.[t + 1] === 1 || !(b.open[t + 1]! > 0)) return undefined;
    return (b.close[t + h]! / b.open[t + 1]! - 1) * 100;
  };
  const events: { s: number; t: number }[] = [];
  const eventDays = new Set<number>();
  const sessionDays = new Set<number>();
  bars.forEach((b, s) => {
    b.date.forEach((day, t) => {
      if (!inRange(day)) return;
      sessionDays.add(day);
      if (listed[s]![t] === 1) {
        events.push({ s, t });
        eventDays.add(day);
      }
    });
  });
  const years = [...new Set(events.map((e) => Number(isoDate(bars[e.s]!.date[e.t]!).slice(0, 4))))].sort();
  return {
    events: events.length,
    sessions: sessionDays.size,
    eventSessions: eventDays.size,
    horizons: horizons.map((h) => {
      const returns = events.flatMap((e) => ret(bars[e.s]!, e.t, h) ?? []);
      const base: number[] = [];
      bars.forEach((b, s) => {
        b.date.forEach((day, t) => {
          const r = ret(bars[s]!, t, h);
          if (eventDays.has(day) && inRange(day) && r !== undefined) base.push(r);
        });
      });
      const kept: number[] = [];
      bars.forEach((_, s) => {
        let until = -1;
        for (const e of events.filter((x) => x.s === s).sort((a, b) => a.t - b.t)) {
          const r = ret(bars[s]!, e.t, h);
          if (r === undefined || e.t <= until) continue;
          kept.push(r);
          until = e.t + h;
        }
      });
      const stats = plainStats(returns);
      const baseStats = plainStats(base);
      return {
        h,
        ...stats,
        base: baseStats,
        excess: stats.mean === null || baseStats.mean === null ? null : stats.mean - baseStats.mean,
        nonOverlapping: plainStats(kept),
      };
    }),
    years: years.map((year) => ({
      year,
      horizons: horizons.map((h) => ({
        h,
        ...plainStats(
          events
            .filter((e) => isoDate(bars[e.s]!.date[e.t]!).startsWith(String(year)))
            .flatMap((e) => ret(bars[e.s]!, e.t, h) ?? []),
        ),
      })),
    })),
  };
}

/** Day numbers of ISO dates. */
export const days = (...isos: string[]) => Int32Array.from(isos, epochDay);
