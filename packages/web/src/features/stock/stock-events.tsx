import type { AdjustmentEventAnswer } from '@nepse/contract';
import { DateText } from '../../components/date-text';
import { useFormatDate } from '../../lib/calendar-system';
import { adjustmentText } from './adjustment-text';

/** The stock's adjustment events in words, newest first, as the chart marks them. */
export function StockEvents({ events }: { events: readonly AdjustmentEventAnswer[] }) {
  const writeDate = useFormatDate();
  return (
    <section aria-label="Adjustment events" className="text-sm">
      <h2 className="mb-1 font-semibold text-slate-900 dark:text-white">Adjustment events</h2>
      {events.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">No bonus or right issue in the data.</p>
      ) : (
        <ul className="space-y-0.5 text-slate-700 dark:text-slate-300">
          {[...events].reverse().map((event) => (
            <li key={event.date}>
              <DateText date={event.date} className="font-medium tabular-nums" />:{' '}
              {adjustmentText(event, writeDate)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
