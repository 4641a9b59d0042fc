import { COMMISSION_ROWS, TAX_ROWS } from '../rulebook/rulebook';
import { commissionRowOn, taxRowOn } from '../rulebook/rules-on';
import {
  affordableShares,
  buyFees,
  type CostsMode,
  capitalGainsTaxRate,
  LOT_SIZE,
  saleCharges,
} from './costs';
import { toPaisa, wholeDown } from './fill-rounding';
import { SIGNAL_EXIT } from './price-exit';
import { FILL_OPEN, type TradeLog } from './trade-log';
import { adjustmentFactor, type TradedBars } from './traded-bars';

/** A rulebook row not paid: costs off, or a position not sold. */
export const NO_ROW = -1;

/** The row of `rows` a fill on `day` pays under `costs`: none, today's (the last), or the one in force that day. */
function rowFor(
  costs: CostsMode,
  rows: readonly unknown[],
  rowOn: (day: number) => number,
  day: number,
): number {
  return costs === 'off' ? NO_ROW : costs === 'today' ? rows.length - 1 : rowOn(day);
}

/** What a fill reads of a run's options. */
export interface FillOptions {
  /** Which rulebook rows the fills pay (costs.ts). */
  readonly costs: CostsMode;
  /** A buy takes at most this percent of its bar's traded volume (whole lots); absent or null is no cap. */
  readonly volumeCapPercent?: number | null;
}

/**
 * A buy on bar `u` at adjusted price `price` (filled as `kind`, after `waited` sessions locked up) with at most
 * `amount` Rs, written as row `c` of `log`, an open position: the largest whole lot of traded shares that the
 * amount and the volume cap allow, its costs from the commission row of its date. The cash it took (value +
 * fees), or 0 when not even one lot (nothing written). A single run and a portfolio buy through here. Source: ours
 * (docs/decisions/fills.md).
 */
export function fillBuy(
  log: TradeLog,
  c: number,
  bars: TradedBars,
  u: number,
  price: number,
  kind: number,
  waited: number,
  amount: number,
  options: FillOptions,
): number {
  const factor = adjustmentFactor(bars, u);
  const tradedPrice = toPaisa(price * factor);
  // Not one lot within the amount (costs only add to it): nothing bought. A flat book whose cash cannot buy a lot
  // of a dear stock tries again on every bar its signal holds, so this is the common way out.
  if (!(tradedPrice > 0 && LOT_SIZE * tradedPrice <= amount)) return 0;
  const row = rowFor(options.costs, COMMISSION_ROWS, commissionRowOn, bars.date[u]!);
  const rates = row === NO_ROW ? null : COMMISSION_ROWS[row]!.value;
  let bought = affordableShares(amount, tradedPrice, rates);
  const cap = options.volumeCapPercent;
  if (cap != null) {
    const tradedVolume = bars.volume[u]! / factor;
    bought = Math.min(bought, LOT_SIZE * wholeDown((tradedVolume * (cap / 100)) / LOT_SIZE));
  }
  if (!(bought > 0)) return 0;
  const value = bought * tradedPrice;
  const fees = rates === null ? 0 : buyFees(value, rates);
  log.buyIndex[c] = u;
  log.sellIndex[c] = -1;
  log.tradedQuantity[c] = bought;
  log.quantity[c] = bought;
  log.tradedBuyPrice[c] = tradedPrice;
  log.buyPrice[c] = tradedPrice / factor;
  log.basis[c] = value + fees;
  log.buyFees[c] = fees;
  log.buyFill[c] = kind;
  log.waited[c] = waited;
  log.commissionBuyRow[c] = row;
  // The row may hold an earlier run's trade: an open position has no sale.
  log.sellPrice[c] = 0;
  log.tradedSellPrice[c] = 0;
  log.proceeds[c] = 0;
  log.sellFees[c] = 0;
  log.tax[c] = 0;
  log.sellFill[c] = FILL_OPEN;
  log.exitReason[c] = SIGNAL_EXIT;
  log.commissionSellRow[c] = NO_ROW;
  log.taxRow[c] = NO_ROW;
  return value + fees;
}

/**
 * The sale of the `shares` whole traded shares of the position in row `c` of `log`, bought on day `boughtOn`, on
 * bar `u` at traded price `tradedPrice` (positive; filled as `kind`, for `reason`, after `waited` more sessions
 * locked down): its charges from the commission row of its date, the capital gains tax of the tax row of that date
 * on a gain. The cash it brings (proceeds less tax). Source: ours (docs/decisions/fills.md).
 */
export function fillSale(
  log: TradeLog,
  c: number,
  bars: TradedBars,
  u: number,
  tradedPrice: number,
  kind: number,
  reason: number,
  waited: number,
  shares: number,
  boughtOn: number,
  options: FillOptions,
): number {
  const day = bars.date[u]!;
  const row = rowFor(options.costs, COMMISSION_ROWS, commissionRowOn, day);
  const value = shares * tradedPrice;
  const charges = row === NO_ROW ? 0 : saleCharges(value, COMMISSION_ROWS[row]!.value);
  const received = value - charges;
  const gain = received - log.basis[c]!;
  const taxRow = rowFor(options.costs, TAX_ROWS, taxRowOn, day);
  const owed =
    taxRow !== NO_ROW && gain > 0 ? gain * capitalGainsTaxRate(day - boughtOn, TAX_ROWS[taxRow]!.value) : 0;
  log.sellIndex[c] = u;
  log.quantity[c] = shares;
  log.tradedSellPrice[c] = tradedPrice;
  log.sellPrice[c] = tradedPrice / adjustmentFactor(bars, u);
  log.proceeds[c] = received;
  log.sellFees[c] = charges + owed;
  log.tax[c] = owed;
  log.exitReason[c] = reason;
  log.sellFill[c] = kind;
  log.waited[c]! += waited;
  log.commissionSellRow[c] = row;
  log.taxRow[c] = taxRow;
  return received - owed;
}
