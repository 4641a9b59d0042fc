import { NEPAL_OFFSET_MINUTES } from '@nepse/contract';

/** Default start of the range: 23 June of the year before `today`. */
export function defaultFromDate(today: string): string {
  return `${Number(today.slice(0, 4)) - 1}-06-23`;
}

/**
 * The ISO instant sent for a picked calendar date: its midnight in Nepal, which is what a browser in Nepal sends
 * (2025-06-22T18:15:00.000Z for 23 June), so the server reads the picked date whatever the browser's time zone.
 */
export function requestInstant(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`) - NEPAL_OFFSET_MINUTES * 60_000;
  return new Date(ms).toISOString();
}
