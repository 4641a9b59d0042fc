import type { SweepStatistic } from '@nepse/core';
import { z } from 'zod';
import { requestProblem, wholeMessageIssue } from '../request-problem';
import {
  backtestRequestSchema,
  type ParsedBacktestRequest,
  PRICE_EXIT_FIELDS,
  type PriceExitField,
  parseBacktestRequest,
} from './backtest-request';
import { numberFromText, numberTextSchema } from './number-text';
import type { ParseResult } from './parse-rule';
import { ruleFieldProblem } from './parse-rule-field';
import { indicatorRuleDefinition } from './rule-table';
import { axisLength, axisValues } from './sweep-grid';

/** Cells a sweep may hold at most (the product of its fields' values). */
export const MAX_SWEEP_CELLS = 400;
/** Fields a sweep varies: one (a line) or two (a heatmap). */
export const MAX_SWEEP_FIELDS = 2;

/** The summary figures a sweep ranks its cells by, as the summaries name them, with core's name and the page's label. */
export const SWEEP_STATISTIC_FIELDS = {
  profit_percentage: { core: 'profitPercentage', label: 'Return %' },
  cagr_percentage: { core: 'cagrPercentage', label: 'CAGR %' },
  sharpe_ratio: { core: 'sharpeRatio', label: 'Sharpe ratio' },
  max_drawdown_percentage: { core: 'maxDrawdownPercentage', label: 'Max drawdown %' },
  profit_factor: { core: 'profitFactor', label: 'Profit factor' },
  total_trades: { core: 'totalTrades', label: 'Trades' },
} as const satisfies Record<string, { core: SweepStatistic; label: string }>;
export type SweepStatisticName = keyof typeof SWEEP_STATISTIC_FIELDS;
export const SWEEP_STATISTIC_NAMES = Object.keys(SWEEP_STATISTIC_FIELDS) as [
  SweepStatisticName,
  ...SweepStatisticName[],
];

export const SWEEP_SIDES = ['buy', 'sell', 'exit'] as const;
export type SweepSide = (typeof SWEEP_SIDES)[number];

const sweepFieldSchema = z.object({
  side: z.enum(SWEEP_SIDES).describe('The side of the rule swept, or "exit" for a price exit.'),
  rule: z
    .number()
    .int()
    .optional()
    .describe("The rule's 0-based position in that side's list; absent for exit."),
  field: z
    .string()
    .describe(
      'The number field swept: a rule field\'s key ("value", "rsi_length", ...) or, for exit, stopLossPercent, takeProfitPercent or trailingStopPercent.',
    ),
  from: numberTextSchema.describe('First value.'),
  to: numberTextSchema.describe('Last value, included when a whole number of steps from `from`.'),
  step: numberTextSchema.describe('Step between values, above 0.'),
});

/**
 * `POST /api/backtest/sweep` body: a back-test request plus the fields swept, the statistic the cells are ranked
 * by and, for a walk-forward, the window lengths in sessions.
 */
export const sweepRequestSchema = backtestRequestSchema.extend({
  sweep: z
    .array(sweepFieldSchema)
    .describe(`The fields swept: one or ${MAX_SWEEP_FIELDS}; at most ${MAX_SWEEP_CELLS} cells in all.`),
  statistic: z.enum(SWEEP_STATISTIC_NAMES).describe('The summary figure the cells are ranked by.'),
  walkForward: z
    .object({
      inSample: numberTextSchema.describe('Sessions each window chooses its cell on.'),
      outOfSample: numberTextSchema.describe('Sessions it then trades the chosen cell on.'),
    })
    .optional()
    .describe('Asks for a walk-forward of the sweep (one stock only) beside the sweep.'),
});
export type SweepRequest = z.input<typeof sweepRequestSchema>;

/** A swept field with its values, and the words the page and the errors name it by. */
export interface SweepAxis {
  side: SweepSide;
  /** The rule's position in its side's list; null for exit. */
  rule: number | null;
  field: string;
  /** "Buy rule 1 (SMA): Period", "Stop-loss %". */
  label: string;
  values: number[];
}

export interface ParsedSweepRequest {
  request: ParsedBacktestRequest;
  axes: SweepAxis[];
  statistic: SweepStatisticName;
  /** Sessions in and out of sample; null without a walk-forward. */
  walkForward: { inSample: number; outOfSample: number } | null;
}

/** Longest walk-forward window side, in sessions (about eight years). */
export const MAX_WALK_FORWARD_SESSIONS = 2000;

