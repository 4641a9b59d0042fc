import type { FilterRule } from '@nepse/core';
import type { SentenceWords } from './rule-declaration';
import {
  type FieldKind,
  lengthField,
  levelField,
  type NumberKind,
  positiveField,
  type RuleField,
  type TextsOf,
} from './rule-fields';

/** A field of a filter: a rule field that may be left empty when `optional` (an absent bound does not limit). */
export interface FilterField<Key extends string = string, Kind extends FieldKind = FieldKind>
  extends RuleField<Key, Kind> {
  readonly optional?: true;
}

/** A bound that may be left empty: no default, no limit when absent. */
const boundField = <Key extends string>(
  key: Key,
  label: string,
  bounds: { min?: number; max?: number } = {},
): FilterField<Key, NumberKind> & { readonly optional: true } => ({
  key,
  label,
  type: { kind: 'number', ...bounds },
  defaults: { buy: '', sell: '' },
  optional: true,
});

/** A field's value read from its text: a number, undefined for an optional field left empty. */
type FilterValueOf<Field> = Field extends { readonly optional: true } ? number | undefined : number;

/** The values of filter fields `F` by key, as parseRule reads them. */
export type FilterParamsOf<F extends readonly FilterField[]> = {
  readonly [Field in F[number] as Field['key']]: FilterValueOf<Field>;
};

/**
 * Everything each layer knows of one scan filter, typed by its fields `F`. A filter is also a back-test rule of the
 * same name (`{ name: "volume-ratio", multiple, sessions }` in a strategy, `{ filter: "volume-ratio", ... }` in a
 * scan), so that a scan back-tested fires on exactly the sessions it matches.
 */
export interface FilterDeclarationOf<F extends readonly FilterField[]> {
  /** The card's title and the name an error gives the condition. */
  readonly label: string;
  /** One line for the list the page adds conditions from. */
  readonly description: string;
  /** The card's fields in order, with their labels, kinds, bounds and defaults. */
  readonly fields: F;
  /** The heading of the column of the figure the filter compares (a scan's `values`). */
  readonly valueLabel: string;
  /** Core's engine rule for the fields read. */
  engine(params: FilterParamsOf<F>): FilterRule;
  /** What the filter asks, in words, for its card (`words.when` starts it: "Buy when", as a rule's card). */
  sentence(texts: TextsOf<F>, words: SentenceWords): string;
}

/** A declaration as the layers read it, whatever its fields. */
export type FilterDeclaration = FilterDeclarationOf<readonly FilterField[]>;

/** Checks a declaration against its own fields and hands it to the table. */
const declareFilter = <const F extends readonly FilterField[]>(
  declaration: FilterDeclarationOf<F>,
): FilterDeclaration => declaration;

/** "between 10 and 20", "at least 10", "at most 20", or `none` when both bounds are empty. */
function boundsText(min: string, max: string, unit: (text: string) => string, none: string): string {
  const low = min.trim();
  const high = max.trim();
  if (low && high) return `between ${unit(low)} and ${unit(high)}`;
  if (low) return `at least ${unit(low)}`;
  if (high) return `at most ${unit(high)}`;
  return none;
}

const rupees = (text: string) => `Rs ${text}`;
const percent = (text: string) => `${text} %`;

/** Percent fields: from 0 to `max`. */
const percentField = <Key extends string>(key: Key, label: string, value: number, max = 100) =>
  levelField(key, label, value, { min: 0, max });

/**
 * Every scan filter, one entry each, in the order the page lists them; the key is the wire name (`filter`, and the
 * back-test rule's `name`). A new filter is one entry here and its engine kind in core (`filter-rule.ts`,
 * `filter-column.ts`).
 */
