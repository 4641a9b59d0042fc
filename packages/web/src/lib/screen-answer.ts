import { SCREEN_HEADERS } from '@nepse/contract';
import type { z } from 'zod';
import { apiRequestWithHeaders } from './api-client';

/** A screen's rows and what its answer's headers say about them (contract SCREEN_HEADERS). */
export interface ScreenAnswer<Row> {
  rows: Row[];
  /** The market's latest session the rows were computed on (ISO date), when the server said. */
  dataDate: string | undefined;
  /** The last session the trading calendar expects by now; a data date before it means stale data. */
  expectedDate: string | undefined;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateHeader(headers: Headers, name: string): string | undefined {
  const value = headers.get(name)?.trim();
  return value !== undefined && ISO_DATE.test(value) ? value : undefined;
}

/** The screen answer of a body and its headers; a missing or malformed date is left undefined. */
export function screenAnswerOf<Row>(rows: Row[], headers: Headers): ScreenAnswer<Row> {
  return {
    rows,
    dataDate: dateHeader(headers, SCREEN_HEADERS.dataDate),
    expectedDate: dateHeader(headers, SCREEN_HEADERS.expectedDate),
  };
}

type ScreenDates = Pick<ScreenAnswer<unknown>, 'dataDate' | 'expectedDate'>;

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
 * GETs a list screen through the shared client: the body checked against the contract's schema, a failure shown
 * with the server's `error` or the screen's `fallbackMessage` (spec section 8).
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
