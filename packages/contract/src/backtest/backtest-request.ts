import type { CostsMode, Match } from '@nepse/core';
import { z } from 'zod';
import { fromAfterTo } from '../messages';
import { requestProblem, wholeMessageIssue } from '../request-problem';
import { NO_SECTOR_ID } from '../sectors';
import { nepalDate } from './nepal-date';
import { numberFromText, numberTextSchema } from './number-text';
import { type ParsedRule, type ParseResult, parseRule } from './parse-rule';
import {
  type BacktestMode,
  type PortfolioSettings,
  portfolioRequestFields,
  readPortfolioFields,
} from './portfolio-request';
import { MATCHES, type Side } from './rule-fields';
import { strategyRuleSchema } from './strategy-rule';

/** Fill of a signal read at the close of a bar: the next session's open (default) or that close. */
export const FILL_MODES = ['next_open', 'close'] as const;
export type FillMode = (typeof FILL_MODES)[number];

/**
 * Which rows of NEPSE's rulebook a run pays: those in force on each fill's date (the default; `true` means it),
 * today's on every date, or none (`false` means it): core's modes, by name.
 */
export const COSTS_MODES = ['dated', 'today', 'off'] as const satisfies readonly CostsMode[];
// Every mode of core's is named above: one added there fails to compile here.
const everyCostsMode: [CostsMode] extends [(typeof COSTS_MODES)[number]] ? true : never = true;
void everyCostsMode;

export const DEFAULT_INITIAL_CAPITAL = 100_000;
/** Largest initial capital a run takes (Rs 1 lakh crore). */
export const MAX_INITIAL_CAPITAL = 1e12;

/**
 * The optional price exits (docs/decisions/back-test.md, "Price exits"), in percent of the fill price (of the
 * highest high for the trailing stop), each with the words the errors name it by and its largest value.
 */
export const PRICE_EXIT_FIELDS = [
  { field: 'stopLossPercent', label: 'Stop-loss', max: 100, maxIncluded: false },
  { field: 'takeProfitPercent', label: 'Take-profit', max: 1000, maxIncluded: true },
  { field: 'trailingStopPercent', label: 'Trailing stop', max: 100, maxIncluded: false },
] as const;
export type PriceExitField = (typeof PRICE_EXIT_FIELDS)[number]['field'];

/** The price exits' body fields, each a percent sent as a number or text, off when absent. */
function priceExitFields() {
  const field = ({ label, max, maxIncluded }: (typeof PRICE_EXIT_FIELDS)[number]) =>
    numberTextSchema
      .optional()
      .describe(
        `${label} in percent, above 0 and ${maxIncluded ? 'at most' : 'below'} ${max}; off when absent.`,
      );
  return Object.fromEntries(PRICE_EXIT_FIELDS.map((exit) => [exit.field, field(exit)])) as Record<
    PriceExitField,
    ReturnType<typeof field>
  >;
}

/** How each side's rules combine, with the words its errors name it by (the page's "Match" of that side). */
export const MATCH_FIELDS = [
  { field: 'buyMatch', label: 'Buy match', side: 'buy' },
  { field: 'sellMatch', label: 'Sell match', side: 'sell' },
] as const;
export type MatchField = (typeof MATCH_FIELDS)[number]['field'];

/** The match fields of the body: text, checked by readBacktestRequest so that a refusal names the field. */
function matchFields() {
  const field = ({ side }: (typeof MATCH_FIELDS)[number]) =>
    z
      .string()
      .optional()
      .describe(
        `How the ${side} rules combine: "all" (every rule fires; the default) or "any" (at least one rule fires).`,
      );
  return Object.fromEntries(MATCH_FIELDS.map((match) => [match.field, field(match)])) as Record<
    MatchField,
    ReturnType<typeof field>
  >;
}

/**
 * `POST /api/backtest/` and `/api/backtest/sector/` body: the strategy state (symbol, sector, from, to, buy
 * and sell rules) plus optional `initialCapital`, `costs`, `fill`, each side's match and price exits (when absent:
 * Rs 100,000, costs on, fills at the next open, all rules of a side, no price exit). `accesskey` is added by the page's client.
 */
