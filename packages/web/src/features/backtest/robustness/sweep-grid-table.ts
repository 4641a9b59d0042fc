import type { SweepResponse } from '@nepse/contract';
import type { ChartTable } from '../../../components/charts/chart-summary';
import { formatStatistic } from './robustness-sentences';

/**
 * A two-field sweep's heatmap as a plain table: a row a value of the first field, a column a value of the second,
 * each cell its statistic (the best one said so, as the star marks it on the heatmap).
 */
export function sweepGridTable(answer: SweepResponse): ChartTable {
  const [rows, columns] = answer.axes;
  if (!rows || !columns) return { columns: [], rows: () => [] };
  const best = answer.best?.cell;
  return {
    columns: [`${rows.label} / ${columns.label}`, ...columns.values.map(String)],
    rows: () =>
      rows.values.map((rowValue, r) => [
        String(rowValue),
        ...columns.values.map((_, c) => {
          const index = r * columns.values.length + c;
          const shown = formatStatistic(answer.statistic, answer.cells[index]?.statistic ?? null);
          return index === best ? `${shown} (the best)` : shown;
        }),
      ]),
  };
}