const sideWord = (side: 'buy' | 'sell') => (side === 'buy' ? 'Buy' : 'Sell');

/** The field's label and its check of a value, after the rule it names is found; an error names what is wrong. */
function sweptField(
  entry: z.output<typeof sweepFieldSchema>,
  request: ParsedBacktestRequest,
  where: string,
): ParseResult<{ label: string; problem: (value: number) => string | undefined }> {
  if (entry.side === 'exit') {
    const exit = PRICE_EXIT_FIELDS.find((e) => e.field === entry.field);
    if (!exit) {
      const names = PRICE_EXIT_FIELDS.map((e) => e.field).join(', ');
      return { ok: false, error: `${where}: an exit field is one of ${names}, got "${entry.field}"` };
    }
    const { label, max, maxIncluded } = exit;
    return {
      ok: true,
      value: {
        label: `${label} %`,
        problem: (v) =>
          v > 0 && (v < max || (v === max && maxIncluded))
            ? undefined
            : `${label} must be above 0 and ${maxIncluded ? 'at most' : 'below'} ${max}`,
      },
    };
  }
  const rules = request[entry.side];
  const rule = entry.rule;
  if (rule === undefined || rule < 0 || rule >= rules.length) {
    return {
      ok: false,
      error: `${where}: rule must be a position from 0 to ${rules.length - 1} of the ${entry.side} rules, got ${rule ?? 'none'}`,
    };
  }
  const parsed = rules[rule]!;
  const definition = parsed.kind === 'indicator' ? indicatorRuleDefinition(parsed.name) : undefined;
  const numberFields = definition?.fields.filter((f) => f.type.kind !== 'choice') ?? [];
  const field = numberFields.find((f) => f.key === entry.field);
  const ruleName = `${sideWord(entry.side)} rule ${rule + 1} (${'name' in parsed ? parsed.name : ''})`;
  if (!field) {
    const known = numberFields.map((f) => `${f.key} (${f.label})`).join(', ') || 'none';
    return {
      ok: false,
      error: `${where}: "${entry.field}" is not a number field of ${ruleName}; its number fields: ${known}`,
    };
  }
  return {
    ok: true,
    value: { label: `${ruleName}: ${field.label}`, problem: (v) => ruleFieldProblem(field, v) },
  };
}

/** Reads one swept field: its rule and field, its grid, each value checked as the rule's field is. */
function readAxis(
  entry: z.output<typeof sweepFieldSchema>,
  index: number,
  request: ParsedBacktestRequest,
): ParseResult<SweepAxis> {
  const where = `Sweep field ${index + 1}`;
  const found = sweptField(entry, request, where);
  if (!found.ok) return found;
  const { label, problem } = found.value;
  const from = numberFromText(entry.from);
  const to = numberFromText(entry.to);
  const step = numberFromText(entry.step);
  for (const [name, value, sent] of [
    ['From', from, entry.from],
    ['To', to, entry.to],
    ['Step', step, entry.step],
  ] as const) {
    if (!Number.isFinite(value))
      return { ok: false, error: `${where} (${label}): ${name} must be a number, got "${sent}"` };
  }
  if (!(step > 0)) return { ok: false, error: `${where} (${label}): Step must be above 0, got ${step}` };
  if (to < from) return { ok: false, error: `${where} (${label}): To (${to}) is below From (${from})` };
  if (axisLength({ from, to, step }) > MAX_SWEEP_CELLS) {
    return {
      ok: false,
      error: `${where} (${label}): more than ${MAX_SWEEP_CELLS} values; use a larger step`,
    };
  }
  const values = axisValues({ from, to, step });
  for (const value of values) {
    const wrong = problem(value);
    if (wrong) return { ok: false, error: `${where} (${label}): ${wrong}, and the grid holds ${value}` };
  }
  return {
    ok: true,
    value: {
      side: entry.side,
      rule: entry.side === 'exit' ? null : (entry.rule ?? null),
      field: entry.field,
      label,
      values,
    },
  };
}

/** A whole number of sessions of a walk-forward window, named by the page's label. */
function readSessions(sent: number | string, label: string): ParseResult<number> {
  const value = numberFromText(sent);
  if (!Number.isInteger(value) || value < 1 || value > MAX_WALK_FORWARD_SESSIONS) {
    return {
      ok: false,
      error: `${label} must be a whole number of sessions from 1 to ${MAX_WALK_FORWARD_SESSIONS}, got "${sent}"`,
    };
  }
  return { ok: true, value };
}

