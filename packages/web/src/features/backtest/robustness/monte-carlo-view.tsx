import type { BacktestSummary } from '@nepse/contract';
import { monteCarlo } from '@nepse/core';
import { useMemo } from 'react';
import { ChartSummary } from '../../../components/charts/chart-summary';
import { formatCount, formatPercent } from '../../../lib/format';
import { monteCarloSentence } from './robustness-sentences';

const BINS = 20;

/**
 * The Monte Carlo of the selected stock's run, computed here from its closed trades (core's seeded resampling, a
 * millisecond's work): a histogram of the final returns with the run's own compounded return marked, and the
 * percentiles beside the run's own figures.
 */
export function MonteCarloView({ summary }: { summary: BacktestSummary }) {
  const result = useMemo(
    () =>
      monteCarlo(
        summary.transactions.flatMap((t) => (t.profit_percentage === null ? [] : [t.profit_percentage])),
      ),
    [summary],
  );
  if (!result) {
    return (
      <section aria-label="Monte Carlo" data-testid="monte-carlo-view">
        <p className="text-slate-600 dark:text-slate-400">
          {summary.stock_symbol} made no closed trade in this run: there is nothing to resample.
        </p>
      </section>
    );
  }
  const finals = result.finalReturns;
  const low = finals[0]!;
  const high = finals[finals.length - 1]!;
  const width = (high - low) / BINS || 1;
  const counts = new Array<number>(BINS).fill(0);
  for (const f of finals) counts[Math.min(BINS - 1, Math.floor((f - low) / width))]!++;
  const most = Math.max(...counts);
  const actualBin = Math.min(
    BINS - 1,
    Math.max(0, Math.floor((result.actual.finalReturnPercentage - low) / width)),
  );
  const rows: [string, string, string][] = [
    [
      'Return',
      formatPercent(summary.profit_percentage),
      `${formatPercent(result.finalReturnPercentage.p5)} / ${formatPercent(result.finalReturnPercentage.p50)} / ${formatPercent(result.finalReturnPercentage.p95)}`,
    ],
    [
      'Max drawdown',
      formatPercent(summary.max_drawdown_percentage),
      `${formatPercent(result.maxDrawdownPercentage.p5)} / ${formatPercent(result.maxDrawdownPercentage.p50)} / ${formatPercent(result.maxDrawdownPercentage.p95)}`,
    ],
    [
      'Chance of a loss',
      summary.profit_percentage < 0 ? 'a loss' : 'no loss',
      formatPercent(result.lossProbabilityPercentage),
    ],
  ];
  return (
    <section aria-labelledby="monte-carlo-title" className="space-y-3" data-testid="monte-carlo-view">
      <h3 id="monte-carlo-title" className="font-semibold text-slate-900 dark:text-white">
        Monte Carlo of {summary.stock_symbol}'s trades
      </h3>
      <p className="text-slate-800 dark:text-slate-200">{monteCarloSentence(result)}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <figure>
          <svg
            viewBox={`0 0 ${BINS * 10} 100`}
            role="img"
            aria-label="Histogram of the resampled final returns"
            className="h-40 w-full"
          >
            {counts.map((count, bin) => (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: the bins are fixed positions
                key={bin}
                x={bin * 10 + 1}
                width={8}
                y={100 - (count / most) * 95}
                height={(count / most) * 95}
                className={bin === actualBin ? 'fill-amber-500' : 'fill-primary/70'}
              />
            ))}
          </svg>
          <figcaption className="text-slate-600 text-xs dark:text-slate-400">
            Final return of {result.resamplings.toLocaleString('en')} draws, {formatPercent(low)} to{' '}
            {formatPercent(high)}; the amber bar holds the run's own order.
            <ChartSummary
              summary={monteCarloSentence(result)}
              label="Resampled final returns by bin"
              table={{
                columns: ['Final return', 'Draws'],
                rows: () =>
                  counts.map((count, bin) => [
                    `${formatPercent(low + bin * width)} to ${formatPercent(low + (bin + 1) * width)}${bin === actualBin ? " (the run's own order)" : ''}`,
                    formatCount(count),
                  ]),
              }}
            />
          </figcaption>
        </figure>
        <table aria-label="Monte Carlo beside the run" className="h-fit text-left text-sm">
          <thead className="text-slate-500 text-xs">
            <tr>
              <th scope="col" />
              <th scope="col">This run</th>
              <th scope="col">Draws: 5th / 50th / 95th</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, own, drawn]) => (
              <tr key={name} className="border-slate-100 border-t dark:border-slate-800">
                <th scope="row" className="font-medium">
                  {name}
                </th>
                <td className="tabular-nums">{own}</td>
                <td className="tabular-nums">{drawn}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
