/**
 * A small seeded pseudo-random generator (xoshiro128**, seeded through splitmix32), so that the demo market
 * is the same bit for bit for the same seed on every platform; Math.random is never used.
 */
export class Prng {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;
  private spareNormal = Number.NaN;

  /** `seed` is any safe integer; `stream` picks an independent sequence of the same seed. */
  constructor(seed: number, stream = 0) {
    if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(stream)) {
      throw new RangeError(`Prng seed and stream must be safe integers, got ${seed} and ${stream}`);
    }
    let x = splitmix32(splitmix32(seed >>> 0) ^ Math.floor(seed / 2 ** 32));
    x = splitmix32(x ^ Math.imul(stream >>> 0, 0x9e3779b9) ^ Math.floor(stream / 2 ** 32));
    this.s0 = x = splitmix32(x);
    this.s1 = x = splitmix32(x);
    this.s2 = x = splitmix32(x);
    this.s3 = splitmix32(x);
    // xoshiro's one bad state is all zeros.
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }

  /** A generator in the given xoshiro128 state (to check it against the reference implementation). */
  static fromState(s0: number, s1: number, s2: number, s3: number): Prng {
    const prng = new Prng(0);
    prng.s0 = s0 | 0;
    prng.s1 = s1 | 0;
    prng.s2 = s2 | 0;
    prng.s3 = s3 | 0;
    return prng;
  }

  /** The next 32 random bits as an unsigned integer. */
  nextUint32(): number {
    const s1 = this.s1;
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /** Uniform on the open interval (0, 1), 32 bits of resolution. */
  uniform(): number {
    return (this.nextUint32() + 0.5) * 2 ** -32;
  }

  /** Uniform on [lo, hi). */
  between(lo: number, hi: number): number {
    return lo + (hi - lo) * this.uniform();
  }

  /** A whole number in [0, n). */
  below(n: number): number {
    return Math.floor(this.uniform() * n);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.uniform() < p;
  }

  /** Standard normal (Box-Muller; the second value of each pair is kept for the next call). */
  normal(): number {
    const spare = this.spareNormal;
    if (!Number.isNaN(spare)) {
      this.spareNormal = Number.NaN;
      return spare;
    }
    const r = Math.sqrt(-2 * Math.log(this.uniform()));
    const theta = 2 * Math.PI * this.uniform();
    this.spareNormal = r * Math.sin(theta);
    return r * Math.cos(theta);
  }

  /**
   * Student's t with 6 degrees of freedom scaled to unit variance (kurtosis 6): the fat-tailed daily shock.
   * A chi-square with 6 degrees of freedom is -2 ln(U1 U2 U3), so one draw costs a normal and three uniforms.
   */
  fatTailed(): number {
    const chi6 = -2 * Math.log(this.uniform() * this.uniform() * this.uniform());
    return this.normal() / Math.sqrt(chi6 / 6) / Math.sqrt(1.5);
  }

  /** One element of `items`, each with probability proportional to its weight. */
  pick<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let u = this.uniform() * total;
    for (const [item, w] of items) {
      u -= w;
      if (u < 0) return item;
    }
    const last = items[items.length - 1];
    if (!last) throw new RangeError('pick from an empty list');
    return last[0];
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** splitmix32 finaliser: a well-mixed 32-bit value of `x`. */
function splitmix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}
