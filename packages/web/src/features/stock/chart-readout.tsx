import type { AdjustmentEventAnswer, PatternName, PriceColumns } from '@nepse/contract';
import { DateText } from '../../components/date-text';
import { useFormatDate } from '../../lib/calendar-system';
import { formatCount, formatPercent, formatPrice, NO_VALUE, signClass } from '../../lib/format';
import { adjustmentText } from './adjustment-text';

export interface ChartReadoutProps {
  date: string | undefined;
  prices: PriceColumns;
  index: number;
  /** The marked patterns completed on the session. */
  patterns: readonly PatternName[];
  event: AdjustmentEventAnswer | undefined;
  /** The session's open is not a real print. */
  noOpen: boolean;
}

/**
 * The session under the crosshair: date, OHLC (the open marked when it is not a real print), volume, change from
 * the close before, its patterns and event.
 */
export function ChartReadout({ date, prices, index, patterns, event, noOpen }: ChartReadoutProps) {
  const writeDate = useFormatDate();
  const close = prices.close[index] ?? null;
  const previous = prices.close[index - 1];
  const change = close === null || previous === undefined ? null : close - previous;
  const percent = change === null || !previous ? null : (change / previous) * 100;
  const cells: [string, string][] = [
    ['O', `${formatPrice(prices.open[index] ?? null)}${noOpen ? ' (no real open)' : ''}`],
    ['H', formatPrice(prices.high[index] ?? null)],
    ['L', formatPrice(prices.low[index] ?? null)],
    ['C', formatPrice(close)],
    ['Vol', prices.volume[index] === undefined ? NO_VALUE : formatCount(prices.volume[index])],
  ];
  return (
    <div
      data-testid="chart-readout"
      className="mb-2 min-h-[5.5rem] space-y-0.5 text-xs sm:min-h-[3.75rem] sm:text-sm"
    >
      <dl className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 tabular-nums">
        <div>
          <dt className="sr-only">Date</dt>
          <dd data-testid="readout-date" className="font-semibold text-slate-900 dark:text-white">
            {date ? <DateText date={date} /> : NO_VALUE}
          </dd>
        </div>
        {cells.map(([term, value]) => (
          <div key={term} className="flex gap-1">
            <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
            <dd data-testid={`readout-${term.toLowerCase()}`} className="text-slate-900 dark:text-white">
              {value}
            </dd>
          </div>
        ))}
        <div className="flex gap-1">
          <dt className="text-slate-600 dark:text-slate-400">Chg</dt>
          <dd data-testid="readout-change" className={signClass(change)}>
            {change === null ? NO_VALUE : `${formatPrice(change)} (${formatPercent(percent)})`}
          </dd>
        </div>
      </dl>
      {/* Always there, so that it is drawn with the figures and never moves the chart when a session has none. */}
      <p data-testid="readout-patterns" className="text-slate-700 dark:text-slate-300">
        Pattern: {patterns.length > 0 ? patterns.join(', ') : 'none'}
      </p>
      {event && (
        <p data-testid="readout-event" className="text-violet-700 dark:text-violet-300">
          {adjustmentText(event, writeDate)}
        </p>
      )}
    </div>
  );
}
