import { allocateTradeLog, type TradeLog } from './trade-log';

/**
 * The arrays a back-test writes, lent by a caller that runs many (a sector, the bench) so that a run allocates
 * nothing: the run's equity curve and trades are then views of them, valid until the next run that
 * borrows them. Each only grows.
 */
export class RunBuffers {
  private equityValues = new Float64Array(0);
  private log = allocateTradeLog(0);

  /** The equity of `sessions` sessions. */
  equity(sessions: number): Float64Array {
    if (this.equityValues.length < sessions) this.equityValues = new Float64Array(sessions);
    return this.equityValues.subarray(0, sessions);
  }

  /** An empty trade log with room for `capacity` trades. */
  trades(capacity: number): TradeLog {
    if (this.log.buyIndex.length < capacity) this.log = allocateTradeLog(capacity);
    this.log.count = 0;
    return this.log;
  }
}
