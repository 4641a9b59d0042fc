import type { BacktestSummary } from '@nepse/contract';
import { type CsvValue, csvText } from '../../lib/csv';

export { downloadText } from '../../lib/csv';

const HEADER = [
  'symbol',
  'buy_date',
  'buy_price',
  'quantity',
  'sell_date',
  'sell_price',
  'fees',
  'profit',
  'profit_percentage',
];

/**
 * The stocks' transactions as CSV (header and one line a trade, CRLF), values as the server sent them, unrounded;
 * an open position has sell_date Waiting, its last close as sell_price, and empty profit cells.
 */
export function transactionsCsv(summaries: readonly BacktestSummary[]): string {
  const lines: CsvValue[][] = [HEADER];
  for (const summary of summaries) {
    for (const t of summary.transactions) {
      lines.push([
        summary.stock_symbol,
        t.buy_date,
        t.buy_price,
        t.quantity,
        t.sell_date,
        t.sell_price,
        t.fees,
        t.profit,
        t.profit_percentage,
      ]);
    }
  }
  return csvText(lines);
}

/** File name of transactions over a range: of one symbol, or of a run's stocks (`all`). */
export function transactionsFileName(subject: string, from: string, to: string): string {
  return `backtest-${subject}-${from}-to-${to}.csv`;
}
