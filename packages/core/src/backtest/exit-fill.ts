import { hasRealOpen } from '../series';
import { tickDown, tickUp, toPaisa } from './fill-rounding';
import { type PriceExits, TAKE_PROFIT } from './price-exit';
import { FILL_CLOSE_WITHOUT_OPEN, FILL_LEVEL, FILL_OPEN } from './trade-log';
import { adjustmentFactor, type TradedBars } from './traded-bars';

/** The fill kind of a fill at bar `u`'s open: its open, or its close when the open is not a real print. */
export function openKind(bars: TradedBars, u: number): number {
  return hasRealOpen(bars, u) ? FILL_OPEN : FILL_CLOSE_WITHOUT_OPEN;
}

/**
 * The traded price of the price exit `exits` just found on bar `t`: the open when the bar opened beyond the level,
 * otherwise the level on the Rs 0.10 tick (a stop rounded down, a take-profit up). Its fill kind is `exitKind`.
 */
export function exitTradedPrice(bars: TradedBars, t: number, exits: PriceExits): number {
  const level = exits.price * adjustmentFactor(bars, t);
  return exits.atOpen ? toPaisa(level) : exits.reason === TAKE_PROFIT ? tickUp(level) : tickDown(level);
}

/** Where the price exit `exits` just found on bar `t` fills: the open (or its stand-in) or the level. */
export function exitKind(bars: TradedBars, t: number, exits: PriceExits): number {
  return exits.atOpen ? openKind(bars, t) : FILL_LEVEL;
}
