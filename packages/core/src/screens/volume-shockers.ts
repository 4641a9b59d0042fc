import type { Bars } from '../series';
import { atMost } from '../tie';
import { type ScreenMarket, tradedOnLatestSession } from './screen-market';

/** Sessions before today whose mean volume today's is compared with (spec: "the average of last 7 trading days"). */
export const VOLUME_SHOCK_SESSIONS = 7;
/** Listed from this increase over that mean, in percent: twice the average volume or more. */
export const VOLUME_SHOCK_MIN_PERCENT = 100;

/** One row of the Volume Shockers screen. */
export interface VolumeShock {
  symbol: string;
  /** Today's volume above the mean of the 7 previous sessions, in percent. */
  volDiffPercent: number;
  /** Today's traded volume. */
  volume: number;
  /** Mean traded volume of the 7 previous sessions. */
  averageVolume: number;
  /** Today's traded close (LTP). */
  closePrice: number;
  /** Mean adjusted close of the same 7 sessions (comparable to today's close across a bonus issue). */
  averageClose: number;
}

/**
 * The percentage by which the volume of session `last` exceeds the mean volume of the 7 sessions before it;
 * NaN when there are fewer than 7 earlier sessions or their mean is 0. Ours: the spec's "more volume traded
 * today compared to the average of last 7 trading days".
 */
export function volumeIncreasePercent(volume: Float64Array, last: number): number {
  if (last < VOLUME_SHOCK_SESSIONS || last >= volume.length) return Number.NaN;
  const average = previousSessionsMean(volume, last);
  return average > 0 ? ((volume[last] as number) / average - 1) * 100 : Number.NaN;
}

/** True when session `last` traded at least twice the mean volume of the 7 sessions before it. */
export function isVolumeShock(volume: Float64Array, last: number): boolean {
  return atMost(VOLUME_SHOCK_MIN_PERCENT, volumeIncreasePercent(volume, last));
}

/** Mean of the 7 values before index `last`. */
export function previousSessionsMean(values: Float64Array, last: number): number {
  let sum = 0;
  for (let i = last - VOLUME_SHOCK_SESSIONS; i < last; i++) sum += values[i] as number;
  return sum / VOLUME_SHOCK_SESSIONS;
}

/**
 * Volume Shockers on the latest session: every symbol that traded that day with at least 8 sessions, a non-zero
 * 7-session mean volume and today's traded volume at least twice that mean; largest increase first, ties by
 * symbol. Volumes are traded volumes (adjustment scales them), prices adjusted except the LTP. Warm-up: 8 sessions.
 */
export function volumeShockers(market: ScreenMarket): VolumeShock[] {
  const rows: VolumeShock[] = [];
  for (const { symbol, adjusted, traded, last } of tradedOnLatestSession(market)) {
    if (!isVolumeShock(traded.volume, last)) continue;
    rows.push(row(symbol, adjusted, traded, last));
  }
  return rows.sort((a, b) => b.volDiffPercent - a.volDiffPercent || (a.symbol < b.symbol ? -1 : 1));
}

function row(symbol: string, adjusted: Bars, traded: Bars, last: number): VolumeShock {
  return {
    symbol,
    volDiffPercent: volumeIncreasePercent(traded.volume, last),
    volume: traded.volume[last] as number,
    averageVolume: previousSessionsMean(traded.volume, last),
    closePrice: traded.close[last] as number,
    averageClose: previousSessionsMean(adjusted.close, last),
  };
}
