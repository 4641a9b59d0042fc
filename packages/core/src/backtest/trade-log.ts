/**
 * The trades of a run as columns, `count` rows used, in time order; bar indices refer to the bars simulated.
 * Money in Rs. A position still open at the end has `sellIndex` -1 and zero sale columns.
 */
export interface TradeLog {
  count: number;
  readonly buyIndex: Int32Array;
  readonly sellIndex: Int32Array;
  /** Shares in today's units (adjusted for the issues after the buy): `tradedQuantity` x the buy bar's factor. */
  readonly quantity: Float64Array;
  /** Shares bought as traded on the day, a multiple of 10. */
  readonly tradedQuantity: Float64Array;
  readonly buyPrice: Float64Array;
  /** What the purchase cost in all: value + commission + SEBON fee (the value alone without costs). */
  readonly basis: Float64Array;
  readonly buyFees: Float64Array;
  readonly sellPrice: Float64Array;
  /** Sale value less commission, SEBON fee and DP charge, before tax. */
  readonly proceeds: Float64Array;
  readonly sellFees: Float64Array;
  readonly tax: Float64Array;
  /** Why each closed trade closed: an index into EXIT_REASONS (a sell signal or one of the price exits). */
  readonly exitReason: Uint8Array;
}

const FLOAT_COLUMNS = 9;
const INDEX_COLUMNS = 2;

/** A trade log with room for `capacity` rows, none used, whose twelve columns share one buffer. */
export function allocateTradeLog(capacity: number): TradeLog {
  const buffer = new ArrayBuffer(capacity * (8 * FLOAT_COLUMNS + 4 * INDEX_COLUMNS + 1));
  const float = (k: number) => new Float64Array(buffer, 8 * capacity * k, capacity);
  const index = (k: number) => new Int32Array(buffer, capacity * (8 * FLOAT_COLUMNS + 4 * k), capacity);
  return {
    count: 0,
    quantity: float(0),
    buyPrice: float(1),
    basis: float(2),
    buyFees: float(3),
    sellPrice: float(4),
    proceeds: float(5),
    sellFees: float(6),
    tax: float(7),
    tradedQuantity: float(8),
    buyIndex: index(0),
    sellIndex: index(1),
    exitReason: new Uint8Array(buffer, capacity * (8 * FLOAT_COLUMNS + 4 * INDEX_COLUMNS), capacity),
  };
}

/** Rs a closed trade made after every cost and tax: proceeds - tax - basis. */
export function tradeProfit(trades: TradeLog, row: number): number {
  return trades.proceeds[row]! - trades.tax[row]! - trades.basis[row]!;
}

/** A closed trade's profit in percent of its basis. */
export function tradeProfitPercentage(trades: TradeLog, row: number): number {
  return (tradeProfit(trades, row) / trades.basis[row]!) * 100;
}