export const backtestRequestSchema = z.object({
  stockSymbol: z
    .string()
    .optional()
    .default('')
    .describe('The symbol of a one-symbol run, any case; empty or absent for a sector run.'),
  sector: z
    .union([z.string(), z.number()])
    .optional()
    .default(NO_SECTOR_ID)
    .describe(`The sector id of a sector run (GET /api/sectors); "${NO_SECTOR_ID}" for none.`),
  from: z.string().describe("First day: an ISO date or instant, read as that day's date in Nepal."),
  to: z
    .string()
    .describe("Last day: an ISO date or instant, read as that day's date in Nepal; not before from."),
  buyStrategy: z
    .array(strategyRuleSchema)
    .describe('The rules that open a position, as the page sends them; at least one.'),
  sellStrategy: z.array(strategyRuleSchema).describe('The rules that close it; at least one.'),
  initialCapital: numberTextSchema
    .optional()
    .describe(`Rupees, above 0 and at most ${MAX_INITIAL_CAPITAL}; ${DEFAULT_INITIAL_CAPITAL} when absent.`),
  costs: z
    .union([z.boolean(), z.enum(COSTS_MODES)])
    .optional()
    .describe(
      'Trading costs (commission, SEBON fee, DP charge, capital gains tax): "dated", the rules in force on each date (the default, also true); "today", the latest rules on every date; "off" (also false).',
    ),
  volumeCapPercent: z
    .union([z.number(), z.string()])
    .optional()
    .describe(
      "A buy takes at most this percent of its session's traded volume, in whole lots; above 0 and at most 100; no cap when absent.",
    ),
  fill: z
    .enum(FILL_MODES)
    .optional()
    .describe("Where a signal fills: the next session's open (default) or the signal's close."),
  ...matchFields(),
  ...priceExitFields(),
  ...portfolioRequestFields,
  accesskey: z.string().optional().describe('The access key, when the server asks for one.'),
});
export type BacktestRequest = z.input<typeof backtestRequestSchema>;

/** A back-test request with every field read and checked; symbol and sector are checked against the market later. */
export interface ParsedBacktestRequest {
  stockSymbol: string;
  sector: string;
  from: string;
  to: string;
  buy: ParsedRule[];
  sell: ParsedRule[];
  initialCapital: number;
  costs: CostsMode;
  /** Percent, or null for no cap. */
  volumeCapPercent: number | null;
  fill: FillMode;
  buyMatch: Match;
  sellMatch: Match;
  /** Percent, or null when that exit is off. */
  stopLossPercent: number | null;
  takeProfitPercent: number | null;
  trailingStopPercent: number | null;
  /** A sector run's mode; a one-symbol run is per-stock. */
  mode: BacktestMode;
  /** The portfolio's settings (read, with defaults, in either mode). */
  portfolio: PortfolioSettings;
}

/** A number sent as a number or as decimal text; NaN for anything else (an empty text included). */
function numberOf(value: number | string): number {
  return numberFromText(value);
}

function parseRules(rules: z.infer<typeof strategyRuleSchema>[], side: Side): ParseResult<ParsedRule[]> {
  const parsed: ParsedRule[] = [];
  for (const rule of rules) {
    const result = parseRule(rule, side);
    if (!result.ok) return result;
    parsed.push(result.value);
  }
  return { ok: true, value: parsed };
}

/** The costs mode a body's `costs` asks for: absent or true is dated, false is off. */
function costsMode(costs: boolean | CostsMode | undefined): CostsMode {
  if (costs === undefined || costs === true) return 'dated';
  return costs === false ? 'off' : costs;
}

