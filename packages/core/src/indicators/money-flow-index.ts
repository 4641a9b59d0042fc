import { keepIf } from './branchless';
import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { outputArray } from './output';
import { checkPeriod } from './period';
import { ringMask } from './ring';

/**
 * Money flow index, 100 x positive flow / (positive + negative flow) over `period` bars, flow = typical price x
 * volume signed by the change of the typical price (0 when the total flow is below 1); warm-up `period` bars;
 * TA-Lib MFI.
 */
export function moneyFlowIndex(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  volume: Float64Array,
  period = 14,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  checkPeriod('period', period);
  const n = close.length;
  const out = outputArray(n, period, columns);
  if (period >= n) return out;
  // The last `period` flows, signed by the change (a rise positive, a fall negative), dropped from the totals as
  // they leave: (|f| + f) / 2 and (|f| - f) / 2 give back exactly what went to each side. The sign of a change is a
  // coin toss on a random walk: the flow goes to both sides, times 1 or 0, without a branch.
  const mask = ringMask(period);
  const flows = new Float64Array(mask + 1);
  let positive = 0;
  let negative = 0;
  let previous = (high[0]! + low[0]! + close[0]!) / 3;
  for (let i = 1; i < n; i++) {
    if (i > period) {
      const leaving = flows[(i - period) & mask]!;
      const size = Math.abs(leaving);
      positive -= (size + leaving) * 0.5;
      negative -= (size - leaving) * 0.5;
    }
    const typical = (high[i]! + low[i]! + close[i]!) / 3;
    const change = typical - previous;
    previous = typical;
    const flow = typical * volume[i]!;
    const up = keepIf(change > 0, flow);
    const down = keepIf(change < 0, flow);
    flows[i & mask] = up - down;
    positive += up;
    negative += down;
    if (i < period) continue;
    const total = positive + negative;
    out[i] = total < 1 ? 0 : 100 * (positive / total);
  }
  return out;
}
