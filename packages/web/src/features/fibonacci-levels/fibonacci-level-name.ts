import type { FibonacciLevelRow } from '@nepse/contract';

/** A level's name as the table and the chart show it: "Retracement 61.8%", "Extension 161.8%". */
export function fibonacciLevelName({ kind, ratio }: Pick<FibonacciLevelRow, 'kind' | 'ratio'>): string {
  const percent = Number((ratio * 100).toFixed(1));
  return `${kind === 'retracement' ? 'Retracement' : 'Extension'} ${percent}%`;
}
