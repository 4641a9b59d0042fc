/**
 * The trades of a run as columns, `count` rows used, in time order; bar indices refer to the bars simulated.
 * Money in Rs, from the traded figures. A position still open at the end has `sellIndex` -1, and its sale
 * columns say what it holds at the last close (no sale costs).
 */
export interface TradeLog {
  count: number;
  readonly buyIndex: Int32Array;
  readonly sellIndex: Int32Array;
  /** Whole shares held at the sale (at the range's end while open): the lot bought and the bonus shares since. */
  readonly quantity: Float64Array;
  /** Shares bought, a multiple of 10. */
  readonly tradedQuantity: Float64Array;
  /** The buy's price back-adjusted for the issues after it (traded / the bar's factor). */
  readonly buyPrice: Float64Array;
  /** The buy's price as traded on the day. */
  readonly tradedBuyPrice: Float64Array;
  /** What the purchase cost in all: value + commission + SEBON fee (the value alone without costs). */
  readonly basis: Float64Array;
  readonly buyFees: Float64Array;
  /** Adjusted like `buyPrice`; the last close while open. */
  readonly sellPrice: Float64Array;
  /** As traded on the day; the last traded close while open. */
  readonly tradedSellPrice: Float64Array;
  /** Sale value less commission, SEBON fee and DP charge, before tax. */
  readonly proceeds: Float64Array;
  readonly sellFees: Float64Array;
  readonly tax: Float64Array;
  /** Why each closed trade closed: an index into EXIT_REASONS (a sell signal or one of the price exits). */
  readonly exitReason: Uint8Array;
  /** Where each fill was made: an index into FILL_KINDS. */
  readonly buyFill: Uint8Array;
  readonly sellFill: Uint8Array;
  /** Sessions its orders waited on bars locked at the band (buy and sale together). */
  readonly waited: Int32Array;
  /** The rulebook rows paid (indices into COMMISSION_ROWS and TAX_ROWS), -1 for none (costs off, not sold). */
  readonly commissionBuyRow: Int8Array;
  readonly commissionSellRow: Int8Array;
  readonly taxRow: Int8Array;
}

/**
 * Where a fill was made: a session's open, a close (a signal filled at its close, or a next-open fill on a
 * bar whose open is not a real print), or a price exit's level on the tick.
 */
export const FILL_KINDS = ['open', 'close', 'close-without-open', 'level'] as const;
export type FillKind = (typeof FILL_KINDS)[number];
export const FILL_OPEN = 0;
export const FILL_CLOSE = 1;
export const FILL_CLOSE_WITHOUT_OPEN = 2;
export const FILL_LEVEL = 3;

/** A trade log with room for `capacity` rows, none used. */
export function allocateTradeLog(capacity: number): TradeLog {
  const float = () => new Float64Array(capacity);
  const small = () => new Int8Array(capacity);
  return {
    count: 0,
    buyIndex: new Int32Array(capacity),
    sellIndex: new Int32Array(capacity),
    quantity: float(),
    tradedQuantity: float(),
    buyPrice: float(),
    tradedBuyPrice: float(),
    basis: float(),
    buyFees: float(),
    sellPrice: float(),
    tradedSellPrice: float(),
    proceeds: float(),
    sellFees: float(),
    tax: float(),
    exitReason: new Uint8Array(capacity),
    buyFill: new Uint8Array(capacity),
    sellFill: new Uint8Array(capacity),
    waited: new Int32Array(capacity),
    commissionBuyRow: small(),
    commissionSellRow: small(),
    taxRow: small(),
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
