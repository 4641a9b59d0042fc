import { outputArray } from './output';
import { checkPeriod } from './period';

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
): Float64Array {
  checkPeriod('period', period);
  const n = close.length;
  const out = outputArray(n, period);
  if (period >= n) return out;
  // Rings of the last `period` positive and negative flows, dropped from the totals as they leave.
  const positives = new Float64Array(period);
  const negatives = new Float64Array(period);
  let positive = 0;
  let negative = 0;
  let slot = 0;
  let previous = (high[0]! + low[0]! + close[0]!) / 3;
  for (let i = 1; i < n; i++) {
    if (i > period) {
      positive -= positives[slot]!;
      negative -= negatives[slot]!;
    }
    const typical = (high[i]! + low[i]! + close[i]!) / 3;
    const change = typical - previous;
    previous = typical;
    const flow = typical * volume[i]!;
    if (change < 0) {
      negatives[slot] = flow;
      negative += flow;
      positives[slot] = 0;
    } else if (change > 0) {
      positives[slot] = flow;
      positive += flow;
      negatives[slot] = 0;
    } else {
      positives[slot] = 0;
      negatives[slot] = 0;
    }
    if (++slot === period) slot = 0;
    if (i < period) continue;
    const total = positive + negative;
    out[i] = total < 1 ? 0 : 100 * (positive / total);
  }
  return out;
}