function readSweep(body: z.output<typeof sweepRequestSchema>): ParseResult<ParsedSweepRequest> {
  const base = parseBacktestRequest(body);
  if (!base.ok) return base;
  const request = base.value;
  if (body.sweep.length < 1 || body.sweep.length > MAX_SWEEP_FIELDS) {
    return {
      ok: false,
      error: `Sweep (sweep) must hold 1 or ${MAX_SWEEP_FIELDS} fields, got ${body.sweep.length}`,
    };
  }
  const axes: SweepAxis[] = [];
  for (const [index, entry] of body.sweep.entries()) {
    const axis = readAxis(entry, index, request);
    if (!axis.ok) return axis;
    if (
      axes.some(
        (a) => a.side === axis.value.side && a.rule === axis.value.rule && a.field === axis.value.field,
      )
    ) {
      return { ok: false, error: `Sweep field ${index + 1} (${axis.value.label}) is swept twice` };
    }
    axes.push(axis.value);
  }
  const cells = axes.reduce((n, a) => n * a.values.length, 1);
  if (cells > MAX_SWEEP_CELLS) {
    return {
      ok: false,
      error: `The sweep holds ${cells} cells (${axes.map((a) => a.values.length).join(' x ')}), more than ${MAX_SWEEP_CELLS}; use larger steps or shorter ranges`,
    };
  }
  let walkForward: ParsedSweepRequest['walkForward'] = null;
  if (body.walkForward) {
    const inSample = readSessions(body.walkForward.inSample, 'In-sample sessions (walkForward.inSample)');
    if (!inSample.ok) return inSample;
    const outOfSample = readSessions(
      body.walkForward.outOfSample,
      'Out-of-sample sessions (walkForward.outOfSample)',
    );
    if (!outOfSample.ok) return outOfSample;
    walkForward = { inSample: inSample.value, outOfSample: outOfSample.value };
  }
  return { ok: true, value: { request, axes, statistic: body.statistic, walkForward } };
}

/**
 * The sweep body as the route declares it, read into a ParsedSweepRequest: the back-test fields as a back-test
 * reads them, then each swept field against the rule it names, each grid value checked as that field is.
 */
export const sweepBodySchema = sweepRequestSchema
  .transform((body, ctx) => {
    const read = readSweep(body);
    if (read.ok) return read.value;
    ctx.addIssue(wholeMessageIssue(read.error));
    return z.NEVER;
  })
  .meta({ title: 'sweep request' });

/** Reads a sweep body; the error says what is wrong in words a person can act on. */
export function parseSweepRequest(body: unknown): ParseResult<ParsedSweepRequest> {
  const parsed = sweepBodySchema.safeParse(body);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: requestProblem(sweepBodySchema, parsed.error) };
}

/** The values of cell `cell` on each axis, in grid order (the first axis slowest). */
export function cellValues(axes: readonly SweepAxis[], cell: number): number[] {
  const values = new Array<number>(axes.length);
  let rest = cell;
  for (let a = axes.length - 1; a >= 0; a--) {
    const axis = axes[a]!.values;
    values[a] = axis[rest % axis.length]!;
    rest = Math.floor(rest / axis.length);
  }
  return values;
}

/** The back-test request of one cell: the sweep's request with the cell's values in its fields. */
export function cellRequest(sweep: ParsedSweepRequest, values: readonly number[]): ParsedBacktestRequest {
  const request: ParsedBacktestRequest = {
    ...sweep.request,
    buy: [...sweep.request.buy],
    sell: [...sweep.request.sell],
  };
  sweep.axes.forEach((axis, a) => {
    const value = values[a]!;
    if (axis.side === 'exit') {
      request[axis.field as PriceExitField] = value;
      return;
    }
    const rules = request[axis.side];
    const rule = rules[axis.rule!]!;
    if (rule.kind === 'indicator')
      rules[axis.rule!] = { ...rule, params: { ...rule.params, [axis.field]: value } };
  });
  return request;
}

/** Every cell's request, in grid order. */
export function sweepCellRequests(sweep: ParsedSweepRequest): ParsedBacktestRequest[] {
  const cells = sweep.axes.reduce((n, a) => n * a.values.length, 1);
  return Array.from({ length: cells }, (_, cell) => cellRequest(sweep, cellValues(sweep.axes, cell)));
}
