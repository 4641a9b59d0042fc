import type { CostsMode, Match } from '@nepse/core';
import { z } from 'zod';
import { COSTS_MODES } from '../backtest/backtest-request';
import { nepalDate } from '../backtest/nepal-date';
import { numberFromText, numberTextSchema } from '../backtest/number-text';
import type { ParsedRule, ParseResult } from '../backtest/parse-rule';
import { MATCHES } from '../backtest/rule-fields';
import { fromAfterTo } from '../messages';
import { patternKeyOf } from '../patterns/pattern-names';
import { requestProblem, wholeMessageIssue } from '../request-problem';
import { parseScanCondition, scanConditionSchema } from '../scan/scan-request';
import { isFreshSignalKey } from '../screens/fresh-signal-backtest-rules';
import { NO_SECTOR_ID } from '../sectors';
import {
  EVENT_STUDY_SCREEN_NAMES,
  FIFTY_TWO_WEEK_KIND_NAMES,
  type StudiedList,
  studiedScreenOf,
  trendSignalKeyOf,
} from './event-study-lists';

/** The first session with real opens in the data: a study starts there unless asked otherwise. */
export const EVENT_STUDY_DEFAULT_FROM = '2018-02-18';
/** Sessions after the event over which returns are read, unless asked otherwise. */
export const EVENT_STUDY_DEFAULT_HORIZONS: readonly number[] = [1, 5, 10, 20];
/** Longest horizon a study reads: about a year of NEPSE sessions. */
export const EVENT_STUDY_MAX_HORIZON = 250;
/** Most horizons one study reads. */
export const EVENT_STUDY_MAX_HORIZONS = 8;

/** The fields that each name one list; a study names exactly one of them. */
const LIST_FIELDS = ['scan', 'screen', 'freshGroup', 'pattern', 'trendSignal'] as const;

/**
 * `POST /api/event-study` body: exactly one list (`scan`, `screen` (with `kind` for the 52-week screen),
 * `freshGroup`, `pattern` or `trendSignal`), and optional `from`, `to` (`YYYY-MM-DD`; the first real opens and the
 * latest session when absent), `horizons` (sessions; 1, 5, 10, 20 when absent) and `costs` ("off" when absent).
 */
export const eventStudyRequestSchema = z.object({
  scan: z
    .object({
      conditions: z
        .array(scanConditionSchema)
        .describe('The conditions, as the scan takes them (back-test buy rules or filters); at least one.'),
      match: z.string().optional().describe('How the conditions combine: "all" (the default) or "any".'),
      sector: z
        .union([z.string(), z.number()])
        .optional()
        .describe(
          `The sector id (GET /api/sectors) the scan reads; "${NO_SECTOR_ID}" or absent for every stock.`,
        ),
    })
    .optional()
    .describe('A scan: its events are the sessions its conditions match, as a back-test reads buy rules.'),
  screen: z
    .string()
    .optional()
    .describe(`A fixed screen, named as its API path: ${EVENT_STUDY_SCREEN_NAMES.join(', ')}.`),
  kind: z
    .string()
    .optional()
    .describe(`The 52-week screen's kind: ${FIFTY_TWO_WEEK_KIND_NAMES.join(', ')}; only with that screen.`),
  freshGroup: z.string().optional().describe('A Fresh Indicator Signals group, by its key ("golden-cross").'),
  pattern: z
    .string()
    .optional()
    .describe(
      'A candlestick pattern, named as the Candlestick Patterns answer names it ("Bullish Engulfing").',
    ),
  trendSignal: z
    .string()
    .optional()
    .describe('A Trend Signals text, as that answer spells it ("Close above SMA 20").'),
  from: z
    .string()
    .optional()
    .describe(`First event session, YYYY-MM-DD; ${EVENT_STUDY_DEFAULT_FROM} when absent.`),
  to: z.string().optional().describe('Last event session, YYYY-MM-DD; the latest session when absent.'),
  horizons: z
    .array(numberTextSchema)
    .optional()
    .describe(
      `Sessions after the event, whole numbers from 1 to ${EVENT_STUDY_MAX_HORIZON}, at most ${EVENT_STUDY_MAX_HORIZONS}; ${EVENT_STUDY_DEFAULT_HORIZONS.join(', ')} when absent.`,
    ),
  costs: z
    .string()
    .optional()
    .describe(
      'Trading costs taken from each return: "off" (the default), "dated" (a Rs 100,000 round trip at the rules in force on the entry date) or "today" (at the latest rules).',
    ),
  accesskey: z.string().optional().describe('The access key, when the server asks for one.'),
});
export type EventStudyRequest = z.input<typeof eventStudyRequestSchema>;

