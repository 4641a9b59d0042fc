import { allocateTradeLog, type TradeLog } from '../backtest/trade-log';

/**
 * A portfolio's trades: a single run's trade log (its bar indices into each trade's own stock's bars) with the
 * stock of each row, growing as trades are added. Rows are in the order of the buys; any row may be a position
 * still open (sellIndex -1).
 */
export class PortfolioLog {
  #trades: TradeLog = allocateTradeLog(64);
  #stock = new Int32Array(64);

  /** The rows, `count` used. */
  get trades(): TradeLog {
    return this.#trades;
  }

  get count(): number {
    return this.#trades.count;
  }

  /** The stock (its index in the run) of row `row`. */
  stockOf(row: number): number {
    return this.#stock[row]!;
  }

  /** The rows, with room for one at `count`, written before `add` counts it. */
  spare(): TradeLog {
    const row = this.#trades.count;
    if (row === this.#stock.length) this.#grow(row * 2);
    return this.#trades;
  }

  /** A new row for a buy of stock `stock`: its index. */
  add(stock: number): number {
    const row = this.#trades.count;
    if (row === this.#stock.length) this.#grow(row * 2);
    this.#stock[row] = stock;
    this.#trades.count = row + 1;
    return row;
  }

  #grow(capacity: number): void {
    const old = this.#trades;
    const grown = allocateTradeLog(capacity);
    for (const name of Object.keys(old) as (keyof TradeLog)[]) {
      if (name === 'count') continue;
      (grown[name] as { set(values: ArrayLike<number>): void }).set(old[name]);
    }
    grown.count = old.count;
    this.#trades = grown;
    const stock = new Int32Array(capacity);
    stock.set(this.#stock);
    this.#stock = stock;
  }
}
