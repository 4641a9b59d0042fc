import { epochDay, firstSessionOnOrAfter, isoDate } from '@nepse/core';
import type { CorporateActionRecord, MarketDataset } from '../ingest/market-dataset';
import { tradingDays } from '../market/trading-calendar';
import { type DividendEvent, scheduleDividends } from './dividend-schedule';
import { LISTED_SECURITIES, type ListedSecurity } from './listed-securities';
import { INDEX_BASE, MarketFactors } from './market-factors';
import { CapWeightedIndex, type IndexMember, marketIndex } from './market-index';
import { TICKS_PER_RUPEE } from './price-band';
import { Prng } from './prng';
import { SECTOR_NAMES, SECTOR_PROFILES } from './sector-profiles';
import { sectorSubIndexes } from './sector-sub-indices';
import { shapeLatestSessions } from './shape-latest-sessions';
import { type SymbolModel, SymbolPath } from './symbol-path';

export interface DemoMarketOptions {
  /** Any non-negative safe integer; the same seed and end date give the same market, bit for bit. */
  seed: number;
  /** Last calendar day of the market, ISO `YYYY-MM-DD` (the server passes today in Nepal). */
  endDate: string;
}

/** A demo market and what the generator knows beyond the dataset. */
export interface DemoMarket {
  dataset: MarketDataset;
  /** Each symbol's shares outstanding at its first bar (bonus issues add to them). */
  listedShares: ReadonlyMap<string, number>;
  /** The symbols whose last sessions were shaped for the latest-day screens, and how. */
  shapes: readonly { symbol: string; shape: string }[];
}

export const DEMO_START_DATE = '2016-01-01';

const SHAPE_STREAM = 3;
/** Per-symbol random streams: parameters, dividends, prices (stream ids far from the factors' ones). */
const SYMBOL_STREAM = 10_000;

/**
 * The demo NEPSE market from 2016-01-01 to `endDate`: about 300 real tickers with synthetic prices on NEPSE's
 * trading days, driven by a regime-switching market factor and sector factors, with bonus issues and cash
 * dividends, a cap-weighted index and a sub-index per sector. Every symbol draws from its own random stream, so a
 * later end date extends the same market.
 */
export function simulateDemoMarket(options: DemoMarketOptions): DemoMarket {
  const { seed, endDate } = options;
  if (!Number.isSafeInteger(seed) || seed < 0)
    throw new RangeError(`demo seed must be a whole number >= 0: ${seed}`);
  const end = epochDay(endDate);
  const start = epochDay(DEMO_START_DATE);
  if (!(end >= start))
    throw new RangeError(`demo end date must be a date from ${DEMO_START_DATE}: ${endDate}`);
  const days = tradingDays(start, end);
  const factors = new MarketFactors(
    seed,
    days.length,
    SECTOR_NAMES.map((s) => SECTOR_PROFILES[s].sectorVol),
  );
  const listed: { security: ListedSecurity; path: SymbolPath; member: IndexMember }[] = [];
  LISTED_SECURITIES.forEach((security, j) => {
    const listingSession = security.listed
      ? firstSessionOnOrAfter(days, epochDay(`${security.listed}-01`))
      : 0;
    if (listingSession >= days.length) return;
    const profile = SECTOR_PROFILES[security.sector];
    const dividends = scheduleDividends(new Prng(seed, SYMBOL_STREAM + 3 * j), profile, days, listingSession);
    const { model, shares } = drawSymbolModel(
      new Prng(seed, SYMBOL_STREAM + 3 * j + 1),
      security,
      listingSession,
    );
    const path = new SymbolPath(
      new Prng(seed, SYMBOL_STREAM + 3 * j + 2),
      { ...model, dividends },
      days,
      factors,
    );
    listed.push({
      security,
      path,
      member: { series: path.series, listingSession, listedShares: shares, dividends },
    });
  });
  const members = listed.map((l) => l.member);
  // The regime of each session reacts to the index of the session before.
  const running = new CapWeightedIndex(members, days, INDEX_BASE);
  for (let t = 0; t < days.length; t++) {
    factors.draw(t, running.level);
    for (const { path } of listed) path.step(t);
    running.advance(t);
  }
  const shaped = shapeLatestSessions(
    new Prng(seed, SHAPE_STREAM),
    listed.map(({ member }) => ({ series: member.series, dividends: member.dividends })),
    days,
  );

  const dataset: MarketDataset = { securities: [], prices: [], corporateActions: [], index: [] };
  const listedShares = new Map<string, number>();
  for (const { security, path, member } of listed) {
    const { symbol } = security;
    dataset.securities.push({
      symbol,
      name: security.name,
      sector: security.sector,
      nepseId: security.nepseId,
      instrumentType: SECTOR_PROFILES[security.sector].instrumentType,
      status: 'A',
    });
    dataset.prices.push({ symbol, bars: path.series.bars, turnover: path.series.turnover });
    listedShares.set(symbol, member.listedShares);
    for (const d of member.dividends) dataset.corporateActions.push(corporateAction(symbol, days, d));
  }
  dataset.index = marketIndex(members, days, INDEX_BASE);
  dataset.sectorIndexes = sectorSubIndexes(
    listed.map(({ security, member }) => ({ sector: security.sector, member })),
    days,
  );
  dataset.corporateActions.sort((a, b) =>
    a.bookClosureDate === b.bookClosureDate
      ? a.symbol.localeCompare(b.symbol)
      : a.bookClosureDate.localeCompare(b.bookClosureDate),
  );
  const shapes = shaped.map(({ target, shape }) => ({
    symbol: listed[target]?.security.symbol ?? '',
    shape,
  }));
  return { dataset, listedShares, shapes };
}

/** The demo NEPSE market as the store takes it (see `simulateDemoMarket`). */
export function generateDemoMarket(options: DemoMarketOptions): MarketDataset {
  return simulateDemoMarket(options).dataset;
}

function drawSymbolModel(
  prng: Prng,
  security: ListedSecurity,
  listingSession: number,
): { model: Omit<SymbolModel, 'dividends'>; shares: number } {
  const profile = SECTOR_PROFILES[security.sector];
  const fund = profile.instrumentType === 'Mutual Funds';
  const lateListing = listingSession > 0;
  const price = lateListing
    ? profile.listingPrice * Math.exp((fund ? 0.02 : 0.3) * prng.normal())
    : profile.startPrice * Math.exp((fund ? 0.12 : 0.45) * prng.normal());
  const shares = Math.round(profile.shares * Math.exp(0.6 * prng.normal()));
  const model: Omit<SymbolModel, 'dividends'> = {
    sector: SECTOR_NAMES.indexOf(security.sector),
    beta: Math.min(2, Math.max(0.2, profile.beta * Math.exp(0.15 * prng.normal()))),
    idioVol: profile.idioVol * Math.exp(0.25 * prng.normal()),
    meanReversion: fund ? 0.01 : 0.002,
    firstTicks: Math.max(1, Math.round(price * TICKS_PER_RUPEE)),
    listingDrift: lateListing && !fund ? prng.between(0.005, 0.025) : 0,
    liquidity: shares * profile.dailyTurnoverRate * Math.exp(0.5 * prng.normal()),
    listingSession,
  };
  return { model, shares };
}

function corporateAction(symbol: string, days: Int32Array, d: DividendEvent): CorporateActionRecord {
  return {
    symbol,
    bookClosureDate: isoDate(days[d.session] ?? 0),
    bonusPercent: d.bonusPercent,
    rightPercent: 0,
    rightPrice: 0,
    cashDividendPercent: d.cashDividendPercent,
    fiscalYear: d.fiscalYear,
  };
}
