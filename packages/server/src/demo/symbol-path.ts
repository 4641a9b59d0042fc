import { allocateBars, type Bars } from '@nepse/core';
import type { DividendEvent } from './dividend-schedule';
import { Garch } from './garch';
import type { MarketFactors } from './market-factors';
import { bandCeiling, bandFloor, rupees, TICKS_PER_RUPEE } from './price-band';
import type { Prng } from './prng';

/** How one security moves: its exposures and scale, drawn once from its sector's profile. */
export interface SymbolModel {
  /** Position of its sector in `MarketFactors.sectors`. */
  sector: number;
  beta: number;
  idioVol: number;
  /** Daily pull of the idiosyncratic log-price back to the sector path (keeps prices in a sane range). */
  meanReversion: number;
  /** Price on the first session, in ticks. */
  firstTicks: number;
  /** Extra daily drift right after listing (NEPSE listings run up for weeks), decaying over ~15 sessions. */
  listingDrift: number;
  /** Typical volume of a session at activity 1. */
  liquidity: number;
  /** Session index of the first bar. */
  listingSession: number;
  /** Book closures, by session, ascending. */
  dividends: readonly DividendEvent[];
}

/** Raw daily bars from the listing to the last session, and the turnover of each, Rs. */
export interface SymbolSeries {
  bars: Bars;
  turnover: Float64Array;
}

const NEWS_CHANCE = 0.004;
const VOLUME_SPIKE_CHANCE = 0.012;
/** Share of the day's move already in the open (the rest happens in the session). */
const OPEN_SHARE = 0.3;
const NEWS_OPEN_SHARE = 0.85;
/** Log-volume noise: AR(1) with this persistence and a stationary standard deviation of 0.5. */
const INTEREST_PERSISTENCE = 0.7;
const INTEREST_SHOCK = 0.5 * Math.sqrt(1 - INTEREST_PERSISTENCE ** 2);

/**
 * One security's daily bars, drawn session by session. Its log-return is beta x market + sector + an
 * idiosyncratic GARCH shock with fat tails + a rare news jump (4-9 %, which also gaps the open); the
 * idiosyncratic part is pulled back to the sector path, so that members stay spread around the market
 * rather than drifting apart. The close is rounded to the tick and held in the price band around the
 * previous close (adjusted by the bonus factor on a book-closure session); open, high and low come from the
 * same day's volatility and stay in the band; volume grows with the size of the move and with market
 * activity, wanders with the symbol's own slowly changing interest, and has occasional spikes.
 */
export class SymbolPath {
  readonly series: SymbolSeries;
  private readonly garch: Garch;
  private readonly sectorReturn: Float64Array;
  private readonly sectorVariance: Float64Array;
  private previous: number;
  private idioLevel = 0;
  /** Slow log-volume deviation of the symbol (interest comes and goes). */
  private interest = 0;
  private nextDividend = 0;

  constructor(
    private readonly prng: Prng,
    readonly model: SymbolModel,
    private readonly days: Int32Array,
    private readonly factors: MarketFactors,
  ) {
    const n = Math.max(0, days.length - model.listingSession);
    this.series = { bars: allocateBars(n), turnover: new Float64Array(n) };
    this.garch = new Garch(model.idioVol);
    const sectorReturn = factors.sectors[model.sector];
    const sectorVariance = factors.sectorVariances[model.sector];
    if (!sectorReturn || !sectorVariance) throw new RangeError(`no sector factor ${model.sector}`);
    this.sectorReturn = sectorReturn;
    this.sectorVariance = sectorVariance;
    this.previous = model.firstTicks;
  }

  /** Draws session `t`'s bar (sessions in order; nothing before the listing). */
  step(t: number): void {
    const model = this.model;
    const prng = this.prng;
    const factors = this.factors;
    const i = t - model.listingSession;
    if (i < 0) return;
    const day = this.days[t] ?? 0;
    let base = this.previous;
    let closureAhead = 1;
    const dividend = model.dividends[this.nextDividend];
    if (dividend && dividend.session === t) {
      base = Math.max(1, Math.round(base / (1 + dividend.bonusPercent / 100)));
      this.nextDividend++;
    } else if (dividend && dividend.session - t <= 3) {
      closureAhead = 1.3;
    }
    const sectorVar = this.sectorVariance[t] ?? 0;
    const sigma = Math.sqrt(
      model.beta * model.beta * (factors.marketVariance[t] ?? 0) + sectorVar + this.garch.variance,
    );
    const idio = this.garch.shock(prng) - model.meanReversion * this.idioLevel;
    this.idioLevel += idio;
    const news = prng.chance(NEWS_CHANCE) ? (prng.chance(0.5) ? 1 : -1) * prng.between(0.04, 0.09) : 0;
    const r =
      model.beta * (factors.market[t] ?? 0) +
      (this.sectorReturn[t] ?? 0) +
      idio +
      news +
      model.listingDrift * Math.exp(-i / 15);
    const openNoise = prng.normal();
    const highNoise = Math.abs(prng.normal());
    const lowNoise = Math.abs(prng.normal());
    this.interest = INTEREST_PERSISTENCE * this.interest + INTEREST_SHOCK * prng.normal();
    const spike = prng.chance(VOLUME_SPIKE_CHANCE) ? prng.between(2, 5) : 1;
    const lo = i === 0 ? 1 : bandFloor(base, day);
    const hi = i === 0 ? Number.POSITIVE_INFINITY : bandCeiling(base, day);
    const close = clamp(Math.round(base * Math.exp(r)), lo, hi);
    const openShare = news === 0 ? OPEN_SHARE : NEWS_OPEN_SHARE;
    const open = clamp(Math.round(base * Math.exp(openShare * r + 0.3 * sigma * openNoise)), lo, hi);
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    const high = clamp(Math.round(top * Math.exp(0.55 * sigma * highNoise)), top, Math.max(top, hi));
    const low = clamp(Math.round(bottom * Math.exp(-0.55 * sigma * lowNoise)), Math.min(bottom, lo), bottom);
    const surprise = Math.abs(Math.log(close / base)) / sigma;
    const volume = Math.max(
      10,
      Math.round(
        model.liquidity *
          (factors.activity[t] ?? 1) *
          Math.exp(0.3 * (surprise - 0.8) + this.interest) *
          spike *
          closureAhead *
          (news === 0 ? 1 : 3),
      ),
    );
    const { bars, turnover } = this.series;
    bars.date[i] = day;
    bars.open[i] = rupees(open);
    bars.high[i] = rupees(high);
    bars.low[i] = rupees(low);
    bars.close[i] = rupees(close);
    bars.volume[i] = volume;
    turnover[i] = turnoverOf(volume, open + high + low + close);
    this.previous = close;
  }
}

/** Turnover, Rs to 2 decimals, of `volume` at the mean of the bar's four prices (`tickSum`, their sum in ticks). */
export function turnoverOf(volume: number, tickSum: number): number {
  return Math.round((volume * tickSum * 100) / (4 * TICKS_PER_RUPEE)) / 100;
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(Math.max(x, lo), hi);
}
