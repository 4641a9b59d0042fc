const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of an ISO calendar date `YYYY-MM-DD`; NaN when the text is not a real date. */
export function epochDay(iso: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return Number.NaN;
  const ms = Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  const day = ms / MS_PER_DAY;
  return isoDate(day) === iso ? day : Number.NaN;
}

/** The ISO calendar date `YYYY-MM-DD` of a day number. */
export function isoDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Day of the week of a day number, 0 = Sunday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Index of the first session dated on or after `day` in ascending `dates` (binary search); the length when none is. */
export function firstSessionOnOrAfter(dates: Int32Array, day: number): number {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((dates[middle] as number) < day) low = middle + 1;
    else high = middle;
  }
  return low;
}
