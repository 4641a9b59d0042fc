import type { BacktestSummary, PortfolioResponse } from '@nepse/contract';
import type { CalendarSystem } from '../../lib/calendar-system';
import { type CsvValue, csvText, withBsDates } from '../../lib/csv';
import { commissionRows, taxRow } from './rows-paid';
import { buyFill, sellFill } from './transaction-fills';

export { downloadText } from '../../lib/csv';

/** The header names which prices each column holds: traded on the day, or adjusted for later issues. */
const HEADER = [
  'symbol',
  'buy_date',
  'buy_price_traded',
  'buy_quantity_traded',
  'buy_price_adjusted',
  'quantity',
  'sell_date',
  'sell_price_traded',
  'sell_quantity_traded',
  'sell_price_adjusted',
  'fees',
  'profit',
  'profit_percentage',
  'exit_reason',
  'commission_rows',
  'tax_row',
  'waited_sessions',
  'buy_fill',
  'sell_fill',
];

/** Money, prices and percentages to the paisa, as a statement writes them; null stays an empty cell. */
const cents = (value: number | null): CsvValue => (value === null ? null : value.toFixed(2));
/**
 * The stocks' transactions as CSV (header and one line a trade, CRLF): each fill at its traded price and whole
 * shares and at the adjusted price, money to 2 decimals; an open position has sell_date Waiting, its last close as
 * sell price, and empty profit and exit_reason cells. Then the rulebook rows paid (the dates the commission rows
 * of the buy and sale took effect, one when the same, and the tax regime's), the sessions waited at the band, and
 * where each fill was made. In Bikram Sambat, each date column (the rulebook rows' too) is followed by its BS one.
 */
export function transactionsCsv(
  summaries: readonly Pick<BacktestSummary, 'stock_symbol' | 'transactions'>[],
  system: CalendarSystem = 'ad',
): string {
  const lines: CsvValue[][] = [HEADER];
  for (const summary of summaries) {
    for (const t of summary.transactions) {
      const buy = buyFill(t, 'traded');
      const sell = sellFill(t, 'traded');
      lines.push([
        summary.stock_symbol,
        t.buy_date,
        cents(buy.price),
        buy.quantity,
        cents(t.buy_price),
        t.quantity,
        t.sell_date,
        cents(sell.price),
        sell.quantity,
        cents(t.sell_price),
        cents(t.fees),
        cents(t.profit),
        cents(t.profit_percentage),
        t.exit_reason ?? null,
        commissionRows(t),
        taxRow(t),
        t.waited_sessions ?? null,
        t.buy_fill ?? null,
        t.sell_fill ?? null,
      ]);
    }
  }
  if (system === 'ad') return csvText(lines);
  const dateColumns = ['buy_date', 'sell_date', 'commission_rows', 'tax_row'].map((name) =>
    HEADER.indexOf(name),
  );
  return csvText(withBsDates(lines, dateColumns, (header) => `${header}_bs`));
}

/** A portfolio's trades as CSV, in the columns above, in the order they were bought. */
export function portfolioTradesCsv(
  portfolio: Pick<PortfolioResponse, 'trades'>,
  system: CalendarSystem = 'ad',
): string {
  return transactionsCsv(
    portfolio.trades.map((t) => ({ stock_symbol: t.symbol, transactions: [t] })),
    system,
  );
}

/** File name of transactions over a range: of one symbol, or of a run's stocks (`all`). */
export function transactionsFileName(subject: string, from: string, to: string): string {
  return `backtest-${subject}-${from}-to-${to}.csv`;
}