/** Reads the fields of a body of the right shape against the rules; the error names the field as the page does. */
function readBacktestRequest(b: z.output<typeof backtestRequestSchema>): ParseResult<ParsedBacktestRequest> {
  if (b.buyStrategy.length === 0 || b.sellStrategy.length === 0) {
    return { ok: false, error: 'At least one buy rule and one sell rule are required.' };
  }
  const from = nepalDate(b.from);
  const to = nepalDate(b.to);
  // Named as the page labels them (From, To, Initial capital).
  if (!from) return { ok: false, error: `From (from) is not a date: "${b.from}"` };
  if (!to) return { ok: false, error: `To (to) is not a date: "${b.to}"` };
  if (from > to) return { ok: false, error: `${fromAfterTo(from, to)}.` };
  let initialCapital = DEFAULT_INITIAL_CAPITAL;
  if (b.initialCapital !== undefined) {
    initialCapital = numberOf(b.initialCapital);
    if (!Number.isFinite(initialCapital) || initialCapital <= 0 || initialCapital > MAX_INITIAL_CAPITAL) {
      return {
        ok: false,
        error: `Initial capital (initialCapital) must be a number above 0 and at most ${MAX_INITIAL_CAPITAL}, got "${b.initialCapital}"`,
      };
    }
  }
  const exits: Record<PriceExitField, number | null> = {
    stopLossPercent: null,
    takeProfitPercent: null,
    trailingStopPercent: null,
  };
  for (const { field, label, max, maxIncluded } of PRICE_EXIT_FIELDS) {
    const sent = b[field];
    if (sent === undefined) continue;
    const percent = numberOf(sent);
    if (!Number.isFinite(percent) || percent <= 0 || percent > max || (percent === max && !maxIncluded)) {
      const upTo = maxIncluded ? `at most ${max}` : `below ${max}`;
      return { ok: false, error: `${label} (${field}) must be a number above 0 and ${upTo}, got "${sent}"` };
    }
    exits[field] = percent;
  }
  const matches: Record<MatchField, Match> = { buyMatch: 'all', sellMatch: 'all' };
  for (const { field, label } of MATCH_FIELDS) {
    const sent = b[field];
    if (sent === undefined) continue;
    const match = MATCHES.find((m) => m === sent);
    if (!match) return { ok: false, error: `${label} (${field}) must be all or any, got "${sent}"` };
    matches[field] = match;
  }
  let volumeCapPercent: number | null = null;
  if (b.volumeCapPercent !== undefined) {
    volumeCapPercent = numberOf(b.volumeCapPercent);
    if (!Number.isFinite(volumeCapPercent) || volumeCapPercent <= 0 || volumeCapPercent > 100) {
      return {
        ok: false,
        error: `Volume cap (volumeCapPercent) must be a number above 0 and at most 100, got "${b.volumeCapPercent}"`,
      };
    }
  }
  const portfolio = readPortfolioFields(b);
  if (!portfolio.ok) return portfolio;
  const buy = parseRules(b.buyStrategy, 'buy');
  if (!buy.ok) return buy;
  const sell = parseRules(b.sellStrategy, 'sell');
  if (!sell.ok) return sell;
  return {
    ok: true,
    value: {
      stockSymbol: b.stockSymbol.trim().toUpperCase(),
      sector: String(b.sector).trim() || NO_SECTOR_ID,
      from,
      to,
      buy: buy.value,
      sell: sell.value,
      initialCapital,
      costs: costsMode(b.costs),
      volumeCapPercent,
      fill: b.fill ?? 'next_open',
      ...matches,
      ...exits,
      ...portfolio.value,
    },
  };
}

/**
 * The back-test body as the routes declare it: the request's fields, read into a ParsedBacktestRequest. A body of
 * the wrong shape is refused with the field's path and zod's words; one whose fields break a rule with the sentence
 * the page shows (readBacktestRequest's), as a whole-message issue.
 */
export const backtestBodySchema = backtestRequestSchema
  .transform((body, ctx) => {
    const read = readBacktestRequest(body);
    if (read.ok) return read.value;
    ctx.addIssue(wholeMessageIssue(read.error));
    return z.NEVER;
  })
  .meta({ title: 'back-test request' });

/** Reads a back-test body; the error says what is wrong in words a person can act on. */
export function parseBacktestRequest(body: unknown): ParseResult<ParsedBacktestRequest> {
  const parsed = backtestBodySchema.safeParse(body);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: requestProblem(backtestBodySchema, parsed.error) };
}
