import {
  COMMISSION_ROWS,
  COMMISSION_SLAB_LIMITS,
  type CommissionRates,
  DP_CHARGE,
  LOT,
  MINIMUM_COMMISSION,
  SEBON_FEE,
  type TaxRegime,
} from '../rulebook/rulebook';

/**
 * NEPSE equity trading costs from the rulebook's rows: broker commission by slab with a Rs 10 minimum, the
 * SEBON fee, the DP charge per sale and the individual's capital gains tax. Source: ours, from the rulebook.
 */

/**
 * Which rows a run pays: those in force on each fill's date (`dated`, the default), the latest rows on every
 * date (`today`), or none (`off`).
 */
export const COSTS_MODES = ['dated', 'today', 'off'] as const;
export type CostsMode = (typeof COSTS_MODES)[number];

/** The rates of today's commission row (the latest). */
export const TODAY_COMMISSION: CommissionRates = COMMISSION_ROWS[COMMISSION_ROWS.length - 1]!.value;

const LIMITS = COMMISSION_SLAB_LIMITS.value;
/** Each slab's upper limit, the last one unbounded (read in bounds: an out-of-bounds read is a slow path). */
const UPPER: readonly number[] = [...LIMITS, Number.POSITIVE_INFINITY];
const MIN_COMMISSION = MINIMUM_COMMISSION.value;
const FEE = SEBON_FEE.value;
/** Shares trade in lots of 10. */
export const LOT_SIZE = LOT.value;

/** The slab of a trade value: its rate applies to a value up to and including that slab's limit. */
function slabOf(value: number): number {
  let s = 0;
  while (s < LIMITS.length && value > LIMITS[s]!) s++;
  return s;
}

/** Broker commission on a trade of value `value` Rs at `rates`: max(10, slab rate x value). */
export function commission(value: number, rates: CommissionRates = TODAY_COMMISSION): number {
  return Math.max(MIN_COMMISSION, rates[slabOf(value)]! * value);
}

/** Charges on buying shares worth `value`: commission + SEBON fee. */
export function buyFees(value: number, rates: CommissionRates = TODAY_COMMISSION): number {
  return commission(value, rates) + FEE * value;
}

/** What buying shares worth `value` costs in all: value + commission + SEBON fee. */
export function buyCost(value: number, rates: CommissionRates = TODAY_COMMISSION): number {
  return value + buyFees(value, rates);
}

/** Charges on selling shares worth `value`, before tax: commission + SEBON fee + DP charge. */
export function saleCharges(value: number, rates: CommissionRates = TODAY_COMMISSION): number {
  return commission(value, rates) + FEE * value + DP_CHARGE.value;
}

/** Capital gains tax rate of a holding of `heldDays` calendar days under `regime`. */
export function capitalGainsTaxRate(heldDays: number, regime: TaxRegime): number {
  return heldDays <= regime.shortTermDays ? regime.shortTerm : regime.longTerm;
}

/**
 * The largest multiple of 10 shares that `cash` buys at `price`, costs at `rates` included (none when null; 0
 * when none fits, or when the price is not positive). The cost rises inside a slab but drops where a cheaper
 * slab starts, so the slabs are searched from the top for the largest lot count that fits.
 */
export function affordableShares(cash: number, price: number, rates: CommissionRates | null): number {
  if (!(price > 0) || !(cash > 0)) return 0;
  if (rates === null) return LOT_SIZE * largestLots(cash, price, cash, 0, Number.POSITIVE_INFINITY, 0);
  // Any value of a higher slab is larger than every value of a lower one: the first slab from the top
  // (of those that start below the cash) that fits a lot holds the answer.
  for (let s = rates.length - 1; s >= 0; s--) {
    const lower = s === 0 ? 0 : UPPER[s - 1]!;
    if (lower >= cash) continue;
    const upTo = UPPER[s]!;
    const rate = rates[s]!;
    // Inside a slab the cost is max(value + 10 + fee, value x (1 + rate + fee)): both bounds give the estimate.
    const estimate = Math.min(cash / (1 + rate + FEE), (cash - MIN_COMMISSION) / (1 + FEE), upTo);
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
  return (rate === 0 ? value : value + (Math.max(MIN_COMMISSION, rate * value) + FEE * value)) <= cash;
}
