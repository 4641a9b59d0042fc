import { SWEEP_STATISTIC_FIELDS, type SweepCell, type SweepResponse } from '@nepse/contract';
import { ChartSummary } from '../../../components/charts/chart-summary';
import { classNames } from '../../../components/class-names';
import { formatStatistic, sweepSentence } from './robustness-sentences';
import { SvgLines } from './svg-lines';
import { sweepGridTable } from './sweep-grid-table';

/** A cell's colour: from red (the grid's worst) through slate to green (its best); grey without a statistic. */
function shade(value: number | null, low: number, high: number, lowerIsBetter: boolean): string {
  if (value === null) return 'bg-slate-100 text-slate-500 dark:bg-slate-800';
  const t = high > low ? (value - low) / (high - low) : 0.5;
  const good = lowerIsBetter ? 1 - t : t;
  if (good >= 0.8) return 'bg-emerald-500 text-white';
  if (good >= 0.6) return 'bg-emerald-200 text-slate-900';
  if (good >= 0.4) return 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-white';
  if (good >= 0.2) return 'bg-red-200 text-slate-900';
  return 'bg-red-500 text-white';
}

export interface SweepViewProps {
  answer: SweepResponse;
  selected: number | undefined;
  onSelect: (cell: number) => void;
}

/**
 * The sweep's answer: its sentence and warnings, then a heatmap (two fields: rows the first, columns the second) or
 * a line with a row of cells (one field), the best cell starred; a click on a cell asks for its single run. The
 * heatmap's summary is the sweep's sentence (its spread, its best and the best's neighbours) and its data table the
 * grid; the line's are its own. A cell without a statistic is a gap in the line, not a value.
 */
export function SweepView({ answer, selected, onSelect }: SweepViewProps) {
  const { label } = SWEEP_STATISTIC_FIELDS[answer.statistic];
  const lowerIsBetter = answer.statistic === 'max_drawdown_percentage';
  const present = answer.cells.map((c) => c.statistic).filter((v): v is number => v !== null);
  const low = Math.min(...present);
  const high = Math.max(...present);
  const [rows, columns] = answer.axes;
  const best = answer.best?.cell;
  const cellButton = (cell: SweepCell, index: number) => {
    const name = answer.axes.map((axis, k) => `${axis.label} ${cell.values[k]}`).join(', ');
    return (
      <button
        type="button"
        aria-pressed={selected === index}
        aria-label={`${name}: ${label} ${formatStatistic(answer.statistic, cell.statistic)}${index === best ? ', the best' : ''}`}
        data-best={index === best ? 'true' : undefined}
        onClick={() => onSelect(index)}
        className={classNames(
          'min-w-14 rounded px-1.5 py-1 text-xs tabular-nums focus-visible:outline-2 focus-visible:outline-primary',
          shade(cell.statistic, low, high, lowerIsBetter),
          index === best && 'ring-2 ring-amber-400',
          selected === index && 'outline-2 outline-primary',
        )}
      >
        {index === best ? '★ ' : ''}
        {formatStatistic(answer.statistic, cell.statistic)}
      </button>
    );
  };
  return (
    <div className="space-y-3" data-testid="sweep-view">
      <p className="text-slate-800 dark:text-slate-200">{sweepSentence(answer)}</p>
      {answer.warnings.length > 0 && (
        <ul aria-label="Sweep warnings" className="space-y-1">
          {answer.warnings.map((warning) => (
            <li
              key={warning}
              className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-200"
            >
              {warning}
            </li>
          ))}
        </ul>
      )}
      {columns && rows ? (
        <figure className="overflow-x-auto">
          <table
            aria-label={`${label} by ${rows.label} and ${columns.label}`}
            className="border-separate border-spacing-1 text-xs"
          >
            <thead>
              <tr>
                <th scope="col" className="text-left font-normal text-slate-500">
                  {rows.label} ↓ / {columns.label} →
                </th>
                {columns.values.map((v) => (
                  <th key={v} scope="col" className="font-medium text-slate-700 dark:text-slate-300">
                    {v}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.values.map((rowValue, r) => (
                <tr key={rowValue}>
                  <th scope="row" className="pr-2 text-right font-medium text-slate-700 dark:text-slate-300">
                    {rowValue}
                  </th>
                  {columns.values.map((_, c) => {
                    const index = r * columns.values.length + c;
                    return <td key={columns.values[c]}>{cellButton(answer.cells[index]!, index)}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <figcaption>
            <ChartSummary
              summary={sweepSentence(answer)}
              label={`${label} of each cell, by ${rows.label} and ${columns.label}`}
              table={sweepGridTable(answer)}
            />
          </figcaption>
        </figure>
      ) : (
        <>
          <SvgLines
            label={`${label} by ${rows?.label ?? ''}`}
            keys={answer.cells.map((c) => c.values.join(', '))}
            keyName={rows?.label ?? ''}
            format={(value) => formatStatistic(answer.statistic, Number.isFinite(value) ? value : null)}
            lines={[
              {
                name: `${label} by ${rows?.label ?? ''}`,
                values: answer.cells.map((c) => c.statistic ?? Number.NaN),
                stroke: 'stroke-primary',
              },
            ]}
          />
          <fieldset className="flex flex-wrap gap-1">
            <legend className="sr-only">{`${label} by ${rows?.label ?? ''}`}</legend>
            {answer.cells.map((cell, index) => (
              <div key={cell.values.join(' ')} className="flex flex-col items-center gap-0.5">
                <span className="text-slate-500 text-xs">{cell.values[0]}</span>
                {cellButton(cell, index)}
              </div>
            ))}
          </fieldset>
        </>
      )}
    </div>
  );
}
