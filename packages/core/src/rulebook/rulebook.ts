/**
 * NEPSE's trading rules as they were on each date: one table, each row in force from its `from` date
 * (inclusive) until the next row of its kind, with the source it was taken from. The first row of a kind starts on
 * the first session of NEPSE's files and also covers any earlier date. These rows are settled: a value changes
 * only with a source (docs/decisions/nepse-rulebook.md lists them).
 */

/** One row of the rulebook. */
export interface RulebookRow<V> {
  /** YYYY-MM-DD, the first day the row is in force (a year alone where no day is known). */
  readonly from: string;
  readonly value: V;
  readonly source: string;
}

/** Broker commission rates of the five slabs, as fractions of the trade's value (0.0036 is 0.36 %). */
export type CommissionRates = readonly [number, number, number, number, number];

/** Capital gains tax of individuals: a holding of at most `shortTermDays` calendar days pays `shortTerm`. */
export interface TaxRegime {
  readonly shortTerm: number;
  readonly longTerm: number;
  readonly shortTermDays: number;
}

/** The first session in NEPSE's price files. */
const FIRST_SESSION = '1995-07-20';

const HIMALAYAN_60 =
  'The Himalayan Times, "SEBON slashes brokerage fee by up to 60pc" (it replaced 1.0 % and 0.9 % for the first two slabs on a July 20 whose year is still sought); the row applies to every earlier date too';
const EVERY_DATE = 'in force on every date of the data';

export const COMMISSION_ROWS: readonly RulebookRow<CommissionRates>[] = [
  { from: FIRST_SESSION, value: [0.006, 0.0055, 0.005, 0.0045, 0.004], source: HIMALAYAN_60 },
  {
    from: '2020-12-27',
    value: [0.004, 0.0037, 0.0034, 0.003, 0.0027],
    source:
      'The Himalayan Times, "Brokers\' commission slashed by 33 per cent from today"; Republica 2020-12-26',
  },
  {
    from: '2024-05-14',
    value: [0.0036, 0.0033, 0.00306, 0.0027, 0.00243],
    source:
      'Republica, "SEBON reducing stockbrokers\' commission from May 14"; ceotab.com: ten per cent off each slab (SEBON\'s 2023 proposal had rounded two slabs to 0.31 and 0.24)',
  },
];

/** The upper limits (Rs, inclusive) of the first four slabs; the fifth is above the last. */
export const COMMISSION_SLAB_LIMITS: RulebookRow<readonly [number, number, number, number]> = {
  from: FIRST_SESSION,
  value: [50_000, 500_000, 2_000_000, 10_000_000],
  source: EVERY_DATE,
};

export const MINIMUM_COMMISSION: RulebookRow<number> = { from: FIRST_SESSION, value: 10, source: EVERY_DATE };

/** SEBON's fee, a fraction of the value, on a purchase and a sale. */
export const SEBON_FEE: RulebookRow<number> = {
  from: FIRST_SESSION,
  value: 0.00015,
  source: `${EVERY_DATE} (a 0.014 % was proposed in 2023; no notice of it taking effect found)`,
};

/** The depository charge, Rs per sale; none on a purchase. */
export const DP_CHARGE: RulebookRow<number> = { from: FIRST_SESSION, value: 25, source: EVERY_DATE };

/** By the sale date. */
export const TAX_ROWS: readonly RulebookRow<TaxRegime>[] = [
  {
    from: FIRST_SESSION,
    value: { shortTerm: 0.05, longTerm: 0.05, shortTermDays: 365 },
    source: '5 % flat until 2021-07-15',
  },
  {
    from: '2021-07-16',
    value: { shortTerm: 0.075, longTerm: 0.05, shortTermDays: 365 },
    source: 'Shrawan 1, 2078: 7.5 % for a holding of at most 365 calendar days, 5 % beyond',
  },
  {
    from: '2026-07-17',
    value: { shortTerm: 0.1, longTerm: 0.075, shortTermDays: 365 },
    source:
      "Shrawan 1, 2083, a final withholding tax (budget of 2026-05-29, FY 2083/84: nepalytix.com, english.nepalnews.com; the start date follows the 2021 change, which took effect on its fiscal year's first day)",
  },
];

/** The daily price band, in percent of the previous close (adjusted for an event that session). */
export const PRICE_BAND_ROWS: readonly RulebookRow<number>[] = [
  { from: FIRST_SESSION, value: 10, source: '10 % until 2026-04-19 (observed in the data)' },
  { from: '2026-04-20', value: 15, source: 'observed in the data; no NEPSE notice found' },
];

/** Shares trade in lots of this many. */
export const LOT: RulebookRow<number> = { from: FIRST_SESSION, value: 10, source: EVERY_DATE };

/** Rs; prices move by this step. */
export const TICK: RulebookRow<number> = {
  from: FIRST_SESSION,
  value: 0.1,
  source: `${EVERY_DATE} (older whole-rupee prices suggest a Re 1 tick before about 2021: source sought)`,
};

/** Recorded only: it does not delay cash in a back-test. */
export const SETTLEMENT: RulebookRow<string> = {
  from: '2021',
  value: 'T+2',
  source: 'T+2 from 2021, recorded; the day it started is not given',
};
