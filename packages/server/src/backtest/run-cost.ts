import { firstSessionOnOrAfter } from '@nepse/core';
import type { BacktestJob } from './backtest-job';

/**
 * What a back-test asks of the server, known before it starts: its rules, the trading days it trades on (every
 * symbol's bars in the range) and, for a sweep, its cells (one strategy each). The cost is their product, in
 * rule-days: each rule is evaluated on each bar, once per cell.
 */
export interface RunCost {
  readonly rules: number;
  readonly symbols: number;
  readonly bars: number;
  readonly cells: number;
  readonly cost: number;
}

/** The bars of `date` (days since 1970-01-01, ascending) from `from` to `to`, both inclusive. */
export function barsInRange(date: Int32Array, from: number, to: number): number {
  return Math.max(0, firstSessionOnOrAfter(date, to + 1) - firstSessionOnOrAfter(date, from));
}

/** The cost of `job` run `cells` times (a sweep's cells; 1 for a plain run), `datesOf` giving each symbol's dates. */
export function runCost(
  job: Pick<BacktestJob, 'symbols' | 'strategy' | 'options'>,
  datesOf: (symbol: string) => Int32Array | undefined,
  cells = 1,
): RunCost {
  const rules = job.strategy.buy.length + job.strategy.sell.length;
  let bars = 0;
  for (const symbol of job.symbols) {
    const date = datesOf(symbol);
    if (date) bars += barsInRange(date, job.options.from, job.options.to);
  }
  return { rules, symbols: job.symbols.length, bars, cells, cost: rules * bars * cells };
}

const count = (n: number) => n.toLocaleString('en');

/** Why a run over the limit is refused, in the words a trader reads: what made it large and what to change. */
export function tooCostlyMessage(run: RunCost, limit: number): string {
  const cells = run.cells > 1 ? ` in ${count(run.cells)} variations` : '';
  return (
    `This back-test is too large: ${count(run.rules)} rules over ${count(run.bars)} trading days of ` +
    `${count(run.symbols)} ${run.symbols === 1 ? 'stock' : 'stocks'}${cells} is ${count(run.cost)} rule-days, and a run may have at most ` +
    `${count(limit)}. Use fewer rules, a shorter date range or a smaller sector.`
  );
}
