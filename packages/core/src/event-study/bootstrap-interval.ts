import { percentileOfSorted } from '../percentile';

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

/**
 * The 95 % bootstrap interval of the mean of `returns`: `resamples` means, each of `min(n, maxSample)` returns drawn
 * with replacement (an index floor(u x (n / 2^32)) for each u of xorshift32 stream b mod 4, each stream started at
 * streamSeed(seed, j)), and their 2.5th and 97.5th
 * percentiles by linear interpolation (`percentileOfSorted`). Null bounds without returns.
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
  // Four xorshift32 streams (Marsaglia), resample b drawing from stream b mod 4, written into the loop: four
  // independent chains keep the processor busy, and a hundred million draws per horizon leave no room for a call each.
  let s0 = streamSeed(seed, 0);
  let s1 = streamSeed(seed, 1);
  let s2 = streamSeed(seed, 2);
  let s3 = streamSeed(seed, 3);
  const means = new Float64Array(resamples + 3);
  for (let b = 0; b < resamples; b += 4) {
    let sum0 = 0;
    let sum1 = 0;
    let sum2 = 0;
    let sum3 = 0;
    for (let i = 0; i < sampled; i++) {
      s0 ^= s0 << 13;
      s0 ^= s0 >>> 17;
      s0 ^= s0 << 5;
      s1 ^= s1 << 13;
      s1 ^= s1 >>> 17;
      s1 ^= s1 << 5;
      s2 ^= s2 << 13;
      s2 ^= s2 >>> 17;
      s2 ^= s2 << 5;
      s3 ^= s3 << 13;
      s3 ^= s3 >>> 17;
      s3 ^= s3 << 5;
      sum0 += returns[((s0 >>> 0) * scale) | 0]!;
      sum1 += returns[((s1 >>> 0) * scale) | 0]!;
      sum2 += returns[((s2 >>> 0) * scale) | 0]!;
      sum3 += returns[((s3 >>> 0) * scale) | 0]!;
    }
    means[b] = sum0 / sampled;
    means[b + 1] = sum1 / sampled;
    means[b + 2] = sum2 / sampled;
    means[b + 3] = sum3 / sampled;
  }
  return intervalOf(means.subarray(0, resamples), sampled);
}

/** The start of stream j of a seed: the seed moved by j golden-ratio steps, never 0 (xorshift's fixed point). */
export function streamSeed(seed: number, j: number): number {
  return (seed + Math.imul(j, 0x9e3779b9)) >>> 0 || 1;
}

function intervalOf(means: Float64Array, sampled: number): MeanInterval {
  means.sort();
  return { low: percentileOfSorted(means, 2.5), high: percentileOfSorted(means, 97.5), sampled };
}
