import { z } from 'zod';

/** `sell_date` of a position still open at the end of the range. */
export const WAITING = 'Waiting';

/** Why a trade closed: the sell rules, or one of the price exits (DESIGN section 3 "Price exits"). */
export const EXIT_REASONS = ['signal', 'stop-loss', 'take-profit', 'trailing-stop'] as const;
export type ExitReason = (typeof EXIT_REASONS)[number];

/** One trade (spec section 3 "Transaction"); dates `YYYY-MM-DD`, prices in Rs. */
export const transactionSchema = z.object({
  buy_date: z.string(),
  buy_price: z.number(),
  /** `Waiting` while the position is open. */
  sell_date: z.string(),
  /** The fill price, or the last close while open. */
  sell_price: z.number(),
  /** Rs after every cost and tax; null while open. */
  profit: z.number().nullable(),
  profit_percentage: z.number().nullable(),
  /** Shares bought (a multiple of 10). */
  quantity: z.number().int(),
  /** Commission, SEBON fee, DP charge and capital gains tax paid on this trade, Rs. */
  fees: z.number(),
  /**
   * What a broker statement shows (DESIGN section 2 "Adjustment"): the prices above are adjusted for the bonus and
   * right issues after the trade; these are the prices actually traded on the day (the raw bar's scale) and the
   * shares bought, and held when sold (a bonus issue in between adds shares); prices to the paisa. Absent when no
   * issue followed the buy: they are then the adjusted ones. The sell side of an open position is its last close
   * and the shares held now.
   */
  buy_price_traded: z.number().optional(),
  buy_quantity_traded: z.number().optional(),
  sell_price_traded: z.number().optional(),
  sell_quantity_traded: z.number().optional(),
  /** Why the trade closed; null while open. */
  exit_reason: z.enum(EXIT_REASONS).nullable().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** One symbol's result (spec section 3 "Backtest summary") and the statistics traders expect beyond it. */
export const backtestSummarySchema = z.object({
  stock_symbol: z.string(),
  total_trades: z.number().int(),
  initial_capital: z.number(),
  final_capital: z.number(),
  positive_trades: z.number().int(),
  negative_trades: z.number().int(),
  /** Null when no trade closed. */
  highest_return_percentage: z.number().nullable(),
  lowest_return_percentage: z.number().nullable(),
  profit_percentage: z.number(),
  transactions: z.array(transactionSchema),
  /** Holding from the first session's close of the range to its last close, in percent; null without bars. */
  buy_and_hold_return_percentage: z.number().nullable(),
  max_drawdown_percentage: z.number(),
  cagr_percentage: z.number().nullable(),
  sharpe_ratio: z.number().nullable(),
  win_rate_percentage: z.number().nullable(),
  /** Gross profit / gross loss of closed trades; null without a losing trade. */
  profit_factor: z.number().nullable(),
  /** Share of the range's sessions spent holding, percent. */
  exposure_percentage: z.number(),
  average_holding_days: z.number().nullable(),
  fees_paid: z.number(),
  /**
   * Equity at the closes of the range (cash + position at the close): every session, or, for a longer range,
   * at most 250 of them: the first, the last and each stretch's lowest and highest (see docs/decisions.md).
   */
  equity_curve: z.object({ dates: z.array(z.string()), values: z.array(z.number()) }),
});
export type BacktestSummary = z.infer<typeof backtestSummarySchema>;

/** The answer of both back-test calls: summaries sorted by symbol. */
export const backtestResponseSchema = z.array(backtestSummarySchema);
export type BacktestResponse = z.infer<typeof backtestResponseSchema>;
