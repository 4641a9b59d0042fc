import type { BacktestRule, Direction, FilterRule, IndicatorCache } from '@nepse/core';
import type { Comparator, ParamsOf, RuleField, Side, TextsOf } from './rule-fields';

/** Core's indicator rules: every engine rule but the pattern ones and the scan filters. */
export type IndicatorEngineRule = Exclude<
  BacktestRule,
  { kind: 'pattern' | 'pattern-invalidated' | 'pattern-confirmed' | 'general-pattern' } | FilterRule
>;

/** `condition` `>` / `<`: how the rule's first operand stands to its second (or crosses it). */
export const DIRECTION_OF: Readonly<Record<Comparator, Direction>> = { '>': 'above', '<': 'below' };

/** The words of a rule's sentence that its side, condition and trigger give. */
export interface SentenceWords {
  /** "Buy when" or "Sell when"; "Buy on the session" or "Sell on the session" for a rule that starts. */
  readonly when: string;
  /** "is above" or "is below"; "goes above" or "goes below" for a rule that starts. */
  readonly is: string;
  /** "crosses above" or "crosses below". */
  readonly crosses: string;
  /** "above" or "below". */
  readonly direction: Direction;
}

/**
 * The words of a sentence on `side` for `condition` (anything but `>` reads as below, as the card shows it) and a
 * level rule's `trigger` (anything but `starts` reads as `while`, the default).
 */
export function sentenceWords(side: Side, condition: unknown, trigger?: unknown): SentenceWords {
  const direction = condition === '>' ? 'above' : 'below';
  const starts = trigger === 'starts';
  const verb = side === 'buy' ? 'Buy' : 'Sell';
  return {
    when: starts ? `${verb} on the session` : `${verb} when`,
    is: `${starts ? 'goes' : 'is'} ${direction}`,
    crosses: `crosses ${direction}`,
    direction,
  };
}

/**
 * One line a rule draws. The label names the indicator and its parameters, so that a line is drawn once however many
 * rules read it; the values come from the cache the engine reads.
 */
export interface OverlayLine {
  readonly label: string;
  readonly values: (cache: IndicatorCache) => Float64Array;
  /** Drawn as bars from zero rather than a line. */
  readonly histogram?: true;
}

/**
 * What the chart draws for a rule: lines over the candles (averages, bands, Supertrend), or an oscillator's pane
 * with its lines and the levels the rule compares with. Panes of the same title are one pane.
 */
export type RuleOverlay =
  | { readonly over: 'price'; readonly lines: readonly OverlayLine[] }
  | {
      readonly over: 'pane';
      readonly pane: string;
      readonly lines: readonly OverlayLine[];
      readonly levels: readonly number[];
    };

/**
 * Everything each layer knows of one kind of indicator rule, typed by its fields `F`: a field the other pieces
 * name and the fields do not hold, or a piece left out, fails to compile.
 */
export interface RuleDeclarationOf<F extends readonly RuleField[]> {
  /** The card's fields in order: wire keys, labels, kinds with their bounds, defaults per side. */
  readonly fields: F;
  /** The condition a new rule starts with on each side. */
  readonly condition: Readonly<Record<Side, Comparator>>;
  /** Core's engine rule for the fields read. */
  engine(params: ParamsOf<F>, direction: Direction): IndicatorEngineRule;
  /** What the rule asks, in words, for its card, from the fields as typed. */
  sentence(texts: TextsOf<F>, words: SentenceWords): string;
  /** What the chart draws for the rule. */
  overlay(params: ParamsOf<F>): RuleOverlay;
  /** The card offers another rule of this kind, named with a number (the SMA card's plus button). */
  readonly copies?: true;
}

/** A declaration as the layers read it, whatever its fields. */
export type RuleDeclaration = RuleDeclarationOf<readonly RuleField[]>;

/** Checks a declaration against its own fields and hands it to the table. */
export const declareRule = <const F extends readonly RuleField[]>(
  declaration: RuleDeclarationOf<F>,
): RuleDeclaration => declaration;
