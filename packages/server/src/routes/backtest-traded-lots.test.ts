import {
  API_PATHS,
  type BacktestSummary,
  backtestResponseSchema,
  SECTOR_DETAIL_FULL,
  type Transaction,
} from '@nepse/contract';
import { buyCost, COMMISSION_ROWS, commissionRowOn, epochDay, isoDate } from '@nepse/core';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testAppWith, useTestApp } from '../../test-support/app';
import { NABIL_REQUEST } from '../../test-support/backtest-market';
import { testMarket } from '../../test-support/market';
import { registerErrorHandler } from '../http/error-handler';
import { registerZodSchemas } from '../http/zod-schemas';
import { registerBacktestRoutes } from './backtest';

/** LOTS goes ex an 18.5 % bonus at session 150 and a 10 % one at session 300 of its 400. */
const BONUSES = [
  { session: 150, percent: 18.5 },
  { session: 300, percent: 10 },
];

/**
 * A market of one Hydro Power stock whose adjusted closes saw up and down by 1 % for 20 sessions each (so that
 * SMA 20 rules trade all along), traded in 0.1 ticks: before each ex-date the traded prices are the adjusted ones
 * times 1 + the bonus.
 */
function lotsMarket() {
  const market = testMarket([{ symbol: 'LOTS', sessions: 400, price: 500, sector: 'Hydro Power' }]);
  const bars = market.prices[0]!.bars;
  let adjusted = 500;
  for (let i = 0; i < bars.date.length; i++) {
    const open = adjusted;
    adjusted *= i % 40 < 20 ? 1.01 : 0.99;
    const factor = BONUSES.reduce((f, b) => (i < b.session ? f * (1 + b.percent / 100) : f), 1);
    const tick = (price: number) => Math.round(price * factor * 10) / 10;
    bars.open[i] = tick(open);
    bars.close[i] = tick(adjusted);
    bars.high[i] = tick(Math.max(open, adjusted) * 1.005);
    bars.low[i] = tick(Math.min(open, adjusted) * 0.995);
  }
  for (const { session, percent } of BONUSES) {
    market.corporateActions.push({
      symbol: 'LOTS',
      bookClosureDate: isoDate(bars.date[session]!),
      bonusPercent: percent,
      rightPercent: 0,
      rightPrice: 100,
      cashDividendPercent: 0,
      fiscalYear: null,
    });
  }
  return market;
}

const REQUEST = { ...NABIL_REQUEST, stockSymbol: 'LOTS', from: '2020-01-01', to: '2030-12-31' };
const market = lotsMarket();
const raw = market.prices[0]!.bars;
const sessionOf = (date: string) => raw.date.indexOf(epochDay(date));
/** Whole shares held at session `to` from `shares` bought at session `from`: each issue adds floor(shares x bonus). */
const wholeSharesAt = (shares: number, from: number, to: number) =>
  BONUSES.filter((b) => b.session > from && b.session <= to).reduce(
    (held, b) => held + Math.floor((held * b.percent) / 100),
    shares,
  );

describe('back-test API, buys in whole lots of the shares traded on the day', () => {
  const app = useTestApp(() => testAppWith(market));

  async function transactions(): Promise<Transaction[]> {
    const res = await app().inject({ method: 'POST', url: API_PATHS.backtest, payload: REQUEST });
    expect(res.statusCode, res.body).toBe(200);
    return backtestResponseSchema.parse(res.json())[0]!.transactions;
  }

  it('buys a multiple of 10 shares at the traded open, and sells them with the whole shares the bonuses added', async () => {
    const trades = await transactions();
    const traded = trades.filter((t) => t.buy_quantity_traded !== undefined);
    // Trades before, across and after each issue.
    expect(trades.length).toBeGreaterThan(traded.length);
    expect(traded.length).toBeGreaterThan(2);
    expect(traded.some((t) => t.sell_quantity_traded! > t.buy_quantity_traded!)).toBe(true);
    for (const t of traded) {
      const buy = sessionOf(t.buy_date);
      const sell = t.sell_date === 'Waiting' ? raw.date.length - 1 : sessionOf(t.sell_date);
      expect(t.buy_quantity_traded).toBeGreaterThan(0);
      expect(t.buy_quantity_traded! % 10).toBe(0);
      // The prices of the broker statement: the raw opens of the fill days (a sale's, or the last close).
      expect(t.buy_price_traded).toBe(raw.open[buy]);
      expect(t.sell_price_traded).toBe(t.sell_date === 'Waiting' ? raw.close[sell] : raw.open[sell]);
      expect(t.sell_quantity_traded).toBe(wholeSharesAt(t.buy_quantity_traded!, buy, sell));
      expect(t.quantity).toBe(t.sell_quantity_traded);
    }
    // The first buy spends the 100,000: its lots and costs fit, one more lot would not.
    const [first] = trades;
    expect(first!.buy_quantity_traded).toBeDefined();
    const lots = first!.buy_quantity_traded!;
    const rates = COMMISSION_ROWS[commissionRowOn(epochDay(first!.buy_date))]!.value;
    expect(buyCost(lots * first!.buy_price_traded!, rates)).toBeLessThanOrEqual(100_000);
    expect(buyCost((lots + 10) * first!.buy_price_traded!, rates)).toBeGreaterThan(100_000);
    for (const t of trades.filter((t) => t.buy_quantity_traded === undefined))
      expect(t.quantity % 10).toBe(0);
  });

  it('answers the same from the worker pool, for the sector in full', async () => {
    const pooled = Fastify();
    pooled.decorate('market', app().market);
    registerErrorHandler(pooled);
    registerZodSchemas(pooled);
    registerBacktestRoutes(pooled, { workers: 2, parallelMinBars: 0 });
    try {
      const res = await pooled.inject({
        method: 'POST',
        url: `${API_PATHS.backtestSector}?detail=${SECTOR_DETAIL_FULL}`,
        payload: { ...REQUEST, stockSymbol: '', sector: '4' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [summary] = res.json() as BacktestSummary[];
      expect(summary!.stock_symbol).toBe('LOTS');
      expect(summary!.transactions).toEqual(await transactions());
    } finally {
      await pooled.close();
    }
  });
});
