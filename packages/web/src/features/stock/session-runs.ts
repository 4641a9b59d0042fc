/** A run of consecutive sessions of one stock, by their ISO dates. */
export interface SessionRun {
  from: string;
  to: string;
  sessions: number;
}

/**
 * The `flagged` sessions as runs of consecutive sessions of the stock (`dates`, its sessions oldest first), oldest
 * first: thousands of flagged dates read as a few ranges. A flagged date that is not a session is left out.
 */
export function sessionRuns(dates: readonly string[], flagged: readonly string[]): SessionRun[] {
  const marked = new Set(flagged);
  const runs: SessionRun[] = [];
  let current: SessionRun | undefined;
  for (const date of dates) {
    if (!marked.has(date)) {
      current = undefined;
      continue;
    }
    if (current) {
      current.to = date;
      current.sessions++;
    } else {
      current = { from: date, to: date, sessions: 1 };
      runs.push(current);
    }
  }
  return runs;
}