const FILTERS = {
  price: declareFilter({
    label: 'Price',
    description: "The session's traded close between two prices",
    fields: [boundField('min', 'Min price', { min: 0 }), boundField('max', 'Max price', { min: 0 })],
    valueLabel: 'Close',
    engine: (p) => ({ kind: 'price', min: p.min, max: p.max }),
    sentence: (t, w) => `${w.when} the traded close is ${boundsText(t.min, t.max, rupees, 'any price')}.`,
  }),
  'change-percent': declareFilter({
    label: 'Change %',
    description: "The session's change against the previous close, in percent",
    fields: [
      boundField('min', 'Min change %', { min: -100 }),
      boundField('max', 'Max change %', { min: -100 }),
    ],
    valueLabel: 'Change %',
    engine: (p) => ({ kind: 'change-percent', min: p.min, max: p.max }),
    sentence: (t, w) =>
      `${w.when} the change from the previous close is ${boundsText(t.min, t.max, percent, 'any change')}.`,
  }),
  'volume-ratio': declareFilter({
    label: 'Volume ratio',
    description: "The session's volume against the mean volume of the sessions before it",
    fields: [positiveField('multiple', 'Multiple', 2, 1000), lengthField('sessions', 'Sessions', 7)],
    valueLabel: 'Volume ratio',
    engine: (p) => ({ kind: 'volume-ratio', multiple: p.multiple, sessions: p.sessions }),
    sentence: (t, w) =>
      `${w.when} the volume is at least ${t.multiple} times the mean volume of the previous ${t.sessions} sessions.`,
  }),
  turnover: declareFilter({
    label: 'Turnover',
    description: "The session's traded value in rupees",
    fields: [levelField('min', 'Min turnover (Rs)', 10_000_000, { min: 0 })],
    valueLabel: 'Turnover',
    engine: (p) => ({ kind: 'turnover', min: p.min }),
    sentence: (t, w) => `${w.when} the turnover is at least Rs ${t.min}.`,
  }),
  'near-high': declareFilter({
    label: 'Near high',
    description: 'The close within a percentage of the highest high of the sessions before it',
    fields: [percentField('percent', 'Within %', 5), lengthField('sessions', 'Sessions', 250)],
    valueLabel: '% below high',
    engine: (p) => ({ kind: 'near-high', percent: p.percent, sessions: p.sessions }),
    sentence: (t, w) =>
      `${w.when} the close is within ${t.percent} % of the highest high of the previous ${t.sessions} sessions.`,
  }),
  'near-low': declareFilter({
    label: 'Near low',
    description: 'The close within a percentage of the lowest low of the sessions before it',
    fields: [percentField('percent', 'Within %', 5, 1000), lengthField('sessions', 'Sessions', 250)],
    valueLabel: '% above low',
    engine: (p) => ({ kind: 'near-low', percent: p.percent, sessions: p.sessions }),
    sentence: (t, w) =>
      `${w.when} the close is within ${t.percent} % of the lowest low of the previous ${t.sessions} sessions.`,
  }),
  'range-width': declareFilter({
    label: 'Range width',
    description: 'How far apart the highest and lowest closes of the last sessions are',
    fields: [percentField('percent', 'Max width %', 8, 1000), lengthField('sessions', 'Sessions', 20)],
    valueLabel: 'Range width %',
    engine: (p) => ({ kind: 'range-width', percent: p.percent, sessions: p.sessions }),
    sentence: (t, w) =>
      `${w.when} the closes of the last ${t.sessions} sessions, this one included, span at most ${t.percent} % of their lowest.`,
  }),
  breakout: declareFilter({
    label: 'Breakout',
    description: 'A close above the highest close of the sessions before it, recently',
    fields: [lengthField('lookback', 'Look-back', 50), lengthField('within', 'Within sessions', 5)],
    valueLabel: 'Breakout %',
    engine: (p) => ({ kind: 'breakout', lookback: p.lookback, within: p.within }),
    sentence: (t, w) =>
      `${w.when} on one of the last ${t.within} sessions the close rose above the highest close of the ${t.lookback} sessions before it.`,
  }),
  'rs-rank': declareFilter({
    label: 'RS rank',
    description: 'The relative-strength rank against the whole market on the session, 0 to 99.9',
    fields: [levelField('min', 'Min RS rank', 80, { min: 0, max: 99.9 })],
    valueLabel: 'RS rank',
    engine: (p) => ({ kind: 'rs-rank', min: p.min }),
    sentence: (t, w) => `${w.when} the relative-strength rank on the session is at least ${t.min}.`,
  }),
  'listed-sessions': declareFilter({
    label: 'Listed sessions',
    description: 'How many sessions the stock has traded up to this one',
    fields: [lengthField('min', 'Min sessions', 250)],
    valueLabel: 'Sessions',
    engine: (p) => ({ kind: 'listed-sessions', min: p.min }),
    sentence: (t, w) => `${w.when} the stock has at least ${t.min} sessions up to this one.`,
  }),
};

/** The filters' wire names. */
export type FilterName = keyof typeof FILTERS;

/** Each filter's declaration by its wire name. */
export const FILTER_TABLE: Readonly<Record<FilterName, FilterDeclaration>> = FILTERS;

/** A filter's declaration with its name. */
export interface FilterDefinition extends FilterDeclaration {
  readonly name: FilterName;
}

/** The filters in the page's order. */
export const FILTER_RULES: readonly FilterDefinition[] = (Object.keys(FILTER_TABLE) as FilterName[]).map(
  (name) => ({ name, ...FILTER_TABLE[name] }),
);

/** The definition of a filter by its exact wire name. */
export function filterDefinition(name: string): FilterDefinition | undefined {
  return FILTER_RULES.find((f) => f.name === name);
}
