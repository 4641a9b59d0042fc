import type { BacktestSummary } from '@nepse/contract';

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

/** A CSV cell: numbers at full precision, text quoted when it holds a comma, quote or line break. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The stocks' transactions as CSV (header and one line a trade, CRLF), values as the server sent them, unrounded;
 * an open position has sell_date Waiting, its last close as sell_price, and empty profit cells.
 */
export function transactionsCsv(summaries: readonly BacktestSummary[]): string {
  const lines = [HEADER.join(',')];
  for (const summary of summaries) {
    for (const t of summary.transactions) {
      lines.push(
        [
          summary.stock_symbol,
          t.buy_date,
          t.buy_price,
          t.quantity,
          t.sell_date,
          t.sell_price,
          t.fees,
          t.profit,
          t.profit_percentage,
        ]
          .map(cell)
          .join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** File name of transactions over a range: of one symbol, or of a run's stocks (`all`). */
export function transactionsFileName(subject: string, from: string, to: string): string {
  return `backtest-${subject}-${from}-to-${to}.csv`;
}

/** Offers `text` as a download named `fileName`. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
