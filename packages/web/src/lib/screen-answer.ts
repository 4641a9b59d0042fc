import { SCREEN_HEADERS } from '@nepse/contract';

/** What a screen answer's headers say about its data (contract SCREEN_HEADERS). */
export interface ScreenDates {
  /** The market's latest session the answer was computed on (ISO date), when the server said. */
  dataDate: string | undefined;
  /** The last session the trading calendar expects by now; a data date before it means stale data. */
  expectedDate: string | undefined;
}

/** A list screen's rows and the dates of its answer. */
export interface ScreenAnswer<Row> extends ScreenDates {
  rows: Row[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateHeader(headers: Headers, name: string): string | undefined {
  const value = headers.get(name)?.trim();
  return value !== undefined && ISO_DATE.test(value) ? value : undefined;
}

/** The dates an answer's headers give; a missing or malformed date is left undefined. */
export function screenDatesOf(headers: Headers): ScreenDates {
  return {
    dataDate: dateHeader(headers, SCREEN_HEADERS.dataDate),
    expectedDate: dateHeader(headers, SCREEN_HEADERS.expectedDate),
  };
}

/** ISO dates compare as text, so the data is stale when its date sorts before the expected one. */
export function isStale<T extends ScreenDates>(
  answer: T,
): answer is T & { dataDate: string; expectedDate: string } {
  return (
    answer.dataDate !== undefined &&
    answer.expectedDate !== undefined &&
    answer.dataDate < answer.expectedDate
  );
}
