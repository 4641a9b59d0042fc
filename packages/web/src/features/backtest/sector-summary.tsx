import type { BriefSummary } from '@nepse/contract';
import { useMemo } from 'react';
import { ChartSummary } from '../../components/charts/chart-summary';
import { classNames } from '../../components/class-names';
import { returnSummary } from '../../lib/chart-summary';
import { formatCount, formatPercent, signClass } from '../../lib/format';
import { type ReturnBin, type SectorOverview, sectorOverview } from './sector-overview';

const binLabel = (bin: ReturnBin) => `${bin.from}% to ${bin.to}%`;

/**
 * The returns' histogram: a bar a bin, losses red and gains green, each bar saying its bin and count; its summary
 * sets the median stock's return against the median buy and hold.
 */
function ReturnHistogram({ bins, overview }: { bins: ReturnBin[]; overview: SectorOverview }) {
  const most = Math.max(...bins.map((b) => b.count));
  return (
    <figure className="min-w-0">
      <ul aria-label="Returns of the stocks" className="flex h-20 items-end gap-0.5">
        {bins.map((bin) => {
          const label = `${binLabel(bin)}: ${bin.count} ${bin.count === 1 ? 'stock' : 'stocks'}`;
          return (
            <li key={bin.from} title={label} aria-label={label} className="flex h-full flex-1 items-end">
              <span
                className={classNames(
                  'w-full rounded-t-sm',
                  bin.to <= 0 ? 'bg-red-500/70' : 'bg-emerald-500/70',
                )}
                style={{ height: `${(100 * bin.count) / most}%`, minHeight: bin.count > 0 ? 2 : 0 }}
              />
            </li>
          );
        })}
      </ul>
      <figcaption className="mt-1 text-slate-500 text-xs tabular-nums dark:text-slate-400">
        <span className="flex justify-between">
          <span>{bins[0]?.from}%</span>
          <span>Strategy return of the stocks</span>
          <span>{bins[bins.length - 1]?.to}%</span>
        </span>
        <ChartSummary
          summary={
            overview.medianBuyAndHold === null
              ? `Median stock: ${formatPercent(overview.medianReturn)} over the run's range, its mean ${formatPercent(overview.meanReturn)}.`
              : returnSummary('Median stock', overview.medianReturn, "the run's range", {
                  name: 'the median buy and hold',
                  returnPercent: overview.medianBuyAndHold,
                })
          }
          label="Strategy return of the stocks, by bin"
          table={{
            columns: ['Return', 'Stocks'],
            rows: () => bins.map((bin) => [binLabel(bin), formatCount(bin.count)]),
          }}
        />
      </figcaption>
    </figure>
  );
}

/**
 * A sector run at a glance, above its per-stock results: how many stocks were tested, the share that ended in
 * profit, median and mean return against the median buy and hold, the trades, the best and worst stock and the
 * spread of returns. Stocks without a session in the range are counted apart.
 */
export function SectorSummary({ summaries }: { summaries: readonly BriefSummary[] }) {
  const overview = useMemo(() => sectorOverview(summaries), [summaries]);
  if (!overview) return null;
  const figures: [string, string, string?][] = [
    ['Stocks tested', formatCount(overview.tested)],
    ['Profitable', formatPercent(overview.profitablePercentage)],
    ['Median return', formatPercent(overview.medianReturn), signClass(overview.medianReturn)],
    ['Mean return', formatPercent(overview.meanReturn), signClass(overview.meanReturn)],
    ['Median buy and hold', formatPercent(overview.medianBuyAndHold), signClass(overview.medianBuyAndHold)],
    ['Total trades', formatCount(overview.totalTrades)],
    [
      'Best stock',
      `${overview.best.symbol} ${formatPercent(overview.best.returnPercentage)}`,
      signClass(overview.best.returnPercentage),
    ],
    [
      'Worst stock',
      `${overview.worst.symbol} ${formatPercent(overview.worst.returnPercentage)}`,
      signClass(overview.worst.returnPercentage),
    ],
  ];
  return (
    <section
      aria-label="Sector at a glance"
      className="grid gap-4 rounded-xl border border-slate-200 p-4 lg:grid-cols-[2fr_1fr] dark:border-slate-700"
    >
      <div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
          {figures.map(([label, value, tone]) => (
            <div key={label}>
              <dt className="text-slate-600 text-xs dark:text-slate-400">{label}</dt>
              <dd
                className={classNames('font-semibold tabular-nums', tone ?? 'text-slate-900 dark:text-white')}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {overview.withoutPrices > 0 && (
          <p className="mt-2 text-slate-500 text-xs dark:text-slate-400">
            {overview.withoutPrices} {overview.withoutPrices === 1 ? 'stock has' : 'stocks have'} no prices in
            the range and {overview.withoutPrices === 1 ? 'is' : 'are'} left out.
          </p>
        )}
      </div>
      <ReturnHistogram bins={overview.histogram} overview={overview} />
    </section>
  );
}
