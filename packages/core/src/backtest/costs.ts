/**
 * NEPSE equity trading costs: broker commission by slab with a Rs 10 minimum, the SEBON fee, the DP charge
 * per sale and the individual's capital gains tax. Source: ours, from the published NEPSE and SEBON
 * schedules.
 */

/** Commission slabs: the rate applies to a trade value up to and including `upTo` (Rs). */
export const COMMISSION_SLABS: readonly { readonly upTo: number; readonly rate: number }[] = [
  { upTo: 50_000, rate: 0.0036 },
  { upTo: 500_000, rate: 0.0033 },
  { upTo: 2_000_000, rate: 0.0031 },
  { upTo: 10_000_000, rate: 0.0027 },
  { upTo: Number.POSITIVE_INFINITY, rate: 0.0024 },
];
export const MIN_COMMISSION = 10;
export const SEBON_FEE_RATE = 0.00015;
export const DP_CHARGE = 25;
/** Shares trade in lots of 10. */
export const LOT_SIZE = 10;
export const SHORT_TERM_TAX_RATE = 0.075;
export const LONG_TERM_TAX_RATE = 0.05;
/** A holding of at most this many calendar days is taxed at the short-term rate. */
export const SHORT_TERM_DAYS = 365;

/** Broker commission on a trade of value `value` Rs: max(10, slab rate x value). */
export function commission(value: number): number {
  let s = 0;
  while (s < COMMISSION_SLABS.length - 1 && value > COMMISSION_SLABS[s]!.upTo) s++;
  return Math.max(MIN_COMMISSION, COMMISSION_SLABS[s]!.rate * value);
}

/** Charges on buying shares worth `value`: commission + SEBON fee. */
export function buyFees(value: number): number {
  return commission(value) + SEBON_FEE_RATE * value;
}

/** What buying shares worth `value` costs in all: value + commission + SEBON fee. */
export function buyCost(value: number): number {
  return value + buyFees(value);
}

/** Charges on selling shares worth `value`, before tax: commission + SEBON fee + DP charge. */
export function saleCharges(value: number): number {
  return commission(value) + SEBON_FEE_RATE * value + DP_CHARGE;
}

/** Capital gains tax rate of a holding of `heldDays` calendar days. */
export function capitalGainsTaxRate(heldDays: number): number {
  return heldDays <= SHORT_TERM_DAYS ? SHORT_TERM_TAX_RATE : LONG_TERM_TAX_RATE;
}

/**
 * The largest multiple of 10 shares that `cash` buys at `price`, costs included when `withCosts` (0 when none,
 * or when the price is not positive). The cost rises inside a slab but drops where a cheaper slab starts, so
 * the slabs are searched from the top for the largest lot count that fits.
 */
export function affordableShares(cash: number, price: number, withCosts: boolean): number {
  if (!(price > 0) || !(cash > 0)) return 0;
  if (!withCosts) return LOT_SIZE * largestLots(cash, price, cash, 0, Number.POSITIVE_INFINITY, 0);
  // Any value of a higher slab is larger than every value of a lower one: the first slab from the top
  // (of those that start below the cash) that fits a lot holds the answer.
  for (let s = COMMISSION_SLABS.length - 1; s >= 0; s--) {
    const lower = s === 0 ? 0 : COMMISSION_SLABS[s - 1]!.upTo;
    if (lower >= cash) continue;
    const { upTo, rate } = COMMISSION_SLABS[s]!;
    // Inside a slab the cost is max(value + 10 + fee, value x (1 + rate + fee)): both bounds give the estimate.
    const estimate = Math.min(
      cash / (1 + rate + SEBON_FEE_RATE),
      (cash - MIN_COMMISSION) / (1 + SEBON_FEE_RATE),
      upTo,
    );
    const lots = largestLots(cash, price, estimate, lower, upTo, rate);
    if (lots > 0) return LOT_SIZE * lots;
  }
  return 0;
}

/**
 * The largest lot count whose value lies in (lower, upper] and whose cost at commission `rate` (0: no costs)
 * fits `cash`, starting from the lot count of the value `estimate` and correcting it lot by lot for rounding;
 * 0 when none fits.
 */
function largestLots(
  cash: number,
  price: number,
  estimate: number,
  lower: number,
  upper: number,
  rate: number,
): number {
  let lots = Math.floor(estimate / (price * LOT_SIZE));
  // Beyond 2^53 lots a count has no whole-number neighbours to step through (an absurd, compounded cash).
  if (!(lots <= Number.MAX_SAFE_INTEGER)) return 0;
  while (lots > 0) {
    if (lots * LOT_SIZE * price <= lower) lots = 0;
    else if (!lotsFit(lots, cash, price, lower, upper, rate)) lots--;
    else break;
  }
  while (lotsFit(lots + 1, cash, price, lower, upper, rate)) lots++;
  return lots;
}

/** Whether `lots` lots are worth (lower, upper] and cost at most `cash`: buyCost's sum, with the slab's rate. */
function lotsFit(lots: number, cash: number, price: number, lower: number, upper: number, rate: number) {
  const value = lots * LOT_SIZE * price;
  if (!(value > lower && value <= upper)) return false;
  return (
    (rate === 0 ? value : value + (Math.max(MIN_COMMISSION, rate * value) + SEBON_FEE_RATE * value)) <= cash
  );
}
