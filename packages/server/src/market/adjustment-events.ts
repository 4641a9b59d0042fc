import { type Bars, firstSessionOnOrAfter } from '@nepse/core';
import { actionFactor } from './action-factor';

/** A bonus or right issue as declared (dividends / corporate-actions data). */
export interface DeclaredAction {
  /** Book-closure day (days since 1970-01-01). */
  day: number;
  bonusPercent: number;
  rightPercent: number;
  rightPrice: number;
}

/** An explicit factor on a day: NEPSE's own adjustment, as its reported % change implies it. */
export interface ExplicitAdjustment {
  day: number;
  factor: number;
}

/** Prices before bar `index` are divided by `factor` (volumes multiplied). */
export interface AdjustmentEvent {
  index: number;
  factor: number;
  /** Which data the event comes from: the declared action, NEPSE's explicit factor, or both (matched). */
  source: 'declared' | 'explicit' | 'matched';
  /** Book-closure day of the declared action (the earliest of a session's); NEPSE's own day when none is declared. */
  bookClosure: number;
  /** The declared bonus and right shares in % (summed over a session's actions); 0 when none is declared. */
  bonusPercent: number;
  rightPercent: number;
}

/** How many sessions before a declared action's first session NEPSE's adjustment of it may fall. */
export const MATCH_WINDOW_SESSIONS = 20;

/**
 * The back-adjustment events of one symbol's bars (ours; docs/decisions/data.md, "One event, one factor"). A
 * declared action applies at the first session the symbol trades on or after its book closure (actions of one
 * session multiply). NEPSE's own adjustment of it, one factor for the whole event, is the explicit factor on
 * that session or, when there is none, the latest one within the MATCH_WINDOW_SESSIONS sessions before it (the
 * declared book closure is sometimes late); a matched pair is one event on NEPSE's session with NEPSE's factor,
 * which also holds what the declared data lacks (a right issue in the same book closure). Sessions, not
 * calendar days: a symbol halted for weeks still meets its own adjustment. Every other explicit factor is an
 * event of its own, every unmatched declared action applies as declared. Events before the first bar or after
 * the last change nothing and are left out.
 */
export function adjustmentEvents(
  bars: Bars,
  declared: readonly DeclaredAction[],
  explicit: readonly ExplicitAdjustment[],
): AdjustmentEvent[] {
  const n = bars.date.length;
  const inside = (index: number) => index > 0 && index < n;

  const groups = new Map<
    number,
    { bookClosure: number; factor: number; bonusPercent: number; rightPercent: number }
  >();
  for (const a of declared) {
    if (a.bonusPercent <= 0 && a.rightPercent <= 0) continue;
    const index = firstSessionOnOrAfter(bars.date, a.day);
    if (!inside(index)) continue;
    const factor = actionFactor(
      a.bonusPercent,
      a.rightPercent,
      a.rightPrice,
      bars.close[index - 1] ?? Number.NaN,
    );
    const group = groups.get(index);
    if (group) {
      group.factor *= factor;
      group.bookClosure = Math.min(group.bookClosure, a.day);
      group.bonusPercent += a.bonusPercent;
      group.rightPercent += a.rightPercent;
    } else {
      groups.set(index, {
        bookClosure: a.day,
        factor,
        bonusPercent: a.bonusPercent,
        rightPercent: a.rightPercent,
      });
    }
  }

  const pending = explicit
    .map((e) => ({ day: e.day, factor: e.factor, index: firstSessionOnOrAfter(bars.date, e.day) }))
    .filter((e) => inside(e.index) && e.factor > 0)
    .sort((a, b) => a.day - b.day);
  const used = new Set<number>();
  const events: AdjustmentEvent[] = [];
  for (const [index, group] of [...groups].sort((a, b) => a[0] - b[0])) {
    let match = pending.findIndex((e, k) => !used.has(k) && e.index === index);
    if (match < 0) match = latestBefore(pending, used, index);
    const nepse = pending[match];
    const declared = {
      bookClosure: group.bookClosure,
      bonusPercent: group.bonusPercent,
      rightPercent: group.rightPercent,
    };
    if (!nepse) {
      events.push({ index, factor: group.factor, source: 'declared', ...declared });
      continue;
    }
    used.add(match);
    events.push({ index: nepse.index, factor: nepse.factor, source: 'matched', ...declared });
  }
  pending.forEach((e, k) => {
    if (used.has(k)) return;
    events.push({
      index: e.index,
      factor: e.factor,
      source: 'explicit',
      bookClosure: e.day,
      bonusPercent: 0,
      rightPercent: 0,
    });
  });
  return events.sort((a, b) => a.index - b.index);
}

/** The latest unused explicit factor within MATCH_WINDOW_SESSIONS sessions before `index`; -1 when none. */
function latestBefore(
  pending: readonly { index: number }[],
  used: ReadonlySet<number>,
  index: number,
): number {
  let found = -1;
  pending.forEach((e, k) => {
    if (!used.has(k) && e.index < index && e.index >= index - MATCH_WINDOW_SESSIONS) {
      if (found < 0 || e.index >= (pending[found]?.index ?? 0)) found = k;
    }
  });
  return found;
}
