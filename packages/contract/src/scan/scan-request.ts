import type { Match } from '@nepse/core';
import { z } from 'zod';
import { FILTER_TABLE } from '../backtest/filter-table';
import { numberTextSchema } from '../backtest/number-text';
import { isFilterName, type ParsedFilterRule, parseFilter } from '../backtest/parse-filter';
import { type ParsedRule, type ParseResult, parseRule } from '../backtest/parse-rule';
import { MATCHES } from '../backtest/rule-fields';
import { strategyRuleSchema } from '../backtest/strategy-rule';
import { requestProblem, wholeMessageIssue } from '../request-problem';
import { NO_SECTOR_ID } from '../sectors';

/** Most conditions one scan takes. */
export const MAX_SCAN_CONDITIONS = 20;

/**
 * A filter condition: `filter` names it (`"volume-ratio"`), its fields (`multiple`, `sessions`) are numbers or
 * numeric text; an optional bound left out or empty does not limit.
 */
export const filterConditionSchema = z
  .object({
    filter: z.string().describe('The filter\'s name: one of the filter table\'s keys ("price", ...).'),
  })
  .catchall(z.union([numberTextSchema, z.null()]));
export type FilterCondition = z.infer<typeof filterConditionSchema>;

/** A scan's condition: a filter, or a back-test rule object exactly as a buy rule of the back-test. */
export const scanConditionSchema = z.union([filterConditionSchema, strategyRuleSchema]);
export type ScanCondition = z.infer<typeof scanConditionSchema>;

/** The labels of the scan's own fields, as the page shows them (and the errors name them). */
export const SCAN_FIELD_LABELS = {
  conditions: 'Conditions',
  match: 'Match',
  sector: 'Sector',
  date: 'Session',
} as const;

/**
 * `POST /api/scan` body: the conditions, how they combine (`all`, the default, or `any`), a sector (its id, as the
 * back-test takes it; none by default: every listed stock) and the session (`YYYY-MM-DD`; the latest when absent).
 */
export const scanRequestSchema = z.object({
  conditions: z
    .array(scanConditionSchema)
    .describe(
      `The conditions, in the order the answer's values follow: filters ({ filter, ...fields }) or back-test rules ({ name, ... }); 1 to ${MAX_SCAN_CONDITIONS}.`,
    ),
  match: z
    .string()
    .optional()
    .describe('"all" (every condition holds; the default) or "any" (at least one holds).'),
  sector: z
    .union([z.string(), z.number()])
    .optional()
    .default(NO_SECTOR_ID)
    .describe(
      `The sector, by its id (GET /api/sectors) as the back-test takes it, or its name; "${NO_SECTOR_ID}" or absent for every listed stock.`,
    ),
  date: z
    .string()
    .optional()
    .describe(
      'The session scanned, YYYY-MM-DD, between the first and the latest session; the latest when absent.',
    ),
  accesskey: z.string().optional().describe('The access key, when the server asks for one.'),
});
export type ScanRequest = z.input<typeof scanRequestSchema>;

/** A scan's condition read: a filter, or a rule as the buy side reads it. */
export type ParsedScanCondition = ParsedRule | ParsedFilterRule;

/** A scan request with every field read; the sector and the session are checked against the market later. */
export interface ParsedScanRequest {
  conditions: ParsedScanCondition[];
  match: Match;
  sector: string;
  /** `YYYY-MM-DD`, or null for the latest session. */
  date: string | null;
}

/** `YYYY-MM-DD` that is a calendar date. */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/** How an error names condition `i` (0-based): its position and its card's title. */
export function conditionName(condition: ScanCondition, i: number): string {
  const filter = 'filter' in condition ? condition.filter : undefined;
  const title =
    typeof filter === 'string' && isFilterName(filter)
      ? FILTER_TABLE[filter].label
      : (filter ?? condition.name);
  return `Condition ${i + 1} "${String(title)}"`;
}

/** Reads one condition; the error names it by position and title, and the field by its label. */
export function parseScanCondition(condition: ScanCondition, i: number): ParseResult<ParsedScanCondition> {
  const where = conditionName(condition, i);
  if ('filter' in condition && condition.filter !== undefined) {
    const name = condition.filter;
    if (typeof name !== 'string' || !isFilterName(name)) {
      return { ok: false, error: `Condition ${i + 1}: unknown filter "${String(name)}"` };
    }
    return parseFilter(name, condition, where);
  }
  const rule = condition as z.infer<typeof strategyRuleSchema>;
  const read = parseRule(rule, 'buy');
  return read.ok ? read : { ok: false, error: `Condition ${i + 1}: ${read.error}` };
}

/** Reads the fields of a body of the right shape; the error names the field as the page does. */
function readScanRequest(b: z.output<typeof scanRequestSchema>): ParseResult<ParsedScanRequest> {
  if (b.conditions.length === 0) return { ok: false, error: 'At least one condition is required.' };
  if (b.conditions.length > MAX_SCAN_CONDITIONS) {
    return { ok: false, error: `At most ${MAX_SCAN_CONDITIONS} conditions, got ${b.conditions.length}.` };
  }
  const match = b.match === undefined ? 'all' : MATCHES.find((m) => m === b.match);
  if (!match)
    return { ok: false, error: `${SCAN_FIELD_LABELS.match} (match) must be all or any, got "${b.match}"` };
  if (b.date !== undefined && !isCalendarDate(b.date.trim())) {
    return {
      ok: false,
      error: `${SCAN_FIELD_LABELS.date} (date) must be a date YYYY-MM-DD, got "${b.date}"`,
    };
  }
  const conditions: ParsedScanCondition[] = [];
  for (const [i, condition] of b.conditions.entries()) {
    const read = parseScanCondition(condition, i);
    if (!read.ok) return read;
    conditions.push(read.value);
  }
  return {
    ok: true,
    value: {
      conditions,
      match,
      sector: String(b.sector).trim() || NO_SECTOR_ID,
      date: b.date === undefined ? null : b.date.trim(),
    },
  };
}

/**
 * The scan body as the route declares it, read into a ParsedScanRequest: a body of the wrong shape is refused with
 * the field's path and zod's words, one whose fields break a rule with the sentence the page shows.
 */
export const scanBodySchema = scanRequestSchema
  .transform((body, ctx) => {
    const read = readScanRequest(body);
    if (read.ok) return read.value;
    ctx.addIssue(wholeMessageIssue(read.error));
    return z.NEVER;
  })
  .meta({ title: 'scan request' });

/** Reads a scan body; the error says what is wrong in words a person can act on. */
export function parseScanRequest(body: unknown): ParseResult<ParsedScanRequest> {
  const parsed = scanBodySchema.safeParse(body);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: requestProblem(scanBodySchema, parsed.error) };
}