/** A study request with every field read and checked; a scan's sector is checked against the market later. */
export interface ParsedEventStudyRequest {
  list: StudiedList;
  from: string;
  /** Null for the latest session. */
  to: string | null;
  /** Ascending, distinct. */
  horizons: number[];
  costs: CostsMode;
}

type Body = z.output<typeof eventStudyRequestSchema>;
const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

function readScan(scan: NonNullable<Body['scan']>): ParseResult<StudiedList> {
  if (scan.conditions.length === 0) return fail('Conditions (scan.conditions): at least one is required.');
  const rules: ParsedRule[] = [];
  for (const [i, condition] of scan.conditions.entries()) {
    const parsed = parseScanCondition(condition, i);
    if (!parsed.ok) return parsed;
    rules.push(parsed.value);
  }
  let match: Match = 'all';
  if (scan.match !== undefined) {
    const found = MATCHES.find((m) => m === scan.match);
    if (!found) return fail(`Match (scan.match) must be all or any, got "${scan.match}"`);
    match = found;
  }
  const sector = scan.sector === undefined ? NO_SECTOR_ID : String(scan.sector).trim() || NO_SECTOR_ID;
  return { ok: true, value: { kind: 'scan', scan: { rules, match, sector } } };
}

function readScreen(screen: string, kind: string | undefined): ParseResult<StudiedList> {
  const key = studiedScreenOf(screen);
  if (!key)
    return fail(`Screen (screen) must be one of ${EVENT_STUDY_SCREEN_NAMES.join(', ')}, got "${screen}"`);
  if (key !== 'fiftyTwoWeekHighLow') {
    if (kind !== undefined) return fail(`Kind (kind) applies to the 52-week screen only, got "${kind}"`);
    return { ok: true, value: { kind: 'screen', screen: key } };
  }
  const fiftyTwoWeek = FIFTY_TWO_WEEK_KIND_NAMES.find((name) => name === kind);
  if (!fiftyTwoWeek) {
    return fail(`Kind (kind) must be one of ${FIFTY_TWO_WEEK_KIND_NAMES.join(', ')}, got "${kind ?? ''}"`);
  }
  return { ok: true, value: { kind: 'fifty-two-week', fiftyTwoWeek } };
}

/** The one list a body names, read; an error when it names none, several, or an unknown one. */
function readList(b: Body): ParseResult<StudiedList> {
  const named = LIST_FIELDS.filter((field) => b[field] !== undefined);
  if (named.length !== 1) {
    return fail(
      `List: name exactly one of ${LIST_FIELDS.join(', ')}${named.length > 1 ? `, got ${named.join(' and ')}` : ''}.`,
    );
  }
  if (b.scan !== undefined) return readScan(b.scan);
  if (b.screen !== undefined) return readScreen(b.screen, b.kind);
  if (b.kind !== undefined) return fail(`Kind (kind) applies to the 52-week screen only, got "${b.kind}"`);
  if (b.freshGroup !== undefined) {
    return isFreshSignalKey(b.freshGroup)
      ? { ok: true, value: { kind: 'fresh-group', group: b.freshGroup } }
      : fail(`Group (freshGroup) is not a Fresh Indicator Signals group: "${b.freshGroup}"`);
  }
  if (b.pattern !== undefined) {
    const pattern = patternKeyOf(b.pattern);
    return pattern
      ? { ok: true, value: { kind: 'pattern', pattern } }
      : fail(`Pattern (pattern) is not a candlestick pattern: "${b.pattern}"`);
  }
  const text = b.trendSignal ?? '';
  const signal = trendSignalKeyOf(text);
  return signal
    ? { ok: true, value: { kind: 'trend-signal', signal } }
    : fail(`Signal (trendSignal) is not a Trend Signals text: "${text}"`);
}

