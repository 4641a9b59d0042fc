import { describe, expect, it } from 'vitest';
import { backtestLinkFor, backtestLinkForScan } from './backtest-link';

describe('backtestLinkFor', () => {
  it('chooses the symbol', () => {
    expect(backtestLinkFor('NABIL')).toBe('/dashboard/backtest?symbol=NABIL');
  });

  it('writes one rule a side, its fields URI-encoded in brackets', () => {
    const link = backtestLinkFor('NABIL', {
      buy: { name: 'SMA CROSSOVER', fields: { sma1_length: '50', condition: '>' } },
      sell: { name: 'MACD', fields: {} },
    });
    const params = new URL(link, 'http://localhost').searchParams;
    expect(params.getAll('buy')).toEqual(['SMA CROSSOVER(sma1_length=50,condition=%3E)']);
    expect(params.getAll('sell')).toEqual(['MACD']);
  });
});

describe('backtestLinkForScan', () => {
  const paramsOf = (link: string) => new URL(link, 'http://localhost').searchParams;

  it('writes each condition whole as a buy rule, with the match, over the sector', () => {
    const link = backtestLinkForScan({
      rules: [
        { name: 'volume-ratio', multiple: '3', sessions: '7' },
        {
          name: 'RSI',
          condition: '<',
          trigger: 'starts',
          rsi_length: '14',
          rsi_value: '30',
          source: 'close',
        },
      ],
      match: 'any',
      sector: '4',
    });
    expect(link.startsWith('/dashboard/backtest?')).toBe(true);
    const params = paramsOf(link);
    expect(params.get('sector')).toBe('4');
    expect(params.getAll('buy')).toEqual([
      'volume-ratio(multiple=3,sessions=7)',
      'RSI(condition=%3C,trigger=starts,rsi_length=14,rsi_value=30,source=close)',
    ]);
    expect(params.get('buyMatch')).toBe('any');
    expect(params.has('sell')).toBe(false);
  });

  it('runs a scan of every stock over NEPSE, and matches all without saying so', () => {
    const params = paramsOf(
      backtestLinkForScan({
        rules: [{ name: 'Hammer', pattern_type: 'bullish' }],
        match: 'all',
        sector: '0',
      }),
    );
    expect(params.get('sector')).toBe('58');
    expect(params.has('buyMatch')).toBe(false);
  });

  it("marks the page's default fields a rule lacks, and numbers a name taken twice", () => {
    const params = paramsOf(
      backtestLinkForScan({
        rules: [
          // A bearish pattern that completes: the page's buy default for it is the exit condition.
          { name: 'Bearish Engulfing', pattern_type: 'bearish' },
          { name: 'price', min: '100' },
          { name: 'price', max: '500' },
        ],
        match: 'all',
        sector: '1',
      }),
    );
    expect(params.getAll('buy')).toEqual([
      'Bearish Engulfing(pattern_type=bearish,condition)',
      'price(min=100)',
      'price 2(max=500)',
    ]);
  });
});
