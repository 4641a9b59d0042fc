import { barsInRange } from '../backtest/run-cost';

/**
 * What a scan asks of the server, in the back-test's unit (rule-days): each condition is evaluated over each
 * stock's sessions up to the one scanned (its indicators read that history), so the cost is the conditions times
 * those sessions, held to the back-test's limit.
 */
export function scanCost(conditions: number, dates: readonly Int32Array[], day: number): number {
  let bars = 0;
  for (const date of dates) bars += barsInRange(date, Number.MIN_SAFE_INTEGER, day);
  return conditions * bars;
}

const count = (n: number) => n.toLocaleString('en');

/** Why a scan over the limit is refused, in the words a trader reads: what made it large and what to change. */
export function scanTooCostlyMessage(conditions: number, cost: number, limit: number): string {
  return (
    `This scan is too large: ${count(conditions)} conditions over the stocks' sessions is ${count(cost)} ` +
    `rule-days, and a request may have at most ${count(limit)}. Use fewer conditions or a smaller sector.`
  );
}
