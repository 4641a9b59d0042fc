import { DateText } from '../../components/date-text';
import { formatCount } from '../../lib/format';
import { sessionRuns } from './session-runs';

/**
 * How many of the stock's sessions have no real open and which (as runs of consecutive sessions): their candles
 * start at a stand-in open, and no candlestick pattern is read from them. Nothing when every open is real.
 */
export function NoOpenSessions({
  dates,
  noOpenDates,
}: {
  dates: readonly string[];
  noOpenDates: readonly string[];
}) {
  if (noOpenDates.length === 0) return null;
  const runs = sessionRuns(dates, noOpenDates);
  return (
    <section aria-label="Sessions without a real open" className="text-sm">
      <h2 className="mb-1 font-semibold text-slate-900 dark:text-white">Sessions without a real open</h2>
      <p data-testid="no-open-count" className="text-slate-600 dark:text-slate-400">
        {formatCount(noOpenDates.length)} of {formatCount(dates.length)} sessions have no real open (NEPSE's
        company history gives none, the file's open copied the previous close, or the import repaired it).
        Their open is a stand-in, and no candlestick pattern is read from them.
      </p>
      <ul className="mt-1 space-y-0.5 text-slate-700 tabular-nums dark:text-slate-300">
        {runs.map((run) => (
          <li key={run.from}>
            {run.sessions === 1 ? (
              <DateText date={run.from} />
            ) : (
              <>
                <DateText date={run.from} /> to <DateText date={run.to} /> ({formatCount(run.sessions)}{' '}
                sessions)
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
