import type { DailyDownloads } from '@nepse/contract';
import { ChartSummary } from '../../components/charts/chart-summary';
import { abbreviateCount } from '../../lib/abbreviate-count';
import { type CalendarSystem, useCalendarSystem } from '../../lib/calendar-system';
import { chartSummary } from '../../lib/chart-summary';
import { formatCount, formatDate } from '../../lib/format';
import { barHeights } from './bar-heights';
import { dailyDateLabel, perDay } from './daily-downloads';

/** What a bar's tooltip says: the interval's date, its downloads, and its days when it spans a gap. */
function barTitle(interval: DailyDownloads, system: CalendarSystem): string {
  const downloads = `${formatCount(interval.downloads)} downloads`;
  const date = formatDate(interval.date, system);
  if (interval.days === 1) return `${date}: ${downloads}`;
  return `${date}: ${downloads} over ${interval.days} days (${formatCount(Math.round(perDay(interval)))} a day)`;
}

/**
 * The "Daily Downloads Trend": a bar per interval, downloads per day, 200 px for the most and 8 px at least,
 * the value above and the date below; an interval across a gap says how many days it spans.
 */
export function DailyDownloadsChart({ intervals }: { intervals: readonly DailyDownloads[] }) {
  const values = intervals.map((interval) => Math.round(perDay(interval)));
  const heights = barHeights(values);
  const { system } = useCalendarSystem();
  return (
    <section
      aria-label="Daily Downloads Trend"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 className="mb-4 font-semibold text-lg text-slate-900 dark:text-white">Daily Downloads Trend</h2>
      {intervals.length === 0 ? (
        <p className="py-10 text-center text-slate-600 dark:text-slate-400">
          No daily downloads data available
        </p>
      ) : (
        <ol className="flex items-start gap-1 overflow-x-auto pb-2" aria-label="Downloads per day">
          {intervals.map((interval, i) => (
            <li
              key={interval.date}
              data-testid="download-bar"
              title={barTitle(interval, system)}
              className="flex min-w-6 flex-1 flex-col items-center gap-1"
            >
              {/* The value and the bar share a box of the tallest bar's height, so every bar stands on one line. */}
              <div className="flex h-56 w-full flex-col items-center justify-end gap-1">
                <span
                  data-testid="bar-value"
                  className="whitespace-nowrap font-medium text-[10px] text-slate-700 dark:text-slate-300"
                >
                  {abbreviateCount(values[i] ?? 0)}
                </span>
                <span
                  data-testid="bar"
                  className="w-full max-w-10 rounded-t-md bg-primary"
                  style={{ height: `${heights[i] ?? 0}px` }}
                />
              </div>
              {/* A narrow column wraps "Nov 10" into month over day rather than into its neighbour. */}
              <span
                data-testid="bar-date"
                className="text-center text-[10px] text-slate-600 leading-tight dark:text-slate-400"
              >
                {dailyDateLabel(interval.date, system)}
              </span>
              {interval.days > 1 && (
                <span className="whitespace-nowrap text-[10px] text-amber-700 dark:text-amber-300">
                  {interval.days} days
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {intervals.length > 0 && (
        <ChartSummary
          summary={chartSummary({ name: 'Downloads a day', values, format: formatCount })}
          label="Downloads a day, by date"
          table={{
            columns: ['Date', 'Downloads a day', 'Days'],
            rows: () =>
              intervals.map((interval, i) => [
                interval.date,
                formatCount(values[i] ?? 0),
                String(interval.days),
              ]),
          }}
        />
      )}
    </section>
  );
}
