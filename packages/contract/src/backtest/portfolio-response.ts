import { z } from 'zod';
import { briefSummarySchema, transactionSchema } from './backtest-response';
import { RANK_BY, SIZINGS } from './portfolio-request';

/** One trade of a portfolio: a single run's trade with its stock's symbol; `quantity` the shares held at the sale. */
export const portfolioTradeSchema = transactionSchema.extend({ symbol: z.string() });
export type PortfolioTrade = z.infer<typeof portfolioTradeSchema>;

/** What one stock gave a portfolio run; every stock of the sector is listed, those without trades at 0. */
export const contributionSchema = z.object({
  symbol: z.string(),
  /** Rs: closed trades' profits after costs and tax, plus an open position at its last close less what it cost. */
  profit: z.number(),
  trades: z.number().int(),
  /** The profit in percent of the portfolio's (final - initial capital); null when that is 0. */
  share_percentage: z.number().nullable(),
});
export type Contribution = z.infer<typeof contributionSchema>;

/**
 * The answer of a sector run in portfolio mode (docs/decisions/portfolio.md): one capital across the sector's
 * stocks; a single run's summary fields read over the portfolio (trade counts, capitals, best and worst trade,
 * return, buy and hold as the mean of the stocks' own, drawdown, CAGR, Sharpe, win rate, profit factor, exposure as
 * the share of sessions closing with a position, holding days, fees), what only a portfolio has, its trades with
 * their symbols, its daily equity over the union of the stocks' sessions, and each stock's contribution. Built on
 * the summary's schema, so that a field added to every summary is one of its fields too.
 */
export const portfolioResponseSchema = briefSummarySchema
  .omit({ stock_symbol: true, transactions: true, bars_without_open: true })
  .extend({
    mode: z.literal('portfolio'),
    /** The sector's id. */
    sector: z.string(),
    max_positions: z.number().int(),
    sizing: z.enum(SIZINGS),
    /** The share of the equity a `percent` entry gets; null with `equal` sizing. */
    sizing_percent: z.number().nullable(),
    rank_by: z.enum(RANK_BY),
    /** Sessions of the range on which at least one stock of the sector traded (the equity curve's points). */
    sessions: z.number().int(),
    /** Mean over the sessions of the positions' share of the equity at the close, percent. */
    average_invested_percentage: z.number(),
    /** Traded value of every buy and every sale, Rs. */
    turnover: z.number(),
    /** Half the turnover over the mean equity: times the capital was traded round; null without sessions. */
    turnover_ratio: z.number().nullable(),
    trades: z.array(portfolioTradeSchema),
    /** Equity at every session's close: cash plus each position at its stock's latest traded close. */
    equity_curve: z.object({
      dates: z.array(z.string()),
      values: z.array(z.number()),
      /** The benchmark bought with the initial capital at the first session's close, at the same dates. */
      benchmark_values: z.array(z.number()).optional(),
    }),
    contributions: z.array(contributionSchema),
  });
export type PortfolioResponse = z.infer<typeof portfolioResponseSchema>;
