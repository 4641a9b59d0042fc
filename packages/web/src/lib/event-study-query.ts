import {
  API_PATHS,
  type EventStudyRequest,
  type EventStudyResponse,
  eventStudyResponseSchema,
} from '@nepse/contract';
import { useQuery } from '@tanstack/react-query';
import { storedAccessKey } from './access-key';
import { apiPost, bodyWithAccessKey } from './api-client';
import { ApiError, errorMessageOf } from './api-error';

/** The list a study is of, as the request names it: a scan, a screen (with its kind), a group, a pattern, a text. */
export type StudiedListRequest = Omit<EventStudyRequest, 'from' | 'to' | 'horizons' | 'costs' | 'accesskey'>;

/** What a study's failure says when the server names no error of its own. */
export const EVENT_STUDY_FAILURE = 'Failed to load how this list has done.';

/**
 * The study of `list` (POST /api/event-study at its defaults: every session since the first real opens, horizons
 * 1, 5, 10 and 20, no costs), asked only once `enabled` (the section loads on demand, so that a screen stays fast).
 * Screens showing the same list share the cache entry.
 */
export function useEventStudy(list: StudiedListRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['event-study', list],
    queryFn: ({ signal }): Promise<EventStudyResponse> =>
      apiPost(API_PATHS.eventStudy, list, {
        schema: eventStudyResponseSchema,
        fallbackMessage: EVENT_STUDY_FAILURE,
        signal,
      }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The study's events as CSV text (`?format=csv`), with the stored access key; throws an ApiError on a failure. */
export async function eventStudyCsv(list: StudiedListRequest): Promise<string> {
  const accessKey = storedAccessKey();
  const url = new URL(API_PATHS.eventStudy, window.location.origin);
  url.searchParams.set('format', 'csv');
  const response = await fetch(url, {
    method: 'POST',
    headers: { accept: 'text/csv', 'content-type': 'application/json' },
    body: JSON.stringify(bodyWithAccessKey(list, accessKey)),
  });
  const text = await response.text();
  if (!response.ok) {
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = undefined;
    }
    throw new ApiError(errorMessageOf(answer, EVENT_STUDY_FAILURE), response.status);
  }
  return text;
}