/** A `YYYY-MM-DD` date field, named by its label; undefined when absent. */
function readDate(text: string | undefined, label: string, field: string): ParseResult<string | undefined> {
  if (text === undefined) return { ok: true, value: undefined };
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? nepalDate(text) : undefined;
  return date ? { ok: true, value: date } : fail(`${label} (${field}) is not a date YYYY-MM-DD: "${text}"`);
}

function readHorizons(sent: Body['horizons']): ParseResult<number[]> {
  if (sent === undefined) return { ok: true, value: [...EVENT_STUDY_DEFAULT_HORIZONS] };
  const problem = `Horizons (horizons) must be 1 to ${EVENT_STUDY_MAX_HORIZONS} whole numbers of sessions from 1 to ${EVENT_STUDY_MAX_HORIZON}`;
  if (sent.length === 0 || sent.length > EVENT_STUDY_MAX_HORIZONS)
    return fail(`${problem}, got ${sent.length}`);
  const horizons = new Set<number>();
  for (const value of sent) {
    const h = numberFromText(value as number | string);
    if (!Number.isInteger(h) || h < 1 || h > EVENT_STUDY_MAX_HORIZON)
      return fail(`${problem}, got "${value}"`);
    horizons.add(h);
  }
  return { ok: true, value: [...horizons].sort((a, b) => a - b) };
}

function readCosts(sent: string | undefined): ParseResult<CostsMode> {
  if (sent === undefined) return { ok: true, value: 'off' };
  const mode = COSTS_MODES.find((m) => m === sent);
  return mode
    ? { ok: true, value: mode }
    : fail(`Costs (costs) must be one of ${COSTS_MODES.join(', ')}, got "${sent}"`);
}

/** Reads a body of the right shape; the error names the field as the page labels it. */
function readEventStudyRequest(b: Body): ParseResult<ParsedEventStudyRequest> {
  const list = readList(b);
  if (!list.ok) return list;
  const from = readDate(b.from, 'From', 'from');
  if (!from.ok) return from;
  const to = readDate(b.to, 'To', 'to');
  if (!to.ok) return to;
  const start = from.value ?? EVENT_STUDY_DEFAULT_FROM;
  if (to.value !== undefined && start > to.value) return fail(`${fromAfterTo(start, to.value)}.`);
  const horizons = readHorizons(b.horizons);
  if (!horizons.ok) return horizons;
  const costs = readCosts(b.costs);
  if (!costs.ok) return costs;
  return {
    ok: true,
    value: {
      list: list.value,
      from: start,
      to: to.value ?? null,
      horizons: horizons.value,
      costs: costs.value,
    },
  };
}

/**
 * The study body as the route declares it: the request's fields, read into a ParsedEventStudyRequest. A body of the
 * wrong shape is refused with the field's path and zod's words; one whose fields break a rule with the sentence
 * naming the field by its label, as a whole-message issue.
 */
export const eventStudyBodySchema = eventStudyRequestSchema
  .transform((body, ctx) => {
    const read = readEventStudyRequest(body);
    if (read.ok) return read.value;
    ctx.addIssue(wholeMessageIssue(read.error));
    return z.NEVER;
  })
  .meta({ title: 'event study request' });

/** Reads a study body; the error says what is wrong in words a person can act on. */
export function parseEventStudyRequest(body: unknown): ParseResult<ParsedEventStudyRequest> {
  const parsed = eventStudyBodySchema.safeParse(body);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: requestProblem(eventStudyBodySchema, parsed.error) };
}

/** The study's answer as CSV of its events (`?format=csv`) rather than the JSON summary. */
export const EVENT_STUDY_CSV = 'csv';

/**
 * The date columns of the events' CSV, in their order after the symbol: the event's session and the entry session.
 * Named once, so that the web app finds them to add their Bikram Sambat dates beside them.
 */
export const EVENT_STUDY_CSV_DATE_COLUMNS = ['date', 'entryDate'] as const;

/** `POST /api/event-study` query: `format=csv` for the events as CSV. */
export const eventStudyQuerySchema = z.object({
  format: z
    .literal(EVENT_STUDY_CSV, {
      error: (issue) =>
        `Format (format) must be "${EVENT_STUDY_CSV}" or absent, got "${String(issue.input)}".`,
    })
    .optional()
    .describe(`"${EVENT_STUDY_CSV}" for the events as CSV; the JSON summary when absent.`),
});
