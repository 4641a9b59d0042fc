import type { RankBy, Sizing } from '@nepse/core';
import { z } from 'zod';
import { numberFromText, numberTextSchema } from './number-text';
import type { ParseResult } from './parse-rule';

/**
 * A sector run's two modes: each stock alone with its own capital (`per-stock`, the default), or one capital shared
 * across the sector's stocks (`portfolio`, see docs/decisions/portfolio.md).
 */
export const BACKTEST_MODES = ['per-stock', 'portfolio'] as const;
export type BacktestMode = (typeof BACKTEST_MODES)[number];

/** How an entry is sized: core's choices, by name. */
export const SIZINGS = ['equal', 'percent'] as const satisfies readonly Sizing[];
const everySizing: [Sizing] extends [(typeof SIZINGS)[number]] ? true : never = true;
void everySizing;

/** How the stocks that signal together are ranked: core's choices, by name. */
export const RANK_BY = [
  'return-20',
  'turnover',
  'rsi-lowest',
  'volume-ratio',
] as const satisfies readonly RankBy[];
const everyRank: [RankBy] extends [(typeof RANK_BY)[number]] ? true : never = true;
void everyRank;

/** Positions a portfolio holds at once when the request names no number. */
export const DEFAULT_MAX_POSITIONS = 10;
/** Most positions a portfolio may hold at once. */
export const MAX_PORTFOLIO_POSITIONS = 100;
/** The share of the equity a `percent` entry gets when the request names none. */
export const DEFAULT_SIZING_PERCENT = 10;

/** The portfolio's request fields with the words the page shows for each (its errors name them so). */
export const PORTFOLIO_FIELD_LABELS = {
  mode: 'Mode',
  maxPositions: 'Max positions',
  sizing: 'Sizing',
  sizingPercent: 'Percent of equity',
  rankBy: 'Rank by',
} as const;

/** A portfolio run's settings, every field read and checked (defaults where the request left one out). */
export interface PortfolioSettings {
  maxPositions: number;
  sizing: Sizing;
  sizingPercent: number;
  rankBy: RankBy;
}

export const DEFAULT_PORTFOLIO_SETTINGS: PortfolioSettings = {
  maxPositions: DEFAULT_MAX_POSITIONS,
  sizing: 'equal',
  sizingPercent: DEFAULT_SIZING_PERCENT,
  rankBy: 'return-20',
};

/** The body fields of a portfolio run, each checked by readPortfolioFields so that a refusal names it. */
export const portfolioRequestFields = {
  mode: z
    .string()
    .optional()
    .describe(
      'A sector run\'s mode: "per-stock" (each stock alone with its own capital; the default) or "portfolio" (one capital shared across the sector). A one-symbol run refuses "portfolio".',
    ),
  maxPositions: numberTextSchema
    .optional()
    .describe(
      `Portfolio: positions held at once, a whole number from 1 to ${MAX_PORTFOLIO_POSITIONS}; ${DEFAULT_MAX_POSITIONS} when absent.`,
    ),
  sizing: z
    .string()
    .optional()
    .describe(
      'Portfolio: what an entry gets, the cash left or less: "equal" (the equity at the signal\'s close / max positions; the default) or "percent" (sizingPercent % of that equity).',
    ),
  sizingPercent: numberTextSchema
    .optional()
    .describe(
      `Portfolio, with sizing "percent": the share of the equity an entry gets, above 0 and at most 100; ${DEFAULT_SIZING_PERCENT} when absent.`,
    ),
  rankBy: z
    .string()
    .optional()
    .describe(
      'Portfolio: which stocks buy first when more signal than slots are free: "return-20" (the 20-session return, highest first; the default), "turnover" (highest first), "rsi-lowest" (the 14-session RSI, lowest first) or "volume-ratio" (the volume over the mean of the 20 sessions before, highest first); ties by symbol.',
    ),
};

type PortfolioBody = {
  [K in keyof typeof portfolioRequestFields]?: z.output<(typeof portfolioRequestFields)[K]>;
};

/** `Label (field)`, as the errors name a field. */
const named = (field: keyof typeof PORTFOLIO_FIELD_LABELS) => `${PORTFOLIO_FIELD_LABELS[field]} (${field})`;
const choices = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

/** Reads the mode and the portfolio's settings of a body; the error names the field as the page labels it. */
export function readPortfolioFields(
  body: PortfolioBody,
): ParseResult<{ mode: BacktestMode; portfolio: PortfolioSettings }> {
  const mode = body.mode === undefined ? 'per-stock' : BACKTEST_MODES.find((m) => m === body.mode);
  if (mode === undefined)
    return {
      ok: false,
      error: `${named('mode')} must be one of ${choices(BACKTEST_MODES)}, got "${body.mode}"`,
    };
  const portfolio = { ...DEFAULT_PORTFOLIO_SETTINGS };
  if (body.maxPositions !== undefined) {
    const n = numberFromText(body.maxPositions);
    if (!Number.isInteger(n) || n < 1 || n > MAX_PORTFOLIO_POSITIONS) {
      return {
        ok: false,
        error: `${named('maxPositions')} must be a whole number from 1 to ${MAX_PORTFOLIO_POSITIONS}, got "${body.maxPositions}"`,
      };
    }
    portfolio.maxPositions = n;
  }
  if (body.sizing !== undefined) {
    const sizing = SIZINGS.find((s) => s === body.sizing);
    if (sizing === undefined)
      return {
        ok: false,
        error: `${named('sizing')} must be one of ${choices(SIZINGS)}, got "${body.sizing}"`,
      };
    portfolio.sizing = sizing;
  }
  if (body.sizingPercent !== undefined) {
    const p = numberFromText(body.sizingPercent);
    if (!Number.isFinite(p) || p <= 0 || p > 100) {
      return {
        ok: false,
        error: `${named('sizingPercent')} must be a number above 0 and at most 100, got "${body.sizingPercent}"`,
      };
    }
    portfolio.sizingPercent = p;
  }
  if (body.rankBy !== undefined) {
    const rankBy = RANK_BY.find((r) => r === body.rankBy);
    if (rankBy === undefined)
      return {
        ok: false,
        error: `${named('rankBy')} must be one of ${choices(RANK_BY)}, got "${body.rankBy}"`,
      };
    portfolio.rankBy = rankBy;
  }
  return { ok: true, value: { mode, portfolio } };
}

/** Why a one-symbol run refuses the portfolio mode. */
export const PORTFOLIO_NEEDS_SECTOR =
  'Mode (mode) "portfolio" shares one capital across a sector\'s stocks: choose a sector, or run this stock "per-stock".';
