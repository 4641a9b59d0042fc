import type { PatternName, PatternType, StockPattern } from '@nepse/contract';

/** A pattern completed on a bar. */
export interface PatternHit {
  name: PatternName;
  type: PatternType;
}

/**
 * The server's patterns (each with its sessions) turned round: the patterns completed on each bar, by bar index,
 * in the answer's order (the catalogue's); bars without one are left out.
 */
export function patternHits(patterns: readonly StockPattern[]): Map<number, PatternHit[]> {
  const hits = new Map<number, PatternHit[]>();
  for (const { name, type, sessions } of patterns) {
    for (const i of sessions) {
      const list = hits.get(i);
      if (list) list.push({ name, type });
      else hits.set(i, [{ name, type }]);
    }
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
