/**
 * The scan filters, which are back-test rules too (docs/decisions/scans.md): each compares one figure of the
 * session with bounds the person sets. Prices and turnover are the session's as traded; the ratios (volume ratio,
 * distance from a high or low, range width, breakout) are read on the back-adjusted series, which do not change
 * them except across an issue, where the adjusted series is the one that compares like with like.
 */

/** The session's traded close within [min, max]; an absent bound does not limit. */
export interface PriceFilterRule {
  readonly kind: 'price';
  readonly min?: number;
  readonly max?: number;
}

/** The session's change against the adjusted previous close, in percent, within [min, max]. */
export interface ChangePercentFilterRule {
  readonly kind: 'change-percent';
  readonly min?: number;
  readonly max?: number;
}

/**
 * The session's traded volume at least `multiple` times the mean traded volume of the `sessions` sessions before
 * it; never with fewer earlier sessions or a zero mean.
 */
export interface VolumeRatioFilterRule {
  readonly kind: 'volume-ratio';
  readonly multiple: number;
  readonly sessions: number;
}

/** The session's traded value (the stored turnover, else volume x traded close) at least `min` rupees. */
export interface TurnoverFilterRule {
  readonly kind: 'turnover';
  readonly min: number;
}

/**
 * The close within `percent` % below the highest high (`near-high`) or above the lowest low (`near-low`) of the
 * `sessions` sessions before this one, the session itself excluded; never with fewer earlier sessions.
 */
export interface NearExtremeFilterRule {
  readonly kind: 'near-high' | 'near-low';
  readonly percent: number;
  readonly sessions: number;
}

/**
 * Over the last `sessions` sessions, this one included, (highest close - lowest close) / lowest close at most
 * `percent` %; never with fewer sessions.
 */
export interface RangeWidthFilterRule {
  readonly kind: 'range-width';
  readonly percent: number;
  readonly sessions: number;
}

/**
 * On one of the last `within` sessions (this one included), the close was above the highest close of the
 * `lookback` sessions before that session; a session with fewer earlier sessions does not count.
 */
export interface BreakoutFilterRule {
  readonly kind: 'breakout';
  readonly lookback: number;
  readonly within: number;
}

/** The stock has at least `min` sessions up to this one, this one included. */
export interface ListedSessionsFilterRule {
  readonly kind: 'listed-sessions';
  readonly min: number;
}

/**
 * The stock's relative-strength rank on the session (the market overview's, 0 to 99.9, read as of that session) at
 * least `min`; never where the stock is not ranked.
 */
export interface RsRankFilterRule {
  readonly kind: 'rs-rank';
  readonly min: number;
}

export type FilterRule =
  | PriceFilterRule
  | ChangePercentFilterRule
  | VolumeRatioFilterRule
  | TurnoverFilterRule
  | NearExtremeFilterRule
  | RangeWidthFilterRule
  | BreakoutFilterRule
  | ListedSessionsFilterRule
  | RsRankFilterRule;

/** The engine kinds of the filters. */
export type FilterKind = FilterRule['kind'];

/** Every filter kind, for telling a filter from the other engine rules at run time. */
export const FILTER_KINDS = [
  'price',
  'change-percent',
  'volume-ratio',
  'turnover',
  'near-high',
  'near-low',
  'range-width',
  'breakout',
  'listed-sessions',
  'rs-rank',
] as const satisfies readonly FilterKind[];
// Every kind of the union is listed above: a filter added there and not here fails to compile.
const everyFilterKind: [FilterKind] extends [(typeof FILTER_KINDS)[number]] ? true : never = true;
void everyFilterKind;

const FILTER_KIND_SET: ReadonlySet<string> = new Set(FILTER_KINDS);

/** Whether an engine rule is a scan filter. */
export const isFilterRule = <R extends { readonly kind: string }>(rule: R): rule is Extract<R, FilterRule> =>
  FILTER_KIND_SET.has(rule.kind);
