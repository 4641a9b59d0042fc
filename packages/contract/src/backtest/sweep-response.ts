import { z } from 'zod';
import { SWEEP_SIDES, SWEEP_STATISTIC_NAMES } from './sweep-request';

const equityCurveSchema = z.object({ dates: z.array(z.string()), values: z.array(z.number()) });

/** The figures each cell carries: a symbol's own, or, for a sector's per-stock runs, the median across its stocks. */
export const sweepCellSchema = z.object({
  /** The cell's value of each swept field, in the request's order. */
  values: z.array(z.number()),
  /** The statistic ranked by; null where the cell has none (no trade for a Sharpe ratio, no loss for a profit factor). */
  statistic: z.number().nullable(),
  profit_percentage: z.number().nullable(),
  max_drawdown_percentage: z.number().nullable(),
  sharpe_ratio: z.number().nullable(),
  total_trades: z.number().nullable(),
  /** Stocks whose run has the statistic (1 or 0 for a stock, up to the sector's size). */
  stocks: z.number().int(),
});
export type SweepCell = z.infer<typeof sweepCellSchema>;

export const sweepAxisSchema = z.object({
  side: z.enum(SWEEP_SIDES),
  rule: z.number().int().nullable(),
  field: z.string(),
  label: z.string(),
  values: z.array(z.number()),
});

/** The best cell and how far to trust it (docs/decisions/robustness.md). */
export const sweepBestSchema = z.object({
  /** Its index in grid order. */
  cell: z.number().int(),
  values: z.array(z.number()),
  statistic: z.number(),
  /** First or last value of a swept field: the grid's edge, past which may lie better still. */
  on_edge: z.boolean(),
  /** Median statistic of the cells at most one step away on each field, the cell included. */
  neighbourhood_median: z.number(),
  /** That median is below half the best (above 1.5 times it for drawdown): a lone peak. */
  isolated: z.boolean(),
});

/** One walk-forward window: its dates, the cell it chose in sample and what that gave in and out of sample. */
export const walkForwardWindowSchema = z.object({
  in_sample_from: z.string(),
  in_sample_to: z.string(),
  out_of_sample_from: z.string(),
  out_of_sample_to: z.string(),
  values: z.array(z.number()),
  in_sample_statistic: z.number().nullable(),
  out_of_sample_statistic: z.number().nullable(),
  /** The chosen cell's in-sample return, percent. */
  in_sample_return_percentage: z.number(),
  /** Its out-of-sample return, percent of the capital the window started with. */
  out_of_sample_return_percentage: z.number(),
  out_of_sample_trades: z.number().int(),
});

export const walkForwardSchema = z.object({
  in_sample: z.number().int(),
  out_of_sample: z.number().int(),
  windows: z.array(walkForwardWindowSchema),
  /** Every window's out-of-sample equity one after the other, the capital carried from window to window. */
  stitched_equity: equityCurveSchema,
  /** What in sample promised over the same sessions: each window grown at its in-sample return per session. */
  in_sample_equity: equityCurveSchema,
  statistics: z.object({
    initial_capital: z.number(),
    final_capital: z.number(),
    profit_percentage: z.number(),
    cagr_percentage: z.number().nullable(),
    sharpe_ratio: z.number().nullable(),
    max_drawdown_percentage: z.number(),
    profit_factor: z.number().nullable(),
    total_trades: z.number().int(),
  }),
  /**
   * Mean statistic in and out of sample over the windows, `difference` in minus out (out minus in for drawdown:
   * above 0 is worse out of sample), `ratio` out over in.
   */
  degradation: z.object({
    in_sample: z.number().nullable(),
    out_of_sample: z.number().nullable(),
    difference: z.number().nullable(),
    ratio: z.number().nullable(),
  }),
});
export type WalkForward = z.infer<typeof walkForwardSchema>;

/** The answer of `POST /api/backtest/sweep`. */
export const sweepResponseSchema = z.object({
  statistic: z.enum(SWEEP_STATISTIC_NAMES),
  /**
   * "symbol" for one stock, "sector" for the median of a sector's per-stock runs, "portfolio" for a sector run as
   * one portfolio (each cell the portfolio run's own figures).
   */
  target: z.enum(['symbol', 'sector', 'portfolio']),
  axes: z.array(sweepAxisSchema),
  /** In grid order: the first field's values slowest, the second's fastest. */
  cells: z.array(sweepCellSchema),
  best: sweepBestSchema.nullable(),
  /** Sentences on the best cell: on the grid's edge, or a lone peak. */
  warnings: z.array(z.string()),
  walk_forward: walkForwardSchema.optional(),
});
export type SweepResponse = z.infer<typeof sweepResponseSchema>;
