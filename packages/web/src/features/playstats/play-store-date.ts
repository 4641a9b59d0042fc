import { isPickableDate, MONTH_NAMES } from '../../lib/calendar';
import type { CalendarSystem } from '../../lib/calendar-system';
import { formatDate } from '../../lib/format';

const WRITTEN_DATE = /^([A-Z][a-z]{2,8}) (\d{1,2}), (\d{4})$/;

/**
 * The AD `YYYY-MM-DD` of a date as Google Play writes it in English ("Mar 3, 2014", or the month in full); null for
 * any other text, which the page then shows as it is.
 */
export function playStoreDate(text: string): string | null {
  const match = WRITTEN_DATE.exec(text.trim());
  if (!match) return null;
  const [, word = '', day = '', year = ''] = match;
  const month = MONTH_NAMES.findIndex((name) => name.startsWith(word));
  if (month < 0) return null;
  const date = `${year}-${String(month + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isPickableDate(date) ? date : null;
}

/** A date as Google Play writes it, as the page shows it: Google's words in AD, its BS date in BS when they read as one. */
export function playStoreDateText(text: string, system: CalendarSystem): string {
  const date = system === 'bs' ? playStoreDate(text) : null;
  return date === null ? text : formatDate(date, system);
}
