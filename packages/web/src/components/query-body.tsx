import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorPanel } from './error-panel';
import { LoadingStatus } from './loading-status';

export interface QueryBodyProps<T> {
  query: UseQueryResult<T, Error>;
  /** Beside the spinner until the first answer, e.g. "Loading Fibonacci levels...". */
  loadingMessage: string;
  children: (answer: T) => ReactNode;
}

/**
 * A page's body from its query: the spinner and `loadingMessage` until the first answer, then the error's message
 * with Try Again, or the answer drawn by `children`; nothing while the query is idle.
 */
export function QueryBody<T>({ query, loadingMessage, children }: QueryBodyProps<T>) {
  const answer = query.data;
  if (query.isFetching && answer === undefined) return <LoadingStatus message={loadingMessage} />;
  if (query.error) return <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />;
  return answer === undefined ? null : children(answer);
}
