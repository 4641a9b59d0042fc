import type { Match, PriceSource, Trigger } from '@nepse/core';

/** Sides of a strategy: the buy rules open a position, the sell rules close it. */
export type Side = 'buy' | 'sell';

export const PRICE_SOURCES = ['open', 'close', 'high', 'low'] as const satisfies readonly PriceSource[];
export const COMPARATORS = ['>', '<'] as const;

/** A level rule's `trigger`: fires on every session it holds, or on the session it starts to hold. */
export const TRIGGERS = ['while', 'starts'] as const satisfies readonly Trigger[];
/** MACD's `zero_line`: the line also against `macd_value`, or against its signal only. */
export const ZERO_LINE_CHOICES = ['on', 'off'] as const;
/** `buyMatch` / `sellMatch`: a side fires where all its rules fire, or where any one does. */
export const MATCHES = ['all', 'any'] as const satisfies readonly Match[];

export type PriceSourceName = (typeof PRICE_SOURCES)[number];
export type Comparator = (typeof COMPARATORS)[number];

/** Longest look-back accepted for a length field: about eight years of NEPSE sessions. */
export const MAX_LENGTH = 2000;

/** A whole number of sessions, from 1 to MAX_LENGTH. */
export interface LengthKind {
  readonly kind: 'length';
}

/** A finite number within its bounds, where it has any. */
export interface NumberKind {
  readonly kind: 'number';
  readonly min?: number;
  readonly max?: number;
  readonly exclusiveMin?: boolean;
}

/** One of a list of texts. */
export interface ChoiceKind<Option extends string = string> {
  readonly kind: 'choice';
  readonly options: readonly Option[];
  /** What the card shows for each option, where the text alone would not say what it does. */
  readonly labels?: Readonly<Record<Option, string>>;
}

/** How a rule field's text is read and which values it may take. */
export type FieldKind = LengthKind | NumberKind | ChoiceKind;

/** One field of a rule: its wire key, the label its card shows, its kind and its default on each side. */
export interface RuleField<Key extends string = string, Kind extends FieldKind = FieldKind> {
  readonly key: Key;
  readonly label: string;
  readonly type: Kind;
  /** Default value per side as the page keeps it (numbers as typed text). */
  readonly defaults: Readonly<Record<Side, string>>;
}

/** A field's value read from its text: a number, or the option chosen. */
type ValueOf<Kind extends FieldKind> = Kind extends ChoiceKind<infer Option> ? Option : number;

/** The values of fields `F` by key, as parseRule reads them. */
export type ParamsOf<F extends readonly RuleField[]> = {
  readonly [Field in F[number] as Field['key']]: ValueOf<Field['type']>;
};

/** The texts of fields `F` by key, as the card shows them. */
export type TextsOf<F extends readonly RuleField[]> = {
  readonly [Field in F[number] as Field['key']]: string;
};

/** A default that is the same on both sides, or one per side. */
type PerSide<T> = T | Readonly<Record<Side, T>>;

function bySide(value: PerSide<string | number>): Readonly<Record<Side, string>> {
  return typeof value === 'object'
    ? { buy: String(value.buy), sell: String(value.sell) }
    : { buy: String(value), sell: String(value) };
}

/** A length field (a period). */
export const lengthField = <Key extends string>(
  key: Key,
  label: string,
  value: number,
): RuleField<Key, LengthKind> => ({ key, label, type: { kind: 'length' }, defaults: bySide(value) });

/** A price source field, the close by default. */
export const sourceField = <Key extends string>(
  key: Key,
  label = 'Source',
): RuleField<Key, ChoiceKind<PriceSourceName>> => ({
  key,
  label,
  type: { kind: 'choice', options: PRICE_SOURCES },
  defaults: bySide('close'),
});

/** A level compared with, bounded where the indicator is. */
export const levelField = <Key extends string>(
  key: Key,
  label: string,
  value: PerSide<number>,
  bounds: { min?: number; max?: number } = {},
): RuleField<Key, NumberKind> => ({
  key,
  label,
  type: { kind: 'number', ...bounds },
  defaults: bySide(value),
});

/** A number above 0 and at most `max` (a multiplier). */
export const positiveField = <Key extends string>(
  key: Key,
  label: string,
  value: number,
  max: number,
): RuleField<Key, NumberKind> => ({
  key,
  label,
  type: { kind: 'number', min: 0, exclusiveMin: true, max },
  defaults: bySide(value),
});

/** One of `options`, each shown as `labels` says when given. */
export const choiceField = <Key extends string, const Option extends string>(
  key: Key,
  label: string,
  options: readonly Option[],
  value: PerSide<NoInfer<Option>>,
  labels?: Readonly<Record<NoInfer<Option>, string>>,
): RuleField<Key, ChoiceKind<Option>> => ({
  key,
  label,
  type: { kind: 'choice', options, ...(labels && { labels }) },
  defaults: bySide(value),
});

/** A level rule's `trigger`, `while` by default (the rule as it always was). */
export const triggerField = () =>
  choiceField('trigger', 'Trigger', TRIGGERS, 'while', {
    while: 'While: every session it holds',
    starts: 'Starts: the session it starts',
  });
