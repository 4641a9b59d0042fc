import { describe, expect, it } from 'vitest';
import { EVERY_FIXED_LIST, listName, marketCutAt, screenListsOf } from '../../test-support/cut-market';
import { hasNepseData, loadNepseBars, realDataTitle } from '../../test-support/nepse-data';
import { isoDate } from '../dates';
import type { ScreenSymbol } from '../screens/screen-market';
import { fixedListEvents } from './list-events';

/** Every session day of the market, ascending. */
function sessionDays(symbols: readonly ScreenSymbol[]): number[] {
  const days = new Set<number>();
  for (const { adjusted } of symbols) for (const day of adjusted.date) days.add(day);
  return [...days].sort((a, b) => a - b);
}

/**
 * For every fixed list, the symbols its events name on each of `days` equal those the screen itself lists on the
 * market cut at that day: the events of a past session use nothing after it.
 */
function expectEventsEqualCutScreens(symbols: readonly ScreenSymbol[], days: readonly number[]): void {
  const cuts = days.map((day) => screenListsOf(marketCutAt(symbols, day)));
  let named = 0;
  for (const list of EVERY_FIXED_LIST) {
    const flags = fixedListEvents(symbols, list);
    days.forEach((day, k) => {
      const fromEvents = symbols
        .filter(({ adjusted }, i) => {
          const bar = adjusted.date.indexOf(day);
          return bar >= 0 && flags[i]![bar] === 1;
        })
        .map(({ symbol }) => symbol)
        .sort();
      const fromScreen = cuts[k]!.get(listName(list));
      expect(fromEvents, `${listName(list)} on ${isoDate(day)}`).toEqual(fromScreen);
      named += fromEvents.length;
    });
  }
  // The sessions are not all empty: the comparison compares lists that name stocks.
  expect(named).toBeGreaterThan(days.length * 20);
}

describe('fixedListEvents', () => {
  it.skipIf(!hasNepseData)(
    realDataTitle('names on each session what the screens list on the real market cut there'),
    () => {
      const symbols: ScreenSymbol[] = [...loadNepseBars()].map(([symbol, bars]) => ({
        symbol,
        adjusted: bars,
        traded: bars,
      }));
      const days = sessionDays(symbols);
      const picks = [60, 0.3, 0.55, 0.8, 0.97, 1].map((at) =>
        at > 1 ? days[at]! : days[Math.round(at * (days.length - 1))]!,
      );
      expectEventsEqualCutScreens(symbols, picks);
    },
    120_000,
  );
});
