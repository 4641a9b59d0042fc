/** NEPSE's sector names (company list `sectorName`) of the spec's sectors, as the store keeps them. */
export type SectorName =
  | 'Commercial Banks'
  | 'Development Banks'
  | 'Finance'
  | 'Hydro Power'
  | 'Life Insurance'
  | 'Investment'
  | 'Manufacturing And Processing'
  | 'Microfinance'
  | 'Mutual Fund'
  | 'Non Life Insurance'
  | 'Others'
  | 'Tradings'
  | 'Hotels And Tourism';

/**
 * How the securities of a sector behave in the demo market. Figures are typical of NEPSE in 2016-2026
 * (orders of magnitude, not estimates): banks are large, liquid and calm, hydropower small and volatile,
 * mutual funds trade near a Rs 10 unit value and barely move.
 */
export interface SectorProfile {
  /** Median sensitivity of a member's daily return to the market factor. */
  beta: number;
  /** Long-run daily volatility of the sector factor (log-return standard deviation). */
  sectorVol: number;
  /** Median long-run daily volatility of a member's own (idiosyncratic) return. */
  idioVol: number;
  /** Median price, Rs, of a member trading on 2016-01-01, and of a member on its first session. */
  startPrice: number;
  listingPrice: number;
  /** Median shares (units) outstanding at the start, and the median share of them traded in a day. */
  shares: number;
  dailyTurnoverRate: number;
  /** Yearly chance of a bonus issue, and of a cash dividend when there is none. */
  bonusChance: number;
  cashChance: number;
  /** Instrument type as NEPSE names it. */
  instrumentType: 'Equity' | 'Mutual Funds';
}

const equity = { instrumentType: 'Equity' } as const;

export const SECTOR_PROFILES: Readonly<Record<SectorName, SectorProfile>> = {
  'Commercial Banks': {
    ...equity,
    beta: 0.95,
    sectorVol: 0.007,
    idioVol: 0.015,
    startPrice: 700,
    listingPrice: 320,
    shares: 150e6,
    dailyTurnoverRate: 0.0012,
    bonusChance: 0.55,
    cashChance: 0.6,
  },
  'Development Banks': {
    ...equity,
    beta: 1,
    sectorVol: 0.008,
    idioVol: 0.02,
    startPrice: 450,
    listingPrice: 260,
    shares: 40e6,
    dailyTurnoverRate: 0.002,
    bonusChance: 0.45,
    cashChance: 0.5,
  },
  Finance: {
    ...equity,
    beta: 1.1,
    sectorVol: 0.009,
    idioVol: 0.026,
    startPrice: 350,
    listingPrice: 220,
    shares: 15e6,
    dailyTurnoverRate: 0.003,
    bonusChance: 0.35,
    cashChance: 0.4,
  },
  'Hydro Power': {
    ...equity,
    beta: 1.25,
    sectorVol: 0.01,
    idioVol: 0.03,
    startPrice: 320,
    listingPrice: 170,
    shares: 25e6,
    dailyTurnoverRate: 0.004,
    bonusChance: 0.2,
    cashChance: 0.15,
  },
  'Life Insurance': {
    ...equity,
    beta: 1.1,
    sectorVol: 0.009,
    idioVol: 0.023,
    startPrice: 1800,
    listingPrice: 550,
    shares: 30e6,
    dailyTurnoverRate: 0.002,
    bonusChance: 0.5,
    cashChance: 0.4,
  },
  Investment: {
    ...equity,
    beta: 1.1,
    sectorVol: 0.009,
    idioVol: 0.024,
    startPrice: 600,
    listingPrice: 400,
    shares: 60e6,
    dailyTurnoverRate: 0.002,
    bonusChance: 0.3,
    cashChance: 0.3,
  },
  'Manufacturing And Processing': {
    ...equity,
    beta: 0.8,
    sectorVol: 0.008,
    idioVol: 0.022,
    startPrice: 1200,
    listingPrice: 600,
    shares: 10e6,
    dailyTurnoverRate: 0.001,
    bonusChance: 0.25,
    cashChance: 0.5,
  },
  Microfinance: {
    ...equity,
    beta: 1,
    sectorVol: 0.009,
    idioVol: 0.027,
    startPrice: 1500,
    listingPrice: 700,
    shares: 5e6,
    dailyTurnoverRate: 0.003,
    bonusChance: 0.5,
    cashChance: 0.4,
  },
  'Mutual Fund': {
    instrumentType: 'Mutual Funds',
    beta: 0.35,
    sectorVol: 0.004,
    idioVol: 0.009,
    startPrice: 11,
    listingPrice: 10,
    shares: 100e6,
    dailyTurnoverRate: 0.0015,
    bonusChance: 0,
    cashChance: 0.6,
  },
  'Non Life Insurance': {
    ...equity,
    beta: 1.05,
    sectorVol: 0.009,
    idioVol: 0.023,
    startPrice: 1100,
    listingPrice: 500,
    shares: 15e6,
    dailyTurnoverRate: 0.002,
    bonusChance: 0.5,
    cashChance: 0.4,
  },
  Others: {
    ...equity,
    beta: 0.9,
    sectorVol: 0.008,
    idioVol: 0.022,
    startPrice: 700,
    listingPrice: 400,
    shares: 50e6,
    dailyTurnoverRate: 0.0015,
    bonusChance: 0.2,
    cashChance: 0.3,
  },
  Tradings: {
    ...equity,
    beta: 0.8,
    sectorVol: 0.009,
    idioVol: 0.027,
    startPrice: 900,
    listingPrice: 500,
    shares: 5e6,
    dailyTurnoverRate: 0.002,
    bonusChance: 0.15,
    cashChance: 0.3,
  },
  'Hotels And Tourism': {
    ...equity,
    beta: 1,
    sectorVol: 0.009,
    idioVol: 0.024,
    startPrice: 450,
    listingPrice: 300,
    shares: 20e6,
    dailyTurnoverRate: 0.002,
    bonusChance: 0.2,
    cashChance: 0.2,
  },
};

/** The sectors in a fixed order (the order of the spec's sector list). */
export const SECTOR_NAMES = Object.keys(SECTOR_PROFILES) as SectorName[];
