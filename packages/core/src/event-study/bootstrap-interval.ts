/** Resamples of the bootstrap interval of a mean. */
export const BOOTSTRAP_RESAMPLES = 2000;
/** Above this many returns, each resample draws this many. */
export const BOOTSTRAP_MAX_SAMPLE = 50_000;
/** The seed of every interval, so that one study always gives the same interval. */
export const BOOTSTRAP_SEED = 20_180_218;

/** A 95 % interval of a mean, and how many returns each resample drew. */
export interface MeanInterval {
  readonly low: number | null;
  readonly high: number | null;
  readonly sampled: number;
}

/** The p-quantile (0..1) of ascending `sorted` by linear interpolation between the closest ranks (rank p (n - 1)). */
export function quantile(sorted: Float64Array, p: number): number {
  const rank = p * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (rank - below) * (sorted[above]! - sorted[below]!);
}

/**
 * The 95 % bootstrap interval of the mean of `returns`: `resamples` means, each of `min(n, maxSample)` returns drawn
 * with replacement (an index floor(u x (n / 2^32)) for each u of a xorshift32 stream started at the seed), and their 2.5th and 97.5th
 * percentiles by linear interpolation. Null bounds without returns.
 */
export function bootstrapInterval(
  returns: Float64Array,
  resamples = BOOTSTRAP_RESAMPLES,
  maxSample = BOOTSTRAP_MAX_SAMPLE,
  seed = BOOTSTRAP_SEED,
): MeanInterval {
  const n = returns.length;
  const sampled = Math.min(n, maxSample);
  if (n === 0) return { low: null, high: null, sampled };
  const scale = n / 4294967296;
  // xorshift32 (Marsaglia), written into the loop: a hundred million draws per horizon leave no room for a call each.
  let state = seed >>> 0 || 1;
  const means = new Float64Array(resamples);
  for (let b = 0; b < resamples; b++) {
    let sum = 0;
    for (let i = 0; i < sampled; i++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      sum += returns[((state >>> 0) * scale) | 0]!;
    }
    means[b] = sum / sampled;
  }
  means.sort();
  return { low: quantile(means, 0.025), high: quantile(means, 0.975), sampled };
}
