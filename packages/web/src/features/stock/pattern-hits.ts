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

/** Which patterns the chart marks: those of the last sessions, all, none, or one by name. */
export type PatternFilter = 'recent' | 'all' | 'none' | PatternName;

/** The sessions whose patterns "recent" marks, counted back from the last. */
export const RECENT_PATTERN_SESSIONS = 20;

/** Whether a pattern completed on bar `index` is marked, of a chart of `barCount` bars. */
export type PatternKeep = (name: PatternName, index: number) => boolean;

/**
 * The test of `filter`: "recent" keeps every pattern of the last 20 sessions, since marking all of them puts a
 * dot on nearly every bar of a long history; a name keeps that pattern on every bar.
 */
export function patternKeep(filter: PatternFilter, barCount: number): PatternKeep {
  if (filter === 'recent') return (_name, index) => index >= barCount - RECENT_PATTERN_SESSIONS;
  if (filter === 'all') return () => true;
  if (filter === 'none') return () => false;
  return (name) => name === filter;
}

/** The hits of bars `from` to `to` (inclusive) that `keep` accepts, by bar index in bar order. */
export function hitsInRange(
  hits: ReadonlyMap<number, readonly PatternHit[]>,
  from: number,
  to: number,
  keep: PatternKeep,
): [number, PatternHit[]][] {
  const out: [number, PatternHit[]][] = [];
  for (let i = Math.max(0, from); i <= to; i++) {
    const kept = hits.get(i)?.filter((h) => keep(h.name, i));
    if (kept && kept.length > 0) out.push([i, kept]);
  }
  return out;
}
