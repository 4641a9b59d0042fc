import { useId, useState } from 'react';
import { useFormatDate } from '../../lib/calendar-system';

/** A cell written as a day (`YYYY-MM-DD`) is a date: it follows the AD / BS switch like every other date. */
const DAY_CELL = /^\d{4}-\d{2}-\d{2}$/;

/** A chart's data as a table: its column heads and its rows of written figures (the first cell heads its row). */
export interface ChartTable {
  columns: readonly string[];
  /** Built only when the table is shown: a long history costs nothing until asked for. */
  rows: () => readonly (readonly string[])[];
}

export interface ChartSummaryProps {
  /** The chart's figures in words (`chartSummary`). */
  summary: string;
  /** What the table holds, its caption. */
  label: string;
  table: ChartTable;
}

/**
 * What a chart shows for those who cannot see it: its summary in words, and its data as a table behind a
 * "Show data table" button.
 */
export function ChartSummary({ summary, label, table }: ChartSummaryProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const formatDate = useFormatDate();
  const cellText = (cell: string) => (DAY_CELL.test(cell) ? formatDate(cell) : cell);
  return (
    <div className="mt-2 space-y-2 text-slate-600 text-xs dark:text-slate-400" data-testid="chart-summary">
      <p data-testid="chart-summary-text">{summary}</p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="rounded font-medium text-primary-ink underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      >
        {open ? 'Hide data table' : 'Show data table'}
      </button>
      {/* The table scrolls in its box: focusable, so that the keyboard scrolls it too. */}
      <section
        id={id}
        hidden={!open}
        aria-label={label}
        tabIndex={open ? 0 : undefined}
        className="max-h-80 overflow-auto focus-visible:outline-2 focus-visible:outline-primary"
      >
        {open && (
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{label}</caption>
            <thead className="sticky top-0 bg-white dark:bg-slate-900">
              <tr>
                {table.columns.map((c) => (
                  <th key={c} scope="col" className="px-2 py-1 font-medium">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows().map((row) => (
                <tr key={row[0]} className="border-slate-100 border-t dark:border-slate-800">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={table.columns[i]} scope="row" className="px-2 py-0.5 font-normal">
                        {cellText(cell)}
                      </th>
                    ) : (
                      <td key={table.columns[i]} className="px-2 py-0.5">
                        {cellText(cell)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
