import { API_PATHS, parseBacktestRequest, type Transaction } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { backtestPath, backtestRequest, defaultStrategyState, isPortfolioRun } from './strategy-state';
import { strategyFromSearch, strategySearch } from './strategy-url';
import { portfolioTradesCsv } from './transactions-csv';

const TODAY = '2026-03-10';
const sector = { ...defaultStrategyState(TODAY), sector: '58' };

describe('a sector run as one portfolio on the page', () => {
  it('sends the mode and its settings only for a sector run in that mode', () => {
    const portfolio = {
      ...sector,
      mode: 'portfolio' as const,
      maxPositions: '4',
      sizing: 'percent' as const,
      sizingPercent: '20',
      rankBy: 'turnover' as const,
    };
    expect(isPortfolioRun(portfolio)).toBe(true);
    expect(backtestPath(portfolio)).toBe(API_PATHS.backtestSector);
    const parsed = parseBacktestRequest(backtestRequest(portfolio));
    expect(parsed.ok && parsed.value).toMatchObject({
      mode: 'portfolio',
      portfolio: { maxPositions: 4, sizing: 'percent', sizingPercent: 20, rankBy: 'turnover' },
    });
    // A symbol run, or a sector run per stock, sends none of them.
    const symbol = { ...portfolio, sector: '0', stockSymbol: 'NABIL' };
    expect(isPortfolioRun(symbol)).toBe(false);
    expect(backtestRequest(symbol)).not.toHaveProperty('mode');
    expect(backtestRequest({ ...portfolio, mode: 'per-stock' })).not.toHaveProperty('maxPositions');
  });

  it('keeps the choice and its fields in the link, and reads them back', () => {
    const portfolio = {
      ...sector,
      mode: 'portfolio' as const,
      maxPositions: '5',
      sizing: 'percent' as const,
      sizingPercent: '12.5',
      rankBy: 'rsi-lowest' as const,
    };
    const search = strategySearch(portfolio);
    expect(search).toContain(
      'mode=portfolio&positions=5&sizing=percent&sizingPercent=12.5&rankBy=rsi-lowest',
    );
    expect(strategyFromSearch(new URLSearchParams(search), TODAY)).toEqual(portfolio);
    // The defaults stay out of the link; per stock writes nothing.
    expect(strategySearch({ ...sector, mode: 'portfolio' })).toMatch(/mode=portfolio$/);
    expect(strategySearch(sector)).not.toContain('mode=');
  });
});

describe("a portfolio's CSV", () => {
  it('lists every trade with its symbol, in the order bought', () => {
    const trade = (symbol: string, buy: string): Transaction & { symbol: string } => ({
      symbol,
      buy_date: buy,
      buy_price: 100,
      sell_date: 'Waiting',
      sell_price: 110,
      profit: null,
      profit_percentage: null,
      quantity: 10,
      fees: 12.5,
    });
    const lines = portfolioTradesCsv({
      trades: [trade('SBL', '2025-01-02'), trade('NABIL', '2025-01-03')],
    }).split('\r\n');
    expect(lines[0]?.startsWith('symbol,buy_date,')).toBe(true);
    expect(lines[1]?.startsWith('SBL,2025-01-02,100.00,10,100.00,10,Waiting,110.00,10,110.00,12.50,,')).toBe(
      true,
    );
    expect(lines[2]?.startsWith('NABIL,2025-01-03,')).toBe(true);
  });
});
