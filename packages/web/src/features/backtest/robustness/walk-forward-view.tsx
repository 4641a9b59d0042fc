import type { SweepResponse, WalkForward } from '@nepse/contract';
import { DateText } from '../../../components/date-text';
import { formatMoney, formatPercent } from '../../../lib/format';
import { formatStatistic, walkForwardSentence } from './robustness-sentences';
import { SvgLines } from './svg-lines';

/**
 * The walk-forward: its sentence, the stitched out-of-sample equity against what the in-sample runs promised over
 * the same sessions, the stitched figures, and each window's dates, chosen values and statistic in and out of sample.
 */
export function WalkForwardView({ walk, answer }: { walk: WalkForward; answer: SweepResponse }) {
  const s = walk.statistics;
  const d = walk.degradation;
  return (
    <section aria-labelledby="walk-forward-title" className="space-y-3" data-testid="walk-forward-view">
      <h3 id="walk-forward-title" className="font-semibold text-slate-900 dark:text-white">
        Walk-forward
      </h3>
      <p className="text-slate-800 dark:text-slate-200">{walkForwardSentence(answer.statistic, walk)}</p>
      <SvgLines
        label="Out-of-sample equity against the in-sample promise"
        keys={walk.stitched_equity.dates}
        keyName="Date"
        format={formatMoney}
        lines={[
          { name: 'Out of sample (stitched)', values: walk.stitched_equity.values, stroke: 'stroke-primary' },
          {
            name: 'In-sample promise',
            values: walk.in_sample_equity.values,
            stroke: 'stroke-slate-400',
            dashed: true,
          },
        ]}
      />
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {[
          ['Final capital', formatMoney(s.final_capital)],
          ['Return out of sample', formatPercent(s.profit_percentage)],
          ['Max drawdown', formatPercent(s.max_drawdown_percentage)],
          ['Degradation (in sample less out)', formatStatistic(answer.statistic, d.difference)],
        ].map(([term, value]) => (
          <div key={term} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
            <dt className="text-slate-500 text-xs">{term}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto">
        <table aria-label="Walk-forward windows" className="w-full text-left text-sm">
          <thead className="text-slate-500 text-xs">
            <tr>
              <th scope="col">In sample</th>
              <th scope="col">Out of sample</th>
              <th scope="col">Chosen {answer.axes.map((a) => a.label).join(', ')}</th>
              <th scope="col">In sample</th>
              <th scope="col">Out of sample</th>
            </tr>
          </thead>
          <tbody>
            {walk.windows.map((w) => (
              <tr key={w.out_of_sample_from} className="border-slate-100 border-t dark:border-slate-800">
                <td>
                  <DateText date={w.in_sample_from} /> to <DateText date={w.in_sample_to} />
                </td>
                <td>
                  <DateText date={w.out_of_sample_from} /> to <DateText date={w.out_of_sample_to} />
                </td>
                <td>{w.values.join(', ')}</td>
                <td className="tabular-nums">{formatStatistic(answer.statistic, w.in_sample_statistic)}</td>
                <td className="tabular-nums">
                  {formatStatistic(answer.statistic, w.out_of_sample_statistic)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
