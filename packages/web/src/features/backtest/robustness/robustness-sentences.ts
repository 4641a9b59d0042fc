import { SWEEP_STATISTIC_FIELDS, type SweepResponse, type WalkForward } from '@nepse/contract';
import type { MonteCarloResult } from '@nepse/core';
import { formatPercent, formatRatio } from '../../../lib/format';

/** A statistic in its own unit: percent for the percentages, a plain number otherwise. */
export function formatStatistic(statistic: SweepResponse['statistic'], value: number | null): string {
  return statistic.endsWith('_percentage') ? formatPercent(value) : formatRatio(value);
}

/** A swept field's label without its rule ("Period" of "Buy rule 1 (SMA): Period"), with the rule's indicator. */
const shortLabel = (label: string) => {
  const match = /\(([^)]+)\): (.+)$/.exec(label);
  return match ? `${match[1]} ${match[2]!.toLowerCase()}` : label;
};

/** Where a sweep's figures come from, as its sentence says it. */
const WHERE: Record<SweepResponse['target'], string> = {
  symbol: '',
  sector: " (the median across the sector's stocks)",
  portfolio: ' (the sector as one portfolio)',
};

/**
 * What the sweep says of this strategy, with its figures: the spread of the statistic over the grid, where the best
 * is and, when no warning was given, that its neighbours do about as well.
 */
export function sweepSentence(answer: SweepResponse): string {
  const { label } = SWEEP_STATISTIC_FIELDS[answer.statistic];
  const shown = (value: number | null) => formatStatistic(answer.statistic, value);
  const where = WHERE[answer.target];
  if (!answer.best)
    return `No cell of the grid has a ${label}${where}: the strategy made no trade that gives one.`;
  const values = answer.cells.map((c) => c.statistic).filter((v): v is number => v !== null);
  const at = answer.axes
    .map((axis, k) => `${shortLabel(axis.label)} ${answer.best!.values[k]}`)
    .join(' and ');
  const spread =
    `Across ${answer.cells.length} cells the ${label}${where} runs from ${shown(Math.min(...values))} to ` +
    `${shown(Math.max(...values))}; the best, ${shown(answer.best.statistic)}, comes at ${at}.`;
  if (answer.warnings.length > 0) return spread;
  return `${spread} Its neighbours do about as well (median ${shown(answer.best.neighbourhood_median)}), so the choice is not a lone peak.`;
}

/** What the walk-forward says: the stitched out-of-sample return against the in-sample figure it was chosen on. */
export function walkForwardSentence(statistic: SweepResponse['statistic'], walk: WalkForward): string {
  const { label } = SWEEP_STATISTIC_FIELDS[statistic];
  const shown = (value: number | null) => formatStatistic(statistic, value);
  const s = walk.statistics;
  const d = walk.degradation;
  const head =
    `Choosing the best cell afresh on ${walk.in_sample} sessions and trading it on the next ${walk.out_of_sample}, ` +
    `${walk.windows.length} times, made ${formatPercent(s.profit_percentage)} out of sample (max drawdown ` +
    `${formatPercent(s.max_drawdown_percentage)}).`;
  if (d.in_sample === null || d.out_of_sample === null) return head;
  const compare = ` The ${label} averaged ${shown(d.in_sample)} in sample and ${shown(d.out_of_sample)} out of sample`;
  if (d.ratio === null || statistic === 'max_drawdown_percentage') return `${head}${compare}.`;
  // A share of a loss says nothing: below zero in sample, the choice promised no gain to keep.
  if (d.in_sample <= 0)
    return `${head}${compare}: even the in-sample best did not make a gain to carry over.`;
  const kept = d.ratio * 100;
  const verdict =
    kept >= 75
      ? 'most of what the choice promised carried over'
      : kept >= 25
        ? 'part of what the choice promised carried over'
        : 'little of what the choice promised carried over: the in-sample best was mostly fitted to its own past';
  return `${head}${compare}: out of sample kept ${formatPercent(kept)} of it, so ${verdict}.`;
}

/** What the Monte Carlo says: the spread of the final return and drawdown, and how often a reshuffle loses. */
export function monteCarloSentence(result: MonteCarloResult): string {
  const r = result.finalReturnPercentage;
  const dd = result.maxDrawdownPercentage;
  return (
    `Drawing its ${result.trades} closed trades again ${result.resamplings.toLocaleString('en')} times, in random ` +
    `order and with repeats, the median return is ${formatPercent(r.p50)} (5th to 95th percentile ` +
    `${formatPercent(r.p5)} to ${formatPercent(r.p95)}), the median worst drawdown ${formatPercent(dd.p50)} ` +
    `(${formatPercent(dd.p95)} at the 95th percentile), and ${formatPercent(result.lossProbabilityPercentage)} of ` +
    `the draws lose money. Its trades in their own order compound to ${formatPercent(result.actual.finalReturnPercentage)}.`
  );
}
