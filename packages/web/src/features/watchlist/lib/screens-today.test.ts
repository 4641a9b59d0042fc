import { describe, expect, it } from 'vitest';
import { distanceToHigh, freshSignalsToday, screensToday } from './screens-today';

const stock = (symbol: string) => ({
  symbol,
  change: 1,
  changePercent: 1,
  open: 1,
  high: 1,
  low: 1,
  close: 1,
  sector: null,
});

const PATTERNS = {
  bullish: [{ pattern: 'Hammer', count: 2, stocks: [stock('NABIL'), stock('NICA')] }],
  bearish: [],
  indecision: [{ pattern: 'Doji', count: 1, stocks: [stock('NABIL')] }],
};

describe('the screens of the day', () => {
  it('gathers each stock’s fresh signal groups by name', () => {
    const fresh = {
      date: '2025-01-02',
      signals: [
        {
          key: 'golden',
          name: 'Golden Cross',
          stocks: [{ stockSymbol: 'NABIL', ltp: 1, change: 0, changePercent: 0, sector: null }],
        },
        { key: 'macd', name: 'MACD Bullish', stocks: [] },
      ],
    };
    expect(freshSignalsToday(fresh)).toEqual(new Map([['NABIL', ['Golden Cross']]]));
  });

  it('names the screens that list each stock, with the 52-week kind and the pattern', () => {
    const map = screensToday({
      volatileStocks: [{ stockSymbol: 'NICA', ltp: 1, volatility: 3, sector: null }],
      breakoutStocks: [{ symbol: 'NABIL', close: 1, date: '2025-01-02', sector: null }],
      fiftyTwoWeekHighLow: [
        { symbol: 'NABIL', kind: 'new-high', ltp: 1, extreme: 1, extremeDate: '2024-06-01', sector: null },
      ],
      candlestickPatterns: PATTERNS,
    });
    expect(map.get('NABIL')).toEqual([
      'Breakout Stocks',
      'Candlestick Patterns: Hammer',
      'Candlestick Patterns: Doji',
      '52-Week High & Low: new high',
    ]);
    expect(map.get('NICA')).toEqual(['Volatile Stocks', 'Candlestick Patterns: Hammer']);
    expect(map.get('UPPER')).toBeUndefined();
  });

  it('measures the distance to the 52-week high in % of the high', () => {
    expect(distanceToHigh(450, 500)).toBeCloseTo(-10, 12);
    expect(distanceToHigh(510, 500)).toBeCloseTo(2, 12);
    expect(distanceToHigh(500, 500)).toBe(0);
  });
});
