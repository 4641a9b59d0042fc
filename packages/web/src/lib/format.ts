import { bsText, toBs } from './bikram-sambat';
import type { CalendarSystem } from './calendar-system';

const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Shown where a statistic has no value (no closed trade, no bars). */
export const NO_VALUE = '—';

/** Money with the Rs prefix and 2 decimals: "Rs 100,000.00", "Rs -1,234.50". */
export function formatMoney(value: number | null): string {
  return value === null ? NO_VALUE : `Rs ${TWO_DECIMALS.format(value)}`;
}

/** A price with 2 decimals, without the prefix (the column says Rs). */
export function formatPrice(value: number | null): string {
  return value === null ? NO_VALUE : TWO_DECIMALS.format(value);
}

/** A percentage with 2 decimals and the % sign: "12.35%". */
export function formatPercent(value: number | null): string {
  return value === null ? NO_VALUE : `${TWO_DECIMALS.format(value)}%`;
}

/** A plain number with 2 decimals (a ratio). */
export function formatRatio(value: number | null): string {
  return value === null ? NO_VALUE : TWO_DECIMALS.format(value);
}

const UP_TO_TWO_DECIMALS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A number of shares, whole or not (a bonus issue adds fractions of one to those held): "1,250", "142.2". */
export function formatShares(value: number): string {
  return UP_TO_TWO_DECIMALS.format(value);
}

/** A whole count with thousands separators. */
export function formatCount(value: number): string {
  return WHOLE.format(value);
}

/** Tailwind text colour of a signed result: green above 0, red below. */
export function signClass(value: number | null): string {
  if (value === null || value === 0) return 'text-slate-900 dark:text-white';
  return value > 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400';
}

/**
 * An AD `YYYY-MM-DD` date as the pages show it: as it is in AD, or its Bikram Sambat `YYYY-MM-DD` in BS (the AD date
 * again outside the converter's years, rather than nothing).
 */
export function formatDate(date: string, system: CalendarSystem): string {
  if (system === 'ad') return date;
  const bs = toBs(date);
  return bs === null ? date : bsText(bs);
}

/** A `YYYY-MM-DD hh:mm:ss` date and time with its date written in the chosen calendar; the time stays as it is. */
export function formatDateTime(dateTime: string, system: CalendarSystem): string {
  return `${formatDate(dateTime.slice(0, 10), system)}${dateTime.slice(10)}`;
}
