import { priceBandOn } from '@nepse/core';

/** Prices move in ticks of Rs 0.10; the generator keeps them as whole ticks. */
export const TICKS_PER_RUPEE = 10;

/** Lowest whole-tick price allowed on `day` after a previous close of `previousTicks`. */
export function bandFloor(previousTicks: number, day: number): number {
  // An integer product divided once is exact, so a limit never falls a tick outside the band.
  return Math.max(1, Math.ceil((previousTicks * (100 - priceBandOn(day))) / 100));
}

/** Highest whole-tick price allowed on `day` after a previous close of `previousTicks`. */
export function bandCeiling(previousTicks: number, day: number): number {
  return Math.floor((previousTicks * (100 + priceBandOn(day))) / 100);
}

/** A price in ticks as Rs. */
export function rupees(ticks: number): number {
  return ticks / TICKS_PER_RUPEE;
}
