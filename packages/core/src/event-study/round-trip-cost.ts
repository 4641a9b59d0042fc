import { buyFees, type CostsMode, saleCharges, TODAY_COMMISSION } from '../backtest/costs';
import type { CommissionRates, TaxRegime } from '../rulebook/rulebook';
import { COMMISSION_ROWS, TAX_ROWS } from '../rulebook/rulebook';
import { commissionRowOn, taxRowOn } from '../rulebook/rules-on';

/** The value of the trade whose round trip a study's returns pay, in rupees. */
export const STUDY_TRADE_VALUE = 100_000;

/** The rows a round trip entered on one day pays. */
interface RoundTripRules {
  readonly commission: CommissionRates;
  readonly tax: TaxRegime;
}

function rulesOf(entryDay: number, mode: Exclude<CostsMode, 'off'>): RoundTripRules {
  if (mode === 'today') return { commission: TODAY_COMMISSION, tax: TAX_ROWS[TAX_ROWS.length - 1]!.value };
  return {
    commission: COMMISSION_ROWS[commissionRowOn(entryDay)]!.value,
    tax: TAX_ROWS[taxRowOn(entryDay)]!.value,
  };
}

/**
 * A return (percent, before costs) after the round trip of a Rs 100,000 buy entered on `entryDay`: the buy pays
 * commission and SEBON fee on Rs 100,000, the sale of what that became pays commission, fee and DP charge, and a
 * gain over all of it pays the short-term capital gains tax, every row the one in force on the entry day (`dated`)
 * or the latest (`today`); the return is the profit over what the buy cost in all. `off` leaves it as it is.
 */
export function returnAfterCosts(grossPercent: number, entryDay: number, mode: CostsMode): number {
  if (mode === 'off') return grossPercent;
  const { commission, tax } = rulesOf(entryDay, mode);
  const basis = STUDY_TRADE_VALUE + buyFees(STUDY_TRADE_VALUE, commission);
  const sale = STUDY_TRADE_VALUE * (1 + grossPercent / 100);
  const received = sale - saleCharges(sale, commission);
  const gain = received - basis;
  const owed = gain > 0 ? gain * tax.shortTerm : 0;
  return ((received - owed - basis) / basis) * 100;
}
