import type { Prng } from './prng';

/** GARCH(1,1) reaction to yesterday's squared shock and persistence of yesterday's variance. */
const ALPHA = 0.15;
const BETA = 0.83;

/** A shock feeds the variance as if it were at most this many standard deviations... */
const MAX_FEEDBACK_SIGMAS = 4;
/** ...and the variance stays below this multiple of the long-run variance (a calm market's 3x volatility). */
const MAX_VARIANCE_RATIO = 9;

/**
 * Volatility clustering: the conditional variance of a daily shock follows GARCH(1,1),
 * h[t] = w + ALPHA min(e[t-1]^2, 16 h[t-1]) + BETA h[t-1], at most 9 times the long-run variance
 * `longRunVol`^2 that w is set for; the shocks are fat-tailed (Student t, 6 degrees of freedom). Ours: the two
 * caps keep one 10-sigma draw of the t distribution from tripling the volatility for weeks.
 */
export class Garch {
  private readonly omega: number;
  private readonly maxVariance: number;
  /** Conditional variance of the next shock. */
  variance: number;

  constructor(longRunVol: number) {
    this.variance = longRunVol * longRunVol;
    this.omega = this.variance * (1 - ALPHA - BETA);
    this.maxVariance = this.variance * MAX_VARIANCE_RATIO;
  }

  /** The next shock, and the variance update it causes; `scale` widens the shock without feeding back. */
  shock(prng: Prng, scale = 1): number {
    const h = this.variance;
    const e = Math.sqrt(h) * prng.fatTailed();
    const feedback = Math.min(e * e, MAX_FEEDBACK_SIGMAS * MAX_FEEDBACK_SIGMAS * h);
    this.variance = Math.min(this.maxVariance, this.omega + ALPHA * feedback + BETA * h);
    return scale * e;
  }
}
