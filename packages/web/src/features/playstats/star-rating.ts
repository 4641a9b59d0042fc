export interface StarCounts {
  full: number;
  half: number;
  empty: number;
}

/** The five stars of an average rating: whole stars full, a remainder of 0.5 or more half, the rest empty. */
export function starCounts(average: number): StarCounts {
  const rating = Math.min(5, Math.max(0, Number.isFinite(average) ? average : 0));
  const full = Math.floor(rating);
  const half = rating - full >= 0.5 ? 1 : 0;
  return { full, half, empty: 5 - full - half };
}
