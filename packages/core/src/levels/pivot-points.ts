import { type Bars, hasRealOpen } from '../series';

/** Pivot point methods (TradingView's "Pivot Points Standard" types). */
export type PivotMethod = 'classic' | 'fibonacci' | 'camarilla' | 'woodie' | 'demark';

/** Level names from the highest resistance to the lowest support. */
export const PIVOT_LEVEL_NAMES = ['R4', 'R3', 'R2', 'R1', 'PP', 'S1', 'S2', 'S3', 'S4'] as const;
export type PivotLevelName = (typeof PIVOT_LEVEL_NAMES)[number];

/** The levels a method defines: always PP; R1..R4 and S1..S4 where the method has them. */
export type PivotLevels = { readonly PP: number } & {
  readonly [K in Exclude<PivotLevelName, 'PP'>]?: number;
};

/** A finished session's prices, the input of every method. */
export interface SessionPrices {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
}

/**
 * Classic pivots from the previous session: PP = (H + L + C) / 3, R1 = 2PP - L, S1 = 2PP - H, Rk / Sk =
 * PP ± (k - 1)(H - L) for k = 2..4; TradingView's "Classic".
 */
export function classicPivots({ high, low, close }: SessionPrices): PivotLevels {
  const pp = (high + low + close) / 3;
  const range = high - low;
  return {
    R4: pp + 3 * range,
    R3: pp + 2 * range,
    R2: pp + range,
    R1: 2 * pp - low,
    PP: pp,
    S1: 2 * pp - high,
    S2: pp - range,
    S3: pp - 2 * range,
    S4: pp - 3 * range,
  };
}

/** Fibonacci pivots: PP = (H + L + C) / 3, R/S 1..3 = PP ± 0.382, 0.618, 1 x (H - L); TradingView's "Fibonacci". */
export function fibonacciPivots({ high, low, close }: SessionPrices): PivotLevels {
  const pp = (high + low + close) / 3;
  const range = high - low;
  return {
    R3: pp + range,
    R2: pp + 0.618 * range,
    R1: pp + 0.382 * range,
    PP: pp,
    S1: pp - 0.382 * range,
    S2: pp - 0.618 * range,
    S3: pp - range,
  };
}

/**
 * Camarilla pivots around the previous close: R/S k = C ± 1.1 (H - L) / 12, 6, 4, 2 for k = 1..4, PP =
 * (H + L + C) / 3; TradingView's "Camarilla" (its R5/S5 left out).
 */
export function camarillaPivots({ high, low, close }: SessionPrices): PivotLevels {
  const step = 1.1 * (high - low);
  return {
    R4: close + step / 2,
    R3: close + step / 4,
    R2: close + step / 6,
    R1: close + step / 12,
    PP: (high + low + close) / 3,
    S1: close - step / 12,
    S2: close - step / 6,
    S3: close - step / 4,
    S4: close - step / 2,
  };
}

/**
 * Woodie pivots from the previous session's H, L and the current session's open: PP = (H + L + 2 x open) / 4,
 * R1 = 2PP - L, R2 = PP + (H - L), R3 = H + 2(PP - L), R4 = R3 + (H - L), supports mirrored; TradingView's
 * "Woodie".
 */
export function woodiePivots({ high, low }: SessionPrices, currentOpen: number): PivotLevels {
  const pp = (high + low + 2 * currentOpen) / 4;
  const range = high - low;
  const r3 = high + 2 * (pp - low);
  const s3 = low - 2 * (high - pp);
  return {
    R4: r3 + range,
    R3: r3,
    R2: pp + range,
    R1: 2 * pp - low,
    PP: pp,
    S1: 2 * pp - high,
    S2: pp - range,
    S3: s3,
    S4: s3 - range,
  };
}

/**
 * DeMark pivots: X = H + L + 2C when O = C, 2H + L + C when C > O, H + 2L + C when C < O; PP = X / 4,
 * R1 = X / 2 - L, S1 = X / 2 - H; TradingView's "DeMark".
 */
export function demarkPivots({ open, high, low, close }: SessionPrices): PivotLevels {
  const x =
    close === open ? high + low + 2 * close : close > open ? 2 * high + low + close : high + 2 * low + close;
  return { R1: x / 2 - low, PP: x / 4, S1: x / 2 - high };
}

/**
 * The open a pivot method reads for session `index`: the session's open when it is a real print, else the close
 * of the session before (the price the session starts from, NEPSE's base price for its band). The levels in force
 * during a session are known at its start, so its own close is never read (docs/decisions/levels.md,
 * "Pivots and sessions without a real open"). The first session, without one before it, keeps its open.
 */
export function pivotOpen(bars: Pick<Bars, 'open' | 'close' | 'noOpen'>, index: number): number {
  return hasRealOpen(bars, index) || index < 1 ? bars.open[index]! : bars.close[index - 1]!;
}

/**
 * The `method`'s levels in force during session `index` of `bars`: from session index - 1 (Woodie also reads
 * session index's open); undefined for the first session or an index outside the bars; TradingView's formulas.
 * A session without a real open reads as opening at the close before it (`pivotOpen`): Woodie's current open, and
 * DeMark's previous session, which then counts as up or down by its close against the close before it.
 */
export function sessionPivots(
  bars: Pick<Bars, 'open' | 'high' | 'low' | 'close' | 'noOpen'>,
  index: number,
  method: PivotMethod,
): PivotLevels | undefined {
  if (!Number.isInteger(index) || index < 1 || index >= bars.close.length) return undefined;
  const previous: SessionPrices = {
    open: pivotOpen(bars, index - 1),
    high: bars.high[index - 1]!,
    low: bars.low[index - 1]!,
    close: bars.close[index - 1]!,
  };
  switch (method) {
    case 'classic':
      return classicPivots(previous);
    case 'fibonacci':
      return fibonacciPivots(previous);
    case 'camarilla':
      return camarillaPivots(previous);
    case 'woodie':
      return woodiePivots(previous, pivotOpen(bars, index));
    case 'demark':
      return demarkPivots(previous);
  }
}
