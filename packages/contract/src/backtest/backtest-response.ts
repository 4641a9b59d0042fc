import type { FillKind } from '@nepse/core';
import { z } from 'zod';
import { benchmarkSummarySchema } from './benchmark-summary';

/** `sell_date` of a position still open at the end of the range. */
export const WAITING = 'Waiting';

/** Why a trade closed: the sell rules, or a price exit (docs/decisions/back-test.md, "Price exits"). */
export const EXIT_REASONS = ['signal', 'stop-loss', 'take-profit', 'trailing-stop'] as const;
export type ExitReason = (typeof EXIT_REASONS)[number];

/**
 * One trade in the product's fields: buy and sell date and price, profit and its %; Rs, dates `YYYY-MM-DD`.
 */
export const briefTransactionSchema = z.object({
  buy_date: z.string(),
  buy_price: z.number(),
  /** `Waiting` while the position is open. */
  sell_date: z.string(),
  /** The fill price, or the last close while open. */
  sell_price: z.number(),
  /** Rs after every cost and tax; null while open. */
  profit: z.number().nullable(),
  profit_percentage: z.number().nullable(),
});
export type BriefTransaction = z.infer<typeof briefTransactionSchema>;

/** Where a fill was made: core's kinds, by name. */
export const FILL_KINDS = [
  'open',
  'close',
  'close-without-open',
  'level',
] as const satisfies readonly FillKind[];
// Every kind of core's is named above: one added there fails to compile here.
const everyFillKind: [FillKind] extends [(typeof FILL_KINDS)[number]] ? true : never = true;
void everyFillKind;

/** A date a rulebook row took effect, YYYY-MM-DD; null where no row was paid (costs off, no sale yet). */
const rowDate = z.string().nullable();

/** One trade with what a broker statement and the page's table add to the spec's fields. */
export const transactionSchema = briefTransactionSchema.extend({
  /**
   * Whole shares held at the sale (at the range's end while open), as traded: the lot bought and the whole
   * bonus shares of the issues since (the fraction of a bonus share is dropped).
   */
  quantity: z.number(),
  /** Commission, SEBON fee, DP charge and capital gains tax paid on this trade, Rs. */
  fees: z.number(),
  /**
   * What a broker statement shows: the prices above are back-adjusted for the bonus and right issues after
   * the trade (so that an issue is no loss); these are the prices actually traded on the day and the shares
   * bought (a multiple of 10) and sold (whole). Profit comes from these. Absent when no issue followed the buy:
   * they are then the figures above. The sell side of an open position is its last close and the shares held.
   */
  buy_price_traded: z.number().optional(),
  buy_quantity_traded: z.number().optional(),
  sell_price_traded: z.number().optional(),
  sell_quantity_traded: z.number().optional(),
  /** Why the trade closed; null while open. */
  exit_reason: z.enum(EXIT_REASONS).nullable().optional(),
  /**
   * Where the buy and the sale filled (null while open): the session's open, a close (a signal filled at its
   * close, or `close-without-open`: a next-open fill on a session whose open is not a real print), or a price
   * exit's `level` on the tick.
   */
  buy_fill: z.enum(FILL_KINDS).optional(),
  sell_fill: z.enum(FILL_KINDS).nullable().optional(),
  /** Sessions its orders waited because the session was locked at the band against them (buy and sale). */
  waited_sessions: z.number().int().optional(),
  /** The rulebook rows this trade paid: the commission rows of its buy and sale, the tax regime of its sale. */
  rules: z.object({ commission: z.object({ buy: rowDate, sell: rowDate }), tax: rowDate }).optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * One symbol's result in brief, as a sector run answers it: the product's summary fields (trade counts,
 * capitals, best and worst trade, return) and the statistics traders expect beyond them, its trades in the
 * product's six fields, every figure to a ten-thousandth (below the 2 decimals a page shows). The page
 * fetches the rest of a symbol, its equity curve and what its trades add, as a one-symbol run when that
 * symbol is selected (see docs/decisions/back-test.md "First view of a sector run").
 */
export const briefSummarySchema = z.object({
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
  transactions: z.array(briefTransactionSchema),
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
  /** Sessions of the range the symbol traded; 0 for a symbol without prices in it. */
  sessions: z.number().int(),
  /** Sessions of the range whose open is not a real print (a next-open fill there uses the close). */
  bars_without_open: z.number().int().optional(),
  /**
   * The run beside its benchmark over the same sessions (docs/decisions/benchmark.md); null for a symbol without
   * prices in the range, present on every run with them.
   */
  benchmark: benchmarkSummarySchema.nullable().optional(),
});
export type BriefSummary = z.infer<typeof briefSummarySchema>;

/** One symbol's whole result, as a one-symbol run answers it: figures unrounded, trades in full, the equity curve. */
export const backtestSummarySchema = briefSummarySchema.extend({
  transactions: z.array(transactionSchema),
  /**
   * Equity at the closes of the range (cash + position at the close): every session, or, for a longer range,
   * at most 250 of them: the first, the last and each stretch's lowest and highest (see docs/decisions/back-test.md).
   */
  equity_curve: z.object({
    dates: z.array(z.string()),
    values: z.array(z.number()),
    /** The benchmark bought with the initial capital at the first session's close, at the same dates. */
    benchmark_values: z.array(z.number()).optional(),
  }),
});
export type BacktestSummary = z.infer<typeof backtestSummarySchema>;

/** The answer of the one-symbol call, and of the sector call asked for `?detail=full`: summaries sorted by symbol. */
export const backtestResponseSchema = z.array(backtestSummarySchema);
export type BacktestResponse = z.infer<typeof backtestResponseSchema>;

/** The answer of the sector call: summaries in brief, sorted by symbol. */
export const sectorBacktestResponseSchema = z.array(briefSummarySchema);
export type SectorBacktestResponse = z.infer<typeof sectorBacktestResponseSchema>;

/** The sector call's query: `detail=full` asks for whole summaries (the page's CSV of every stock). */
export const SECTOR_DETAIL_FULL = 'full';

/** The query of `POST /api/backtest/sector/`: `detail` absent (summaries in brief) or SECTOR_DETAIL_FULL. */
export const sectorBacktestQuerySchema = z.object({
  detail: z
    .literal(SECTOR_DETAIL_FULL, {
      error: (issue) =>
        `Unknown detail "${String(issue.input)}": leave it out, or ask for "${SECTOR_DETAIL_FULL}".`,
    })
    .optional()
    .describe(
      `"${SECTOR_DETAIL_FULL}" for whole summaries (equity curves, trades in full); brief when absent.`,
    ),
});
