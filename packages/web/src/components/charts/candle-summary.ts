import { chartSummary } from '../../lib/chart-summary';
import { formatCount, formatPrice } from '../../lib/format';
import type { ChartTable } from './chart-summary';

/** A candle chart's columns: open, high, low and close, and volume when it is drawn. */
export interface CandleColumns {
  open: ArrayLike<number>;
  high: ArrayLike<number>;
  low: ArrayLike<number>;
  close: ArrayLike<number>;
  volume?: ArrayLike<number>;
}

/**
 * The summary and data table of a candle chart over its sessions `start` to `end` (inclusive): the close's latest
 * value, change and place against its average, and a row a session, newest first.
 */
export function candleSummary(
  dates: readonly string[],
  columns: CandleColumns,
  start = 0,
  end = dates.length - 1,
): { summary: string; table: ChartTable } {
  const closes = Array.from(columns.close).slice(start, end + 1);
  const { volume } = columns;
  return {
    summary: chartSummary({ name: 'Close', values: closes, format: formatPrice }),
    table: {
      columns: ['Date', 'Open', 'High', 'Low', 'Close', ...(volume ? ['Volume'] : [])],
      rows: () => {
        const rows: string[][] = [];
        for (let i = end; i >= start; i--) {
          rows.push([
            dates[i] ?? '',
            formatPrice(columns.open[i] ?? null),
            formatPrice(columns.high[i] ?? null),
            formatPrice(columns.low[i] ?? null),
            formatPrice(columns.close[i] ?? null),
            ...(volume ? [formatCount(volume[i] ?? 0)] : []),
          ]);
        }
        return rows;
      },
    },
  };
}
