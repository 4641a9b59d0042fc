import { Garch } from './garch';
import { Prng } from './prng';

/** Where the demo index starts, and the band a NEPSE index usually stays in. */
export const INDEX_BASE = 1100;
const INDEX_CENTRE = 1700;
const INDEX_CEILING = 2900;
const INDEX_FLOOR = 1000;
const MARKET_VOL = 0.012;
/** Daily drifts of the regimes: bull from BULL_DRIFT_MIN, bear up to BEAR_DRIFT_MAX, flat within +-FLAT_DRIFT. */
const BULL_DRIFT_MIN = 0.0008;
const BEAR_DRIFT_MAX = -0.0005;
const FLAT_DRIFT = 0.0003;
const WALL_PULL = 0.05;
/** A slow volatility level shared by every shock (calm years and frantic ones): log-AR(1), sd MOOD_VOL. */
const MOOD_PERSISTENCE = 0.99;
const MOOD_VOL = 0.5;
/** Sector factors are pulled back towards the market by this share of their gap a day. */
const SECTOR_PULL = 0.003;

const MARKET_STREAM = 1;
const SECTOR_STREAM = 100;

/**
 * The common drivers of every symbol's return, one value per session, drawn session by session because
 * the market regime reacts to where the index stands.
 *
 * The market factor moves in regimes, as NEPSE does (the 2016 and 2021 rallies, the 2017-2019 and
 * 2022-2023 slumps): each regime has a drift (bull, bear or flat) and lasts 40 to 300 sessions; the next
 * regime is more likely bullish the lower the index stands against INDEX_CENTRE, and a regime that pushes
 * the index past INDEX_CEILING or INDEX_FLOOR (or leaves it there) ends at once, and beyond them a soft wall
 * pushes it back. So the index stays in NEPSE's usual range.
 * Sector factors are GARCH shocks pulled back towards the market. Activity (a multiplier of every
 * symbol's volume) is high after rallies and low in slumps, as NEPSE's turnover is, and grows slowly.
 */
export class MarketFactors {
  /** Daily log-return of the market factor (regime drift plus a GARCH shock). */
  readonly market: Float64Array;
  /** Conditional variance of the market shock. */
  readonly marketVariance: Float64Array;
  /** Daily log-return of each sector factor, in the order of the `sectorVols` given. */
  readonly sectors: Float64Array[];
  readonly sectorVariances: Float64Array[];
  readonly activity: Float64Array;
  /** The market's volatility over its long-run level: every symbol's own shocks widen with it. */
  readonly turbulence: Float64Array;

  private readonly prng: Prng;
  private readonly garch = new Garch(MARKET_VOL);
  private readonly sectorPrngs: Prng[];
  private readonly sectorGarches: Garch[];
  private readonly sectorGaps: Float64Array;
  private drift = 0;
  /** Log of the slow volatility level. */
  private mood = 0;
  private remaining = 0;
  /** Slow moving average of the log index. */
  private slowLevel = 0;

  constructor(seed: number, sessions: number, sectorVols: readonly number[]) {
    this.prng = new Prng(seed, MARKET_STREAM);
    this.market = new Float64Array(sessions);
    this.marketVariance = new Float64Array(sessions);
    this.activity = new Float64Array(sessions);
    this.turbulence = new Float64Array(sessions);
    this.sectors = sectorVols.map(() => new Float64Array(sessions));
    this.sectorVariances = sectorVols.map(() => new Float64Array(sessions));
    this.sectorPrngs = sectorVols.map((_, k) => new Prng(seed, SECTOR_STREAM + k));
    this.sectorGarches = sectorVols.map((vol) => new Garch(vol));
    this.sectorGaps = new Float64Array(sectorVols.length);
  }

  /** Draws the factors of session `t` (sessions in order) given the index close of the session before. */
  draw(t: number, index: number): void {
    const drift = this.drift;
    if (
      this.remaining <= 0 ||
      (drift > BEAR_DRIFT_MAX && index > INDEX_CEILING) ||
      (drift < BULL_DRIFT_MIN && index < INDEX_FLOOR)
    ) {
      this.drift = nextRegimeDrift(this.prng, index);
      this.remaining = Math.round(this.prng.between(40, 300));
    }
    this.remaining--;
    this.mood =
      MOOD_PERSISTENCE * this.mood + MOOD_VOL * Math.sqrt(1 - MOOD_PERSISTENCE ** 2) * this.prng.normal();
    const level = Math.min(2, Math.exp(this.mood - MOOD_VOL * MOOD_VOL));
    this.marketVariance[t] = this.garch.variance * level * level;
    this.turbulence[t] = (Math.sqrt(this.garch.variance) / MARKET_VOL) * level;
    const r = this.drift + wallDrift(index) + this.garch.shock(this.prng, level);
    this.market[t] = r;
    const logIndex = Math.log(index);
    this.slowLevel = t === 0 ? logIndex : this.slowLevel + (logIndex - this.slowLevel) / 120;
    const years = t / 240;
    const heat = 1.5 * (logIndex - this.slowLevel) + 0.05 * years + 0.15 * this.prng.normal();
    this.activity[t] = Math.min(5, Math.max(0.25, Math.exp(heat)));
    this.sectorGarches.forEach((g, k) => {
      const gap = this.sectorGaps[k] ?? 0;
      const variances = this.sectorVariances[k];
      const returns = this.sectors[k];
      const prng = this.sectorPrngs[k];
      if (!variances || !returns || !prng) return;
      variances[t] = g.variance;
      const s = -SECTOR_PULL * gap + g.shock(prng);
      returns[t] = s;
      this.sectorGaps[k] = gap + s;
    });
  }
}

/** Outside the usual band the index is pushed back by 5 % a day per unit of log distance (a soft wall). */
function wallDrift(index: number): number {
  if (index > INDEX_CEILING) return -WALL_PULL * Math.log(index / INDEX_CEILING);
  if (index < INDEX_FLOOR) return WALL_PULL * Math.log(INDEX_FLOOR / index);
  return 0;
}

function nextRegimeDrift(prng: Prng, index: number): number {
  const inBand = index > INDEX_FLOOR && index < INDEX_CEILING;
  const bullChance =
    index <= INDEX_FLOOR ? 1 : index >= INDEX_CEILING ? 0 : 1 / (1 + (index / INDEX_CENTRE) ** 5.7);
  if (inBand && prng.chance(0.2)) return prng.between(-FLAT_DRIFT, FLAT_DRIFT);
  return prng.chance(bullChance) ? prng.between(BULL_DRIFT_MIN, 0.003) : prng.between(-0.002, BEAR_DRIFT_MAX);
}
