import { PATTERN_NAMES, type PatternName, type PatternType } from '@nepse/contract';
import { CANDLESTICK_PATTERNS, detectPatterns, type Ohlc } from '@nepse/core';

/** A pattern completed on a bar. */
export interface PatternHit {
  name: PatternName;
  type: PatternType;
}

/**
 * The candlestick patterns completed on each bar (core's detectors), by bar index; bars without one are left out.
 * Patterns in the catalogue's order.
 */
export function patternHits(ohlc: Ohlc): Map<number, PatternHit[]> {
  const masks = detectPatterns(ohlc);
  const hits = new Map<number, PatternHit[]>();
  for (const { key, type } of CANDLESTICK_PATTERNS) {
    const name = PATTERN_NAMES[key];
    masks.byKey[key].forEach((on, i) => {
      if (!on) return;
      const list = hits.get(i);
      if (list) list.push({ name, type });
      else hits.set(i, [{ name, type }]);
    });
  }
  return hits;
}

/** The hits of bars `from` to `to` (inclusive) whose pattern `keep` accepts, by bar index in bar order. */
export function hitsInRange(
  hits: ReadonlyMap<number, readonly PatternHit[]>,
  from: number,
  to: number,
  keep: (name: PatternName) => boolean,
): [number, PatternHit[]][] {
  const out: [number, PatternHit[]][] = [];
  for (let i = Math.max(0, from); i <= to; i++) {
    const kept = hits.get(i)?.filter((h) => keep(h.name));
    if (kept && kept.length > 0) out.push([i, kept]);
  }
  return out;
}
