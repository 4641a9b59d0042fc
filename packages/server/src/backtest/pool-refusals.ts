/**
 * Why the back-test pool gave up a run without it failing: the pool held all the runs it may (refused at once), the
 * run's time ran out, or it was cancelled (its client went away, or the server is shutting down). The route answers
 * each 503 with Retry-After (a client gone does not read it); any other error from the pool is a failure of the
 * workers.
 */
export class PoolFullError extends Error {}
export class RunTimeLimitError extends Error {}
export class RunCancelledError extends Error {}

export type PoolRefusal = PoolFullError | RunTimeLimitError | RunCancelledError;

export const isPoolRefusal = (error: unknown): error is PoolRefusal =>
  error instanceof PoolFullError || error instanceof RunTimeLimitError || error instanceof RunCancelledError;
