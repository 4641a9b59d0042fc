import type { EventHorizon, EventYear } from '@nepse/contract';
import { formatCount, formatPercent, signClass } from '../../lib/format';

const CELL = 'px-3 py-2 text-right tabular-nums';
const HEAD = 'px-3 py-2 text-right font-semibold';
const TABLE =
  'min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-700 [&_th:first-child]:text-left [&_td:first-child]:text-left';

const sessions = (h: number) => (h === 1 ? '1 session' : `${h} sessions`);
const interval = (low: number | null, high: number | null) =>
  low === null || high === null ? formatPercent(null) : `${formatPercent(low)} to ${formatPercent(high)}`;

/** The study by horizon: the events' figures, their 95 % interval, the base mean, the excess, non-overlapping. */
export function StudyHorizonTable({ horizons }: { horizons: readonly EventHorizon[] }) {
  return (
    <div className="overflow-x-auto">
      <table className={TABLE}>
        <caption className="sr-only">How this list has done, by horizon</caption>
        <thead>
          <tr>
            <th className={HEAD}>Horizon</th>
            <th className={HEAD}>Events</th>
            <th className={HEAD}>Mean</th>
            <th className={HEAD}>Median</th>
            <th className={HEAD}>Hit rate</th>
            <th className={HEAD}>95 % interval of the mean</th>
            <th className={HEAD}>All stocks' mean</th>
            <th className={HEAD}>Excess</th>
            <th className={HEAD}>Non-overlapping events</th>
            <th className={HEAD}>Non-overlapping mean</th>
            <th className={HEAD}>Non-overlapping hit rate</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {horizons.map((h) => (
            <tr key={h.h}>
              <td className={CELL}>{sessions(h.h)}</td>
              <td className={CELL}>{formatCount(h.count)}</td>
              <td className={`${CELL} ${signClass(h.mean)}`}>{formatPercent(h.mean)}</td>
              <td className={CELL}>{formatPercent(h.median)}</td>
              <td className={CELL}>{formatPercent(h.hitRate)}</td>
              <td className={CELL}>{interval(h.ciLow, h.ciHigh)}</td>
              <td className={CELL}>{formatPercent(h.base.mean)}</td>
              <td className={`${CELL} ${signClass(h.excess)}`}>{formatPercent(h.excess)}</td>
              <td className={CELL}>{formatCount(h.nonOverlapping.count)}</td>
              <td className={CELL}>{formatPercent(h.nonOverlapping.mean)}</td>
              <td className={CELL}>{formatPercent(h.nonOverlapping.hitRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The study by calendar year: each horizon's mean, hit rate and events. */
export function StudyYearTable({ years }: { years: readonly EventYear[] }) {
  const horizons = years[0]?.horizons.map((h) => h.h) ?? [];
  return (
    <div className="overflow-x-auto">
      <table className={TABLE}>
        <caption className="sr-only">How this list has done, by year</caption>
        <thead>
          <tr>
            <th className={HEAD}>Year</th>
            {horizons.map((h) => (
              <th key={h} className={HEAD}>
                {sessions(h)}: mean, hit rate (events)
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {years.map((year) => (
            <tr key={year.year}>
              <td className={CELL}>{year.year}</td>
              {year.horizons.map((h) => (
                <td key={h.h} className={CELL}>
                  <span className={signClass(h.mean)}>{formatPercent(h.mean)}</span>,{' '}
                  {formatPercent(h.hitRate)} ({formatCount(h.count)})
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
