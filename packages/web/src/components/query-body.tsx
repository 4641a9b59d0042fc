import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
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
 * with Try Again, or the answer drawn by `children`; nothing while the query is idle. The answer is drawn in a
 * deferred render, which React interrupts to let the browser paint and answer input: a big body (the market
 * overview's tables) is then many short tasks rather than one long one, and the spinner stays until it is drawn.
 */
export function QueryBody<T>({ query, loadingMessage, children }: QueryBodyProps<T>) {
  const answer = useDeferredValue(query.data);
  if (answer === undefined && (query.isFetching || query.data !== undefined))
    return <LoadingStatus message={loadingMessage} />;
  if (query.error) return <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />;
  return answer === undefined ? null : children(answer);
}
