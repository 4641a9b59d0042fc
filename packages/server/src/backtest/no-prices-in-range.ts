import { type Bars, epochDay, firstSessionOnOrAfter, isoDate } from '@nepse/core';

/**
 * Why a symbol run would show nothing: its range (`from` and `to`, `YYYY-MM-DD`) holds none of the symbol's
 * sessions, said with where its data lies ("No prices for NABIL between 2030-01-01 and 2030-12-31 (data ends on
 * 2026-11-20)."), so that the page does not show zero trades as if the strategy never fired. Undefined when the
 * range holds a session, or the symbol has no prices at all (its empty summary says that).
 */
export function noPricesInRange(
  symbol: string,
  bars: Bars | undefined,
  from: string,
  to: string,
): string | undefined {
  const dates = bars?.date;
  const first = dates?.[0];
  const last = dates?.[dates.length - 1];
  if (dates === undefined || first === undefined || last === undefined) return undefined;
  const start = firstSessionOnOrAfter(dates, epochDay(from));
  if (start < dates.length && (dates[start] as number) <= epochDay(to)) return undefined;
  const where =
    start === dates.length
      ? `data ends on ${isoDate(last)}`
      : start === 0
        ? `data starts on ${isoDate(first)}`
        : 'no session in that range';
  return `No prices for ${symbol} between ${from} and ${to} (${where}).`;
}
