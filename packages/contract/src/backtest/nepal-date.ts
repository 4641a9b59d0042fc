/** Nepal Standard Time is UTC+05:45 all year. */
export const NEPAL_OFFSET_MINUTES = 345;

/**
 * The calendar date in Nepal (`YYYY-MM-DD`) of an ISO instant such as the page sends
 * (2025-06-22T18:15:00.000Z is 23 June in Nepal); a plain `YYYY-MM-DD` is taken as that date.
 * Undefined when the text is neither.
 */
export function nepalDate(text: string): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const ms = Date.parse(`${text}T00:00:00Z`);
    return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text ? undefined : text;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return undefined;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return undefined;
  return new Date(ms + NEPAL_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Today's calendar date in Nepal. */
export function nepalToday(now: Date = new Date()): string {
  return nepalDate(now.toISOString()) as string;
}
