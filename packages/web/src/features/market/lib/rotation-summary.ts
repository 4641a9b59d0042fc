import { formatPercent } from '../../../lib/format';

/** A sector's place on the rotation chart: its weekly path, the latest point last. */
export interface RotationPath {
  name: string;
  rotation: readonly { date: string; strength: number; momentum: number }[];
}

/** The chart's four quarters around the index's own place (100, 100), in the order the summary names them. */
const QUADRANT_NAMES = ['Leading', 'Improving', 'Weakening', 'Lagging'] as const;

/**
 * The quarter a point sits in. At exactly 100 a sector is as strong as the index, and counts with the stronger
 * side: leading or weakening across, leading or improving up.
 */
export function rotationQuadrant(strength: number, momentum: number): (typeof QUADRANT_NAMES)[number] {
  if (strength >= 100) return momentum >= 100 ? 'Leading' : 'Weakening';
  return momentum >= 100 ? 'Improving' : 'Lagging';
}

/**
 * The rotation chart in words: which sectors sit in each quarter today, and the strongest sector's strength with
 * its change over the path shown, against the index (100).
 */
export function rotationSummary(sectors: readonly RotationPath[]): string {
  const drawn = sectors.filter((s) => s.rotation.length > 0);
  if (drawn.length === 0) return 'Sector rotation: no sector has a path yet.';
  const byQuadrant = QUADRANT_NAMES.map((quadrant) => {
    const names = drawn
      .filter((s) => {
        const last = s.rotation[s.rotation.length - 1]!;
        return rotationQuadrant(last.strength, last.momentum) === quadrant;
      })
      .map((s) => s.name);
    return `${quadrant} ${names.length}${names.length > 0 ? ` (${names.join(', ')})` : ''}`;
  });
  const strongest = drawn.reduce((best, s) =>
    s.rotation[s.rotation.length - 1]!.strength > best.rotation[best.rotation.length - 1]!.strength
      ? s
      : best,
  );
  const first = strongest.rotation[0]!.strength;
  const last = strongest.rotation[strongest.rotation.length - 1]!.strength;
  const change = ((last - first) / first) * 100;
  const moved =
    change === 0 ? 'unchanged' : `${change > 0 ? 'up' : 'down'} ${formatPercent(Math.abs(change))}`;
  return (
    `Sector rotation: ${byQuadrant.join('; ')}. Strongest against the index: ${strongest.name} at ` +
    `${last.toFixed(1)} (the index is 100), ${moved} over the path shown (from ${first.toFixed(1)}).`
  );
}
