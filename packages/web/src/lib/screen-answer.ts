import { SCREEN_HEADERS } from '@nepse/contract';
import type { z } from 'zod';
import { apiRequestWithHeaders } from './api-client';

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

/** The screen answer of a body and its headers. */
export function screenAnswerOf<Row>(rows: Row[], headers: Headers): ScreenAnswer<Row> {
  return { rows, ...screenDatesOf(headers) };
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

/**
 * GETs a list screen through the shared client: the body checked against the contract's schema, a failure
 * shown with the server's `error` or the screen's `fallbackMessage`.
 */
export async function fetchScreen<Row>(
  path: string,
  schema: z.ZodType<Row[]>,
  fallbackMessage: string,
  signal?: AbortSignal,
): Promise<ScreenAnswer<Row>> {
  const { data, headers } = await apiRequestWithHeaders('GET', path, {
    schema,
    fallbackMessage,
    ...(signal ? { signal } : {}),
  });
  return screenAnswerOf(data, headers);
}
