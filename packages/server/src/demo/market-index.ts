import { isoDate } from '@nepse/core';
import type { IndexBar } from '../ingest/market-dataset';
import type { DividendEvent } from './dividend-schedule';
import type { SymbolSeries } from './symbol-path';

/** A member of the index: its bars, the session of its first bar, its shares at listing and its bonuses. */
export interface IndexMember {
  series: SymbolSeries;
  listingSession: number;
  listedShares: number;
  dividends: readonly DividendEvent[];
}

/** How far an index high (low) lies from max(open, close) towards the cap-weighted sum of its members' highs. */
const EXTREME_SHARE = 0.5;

/**
 * The market-capitalisation-weighted index, chained from `base` on the first session: each session's close
 * moves by the cap-weighted return of the members that traded on both sessions,
 * sum(shares[t] x close[t]) / sum(shares[t-1] x close[t-1]) over them, so listings and bonus issues
 * (shares x (1 + bonus %), rounded to whole shares, the price down by the same factor) do not move it.
 * The open is the close scaled by sum(shares x open) / sum(shares x close) of the day; members' highs are
 * not simultaneous, so the high lies halfway between max(open, close) and the close scaled by
 * sum(shares x high) / sum(shares x close) (the low likewise). Values are rounded to 2 decimals as NEPSE
 * publishes them; turnover is the members'.
 */
export class CapWeightedIndex {
  /** The close of the last session computed, unrounded. */
  level: number;
  private readonly shares: Float64Array;
  private readonly nextDividend: Int32Array;
  /** Sums over the members of the last session: shares x open, high, low, close; turnover. */
  private capOpen = 0;
  private capHigh = 0;
  private capLow = 0;
  private capClose = 0;
  private turnover = 0;

  constructor(
    private readonly members: readonly IndexMember[],
    private readonly days: Int32Array,
    base: number,
  ) {
    this.level = base;
    this.shares = Float64Array.from(members, (m) => m.listedShares);
    this.nextDividend = new Int32Array(members.length);
  }

  /** Session `t`'s bar (sessions in order, once every member has its bar of `t`). */
  session(t: number): IndexBar {
    const level = this.advance(t);
    const capOpen = this.capOpen;
    const capHigh = this.capHigh;
    const capLow = this.capLow;
    const capClose = this.capClose;
    const open = (level * capOpen) / capClose;
    const top = Math.max(open, level);
    const bottom = Math.min(open, level);
    const high = top + EXTREME_SHARE * ((level * capHigh) / capClose - top);
    const low = bottom - EXTREME_SHARE * (bottom - (level * capLow) / capClose);
    return {
      date: isoDate(this.days[t] ?? 0),
      open: round2(open),
      high: round2(high),
      low: round2(low),
      close: round2(level),
      turnover: Math.round(this.turnover * 100) / 100,
    };
  }

  /** Moves the index through session `t` and returns its unrounded close. */
  advance(t: number): number {
    const shares = this.shares;
    const nextDividend = this.nextDividend;
    const members = this.members;
    let capBefore = 0;
    let capAfter = 0;
    this.capOpen = 0;
    this.capClose = 0;
    this.capHigh = 0;
    this.capLow = 0;
    this.turnover = 0;
    for (let j = 0; j < members.length; j++) {
      const m = members[j];
      const i = m ? t - m.listingSession : -1;
      if (!m || i < 0) continue;
      const { bars } = m.series;
      const before = shares[j] ?? 0;
      const event = m.dividends[nextDividend[j] ?? 0];
      if (event && event.session === t) {
        shares[j] = Math.round(before * (1 + event.bonusPercent / 100));
        nextDividend[j] = (nextDividend[j] ?? 0) + 1;
      }
      const now = shares[j] ?? 0;
      const close = bars.close[i] ?? 0;
      if (i > 0) {
        capBefore += before * (bars.close[i - 1] ?? 0);
        capAfter += now * close;
      }
      this.capClose += now * close;
      this.capOpen += now * (bars.open[i] ?? 0);
      this.capHigh += now * (bars.high[i] ?? 0);
      this.capLow += now * (bars.low[i] ?? 0);
      this.turnover += m.series.turnover[i] ?? 0;
    }
    if (capBefore > 0) this.level *= capAfter / capBefore;
    return this.level;
  }
}

/** Every session's bar of the cap-weighted index of `members` (see `CapWeightedIndex`). */
export function marketIndex(members: readonly IndexMember[], days: Int32Array, base: number): IndexBar[] {
  const index = new CapWeightedIndex(members, days, base);
  return Array.from(days, (_, t) => index.session(t));
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
