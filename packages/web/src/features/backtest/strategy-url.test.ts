import {
  defaultIndicatorRule,
  defaultPatternRule,
  freshSignalLinkedRule,
  freshSignalStrategyRule,
  generalPatternRule,
  INDICATOR_RULES,
  NO_SECTOR_ID,
} from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { BACKTEST_PATH, backtestLinkFor, backtestLinkForScan } from '../../lib/backtest-link';
import { formatDate } from '../../lib/format';
import {
  backtestRequest,
  defaultStrategyState,
  type StrategyState,
  validationMessage,
} from './strategy-state';
import {
  decodeRule,
  encodeRule,
  resultsViewFromSearch,
  strategyFromSearch,
  strategySearch,
} from './strategy-url';

/** Dates written as the AD pages write them. */
const writeAd = (date: string) => formatDate(date, 'ad');

const TODAY = '2026-03-10';
const params = (search: string) => new URLSearchParams(search);

describe('a rule in the address', () => {
  it('is its bare name while every field is at its default for the side', () => {
    for (const definition of INDICATOR_RULES) {
      for (const side of ['buy', 'sell'] as const) {
        const rule = defaultIndicatorRule(definition, side);
        expect(encodeRule(rule, side)).toBe(definition.name);
        expect(decodeRule(definition.name, side)).toEqual(rule);
      }
    }
    expect(encodeRule(defaultPatternRule('Hammer', 'sell'), 'sell')).toBe('Hammer');
    expect(decodeRule('Hammer', 'sell')).toEqual({
      name: 'Hammer',
      pattern_type: 'bullish',
      condition: 'exit',
    });
    expect(decodeRule('Bearish', 'buy')).toEqual(generalPatternRule('Bearish'));
  });

  it('writes only the changed fields, escaping what would break the form, and reads them back', () => {
    const rule = {
      ...defaultIndicatorRule(INDICATOR_RULES[2]!, 'buy'),
      rsi_value: '3,0=(x)',
      condition: '<',
    };
    const text = encodeRule(rule, 'buy');
    expect(text).toBe('RSI(condition=%3C,rsi_value=3%2C0%3D(x))');
    expect(decodeRule(text, 'buy')).toEqual(rule);
  });

  it('marks a default field the rule lacks, and keeps fields and names it does not know', () => {
    const entry = { name: 'Hammer', pattern_type: 'bullish' };
    expect(encodeRule(entry, 'sell')).toBe('Hammer(condition)');
    expect(decodeRule('Hammer(condition)', 'sell')).toEqual(entry);
    expect(decodeRule('SMA 2(value=50)', 'buy')).toEqual({
      name: 'SMA 2',
      condition: '>',
      trigger: 'while',
      value: '50',
      source: 'close',
      sma_source: 'close',
    });
    expect(decodeRule('WHATEVER(k=v)', 'buy')).toEqual({ name: 'WHATEVER', k: 'v' });
    expect(decodeRule('SMA(value=%E0%A4)', 'buy').value).toBe('%E0%A4');
  });
});

describe('the strategy in the address', () => {
  const state: StrategyState = {
    ...defaultStrategyState(TODAY),
    stockSymbol: 'NABIL',
    from: '2024-01-01',
    buyStrategy: [
      { ...defaultIndicatorRule(INDICATOR_RULES[0]!, 'buy'), value: '50' },
      defaultPatternRule('Bullish Engulfing', 'buy'),
    ],
    sellStrategy: [defaultIndicatorRule(INDICATOR_RULES[3]!, 'sell')],
  };

  it('is a readable query that reads back to the same strategy', () => {
    const search = strategySearch(state, { show: 'NABIL' });
    expect(search).toBe(
      'symbol=NABIL&from=2024-01-01&to=2026-03-10&buy=SMA(value=50)&buy=Bullish+Engulfing&sell=SMA+CROSSOVER&show=NABIL',
    );
    expect(strategyFromSearch(params(search), TODAY)).toEqual(state);
    expect(resultsViewFromSearch(params(search))).toEqual({ show: 'NABIL', activeOnly: false });
  });

  it('holds the settings that differ from their defaults: capital, costs, fill and the price exits', () => {
    const settings: StrategyState = {
      ...state,
      initialCapital: '250000',
      costs: 'off',
      fill: 'close',
      stopLossPercent: '8',
      takeProfitPercent: '',
      trailingStopPercent: '12.5',
    };
    const search = strategySearch(settings);
    expect(search).toMatch(
      /&sell=SMA\+CROSSOVER&capital=250000&costs=off&fill=close&stopLoss=8&trailingStop=12\.5$/,
    );
    expect(strategyFromSearch(params(search), TODAY)).toEqual(settings);
    expect(strategySearch(state)).not.toMatch(/capital|costs|fill|stopLoss|takeProfit|trailingStop/);
    expect(strategyFromSearch(params('symbol=NABIL&takeProfit=40&fill=sometime'), TODAY)).toMatchObject({
      takeProfitPercent: '40',
      fill: 'next_open',
      costs: 'dated',
      initialCapital: '100000',
    });
  });

  it("keeps the Costs choice in the link: today's rates, none, or the rates of each date by default", () => {
    const today = strategySearch({ ...state, costs: 'today' });
    expect(today).toContain('&costs=today');
    expect(strategyFromSearch(params(today), TODAY)?.costs).toBe('today');
    expect(strategyFromSearch(params('symbol=NABIL&costs=off'), TODAY)?.costs).toBe('off');
    expect(strategyFromSearch(params('symbol=NABIL&costs=sometimes'), TODAY)?.costs).toBe('dated');
  });

  it('holds a sector and the active filter', () => {
    const sector = { ...state, stockSymbol: '', sector: '58' };
    const search = strategySearch(sector, { activeOnly: true });
    expect(search).toContain('sector=58&from=');
    expect(search).toMatch(/&filter=active$/);
    expect(strategyFromSearch(params(search), TODAY)).toEqual(sector);
    expect(resultsViewFromSearch(params(search))).toEqual({ show: undefined, activeOnly: true });
  });

  it("is the default strategy with the symbol chosen at a screen's link to the page", () => {
    const link = new URL(backtestLinkFor('NABIL'), 'http://localhost');
    expect(link.pathname).toBe(BACKTEST_PATH);
    expect(strategyFromSearch(link.searchParams, TODAY)).toEqual({
      ...defaultStrategyState(TODAY),
      stockSymbol: 'NABIL',
    });
  });

  it('holds a trigger, a zero line and a side that matches any', () => {
    const starts = {
      ...state,
      buyStrategy: [
        { ...defaultIndicatorRule(INDICATOR_RULES[1]!, 'buy'), trigger: 'starts', zero_line: 'off' },
      ],
      sellMatch: 'any' as const,
    };
    const search = strategySearch(starts);
    expect(search).toContain('&buy=MACD(trigger=starts,zero_line=off)&');
    expect(search).toContain('&sellMatch=any');
    expect(search).not.toContain('buyMatch');
    expect(strategyFromSearch(params(search), TODAY)).toEqual(starts);
    expect(strategyFromSearch(params('symbol=NABIL&buyMatch=some'), TODAY)).toMatchObject({
      buyMatch: 'all',
      sellMatch: 'all',
    });
  });

  it("holds the rules of a screen's link: the Fresh Indicator Signals golden cross and its mirror", () => {
    const buy = freshSignalLinkedRule('golden-cross', 'buy');
    const sell = freshSignalLinkedRule('golden-cross', 'sell');
    if (!buy || !sell) throw new Error('no golden-cross rules');
    const link = new URL(backtestLinkFor('NABIL', { buy, sell }), 'http://localhost');
    const read = strategyFromSearch(link.searchParams, TODAY);
    expect(read?.buyStrategy).toEqual([freshSignalStrategyRule('golden-cross', 'buy')]);
    expect(read?.sellStrategy).toEqual([freshSignalStrategyRule('golden-cross', 'sell')]);
    expect(read?.buyStrategy[0]).toMatchObject({ sma1_length: '50', sma2_length: '200', condition: '>' });
    expect(read?.sellStrategy[0]).toMatchObject({ sma1_length: '50', sma2_length: '200', condition: '<' });
    expect(read?.stockSymbol).toBe('NABIL');
    const macd = freshSignalLinkedRule('macd-cross-up', 'buy');
    if (!macd) throw new Error('no macd-cross-up rule');
    const macdLink = new URL(backtestLinkFor('NABIL', { buy: macd, sell: macd }), 'http://localhost');
    expect(strategyFromSearch(macdLink.searchParams, TODAY)?.buyStrategy[0]).toMatchObject({
      name: 'MACD',
      trigger: 'starts',
      zero_line: 'off',
      condition: '>',
    });
  });

  it('is absent from an address without symbol, sector or rules', () => {
    expect(strategyFromSearch(params(''), TODAY)).toBeUndefined();
    expect(strategyFromSearch(params('accesskey=k&from=2020-01-01'), TODAY)).toBeUndefined();
  });

  it('keeps the defaults of what the address leaves out or gets wrong, and one rule a name', () => {
    const read = strategyFromSearch(
      params('symbol=nabil&from=2024-02-30&to=yesterday&buy=RSI&buy=RSI(rsi_value=30)'),
      TODAY,
    );
    expect(read).toEqual({
      ...defaultStrategyState(TODAY),
      stockSymbol: 'NABIL',
      buyStrategy: [{ ...defaultIndicatorRule(INDICATOR_RULES[2]!, 'buy'), rsi_value: '30' }],
    });
  });

  it("reads a scan's link: a filter taken twice is numbered on the page and sent twice under its name", () => {
    const link = backtestLinkForScan({
      rules: [
        { name: 'volume-ratio', multiple: '3', sessions: '7' },
        { name: 'price', min: '100' },
        { name: 'price', max: '5000' },
      ],
      match: 'all',
      sector: NO_SECTOR_ID,
    });
    const read = strategyFromSearch(new URL(link, 'http://localhost').searchParams, TODAY);
    expect(read?.buyStrategy).toEqual([
      { name: 'volume-ratio', multiple: '3', sessions: '7' },
      { name: 'price', min: '100', max: '' },
      { name: 'price 2', min: '', max: '5000' },
    ]);
    const body = backtestRequest(read as StrategyState);
    expect(body.buyStrategy).toEqual([
      { name: 'volume-ratio', multiple: '3', sessions: '7' },
      { name: 'price', min: '100', max: '' },
      { name: 'price', min: '', max: '5000' },
    ]);
    expect(validationMessage(read as StrategyState, writeAd)).toBeUndefined();
    // The page writes the numbered copy back as it read it.
    expect(strategySearch(read as StrategyState)).toContain('buy=price+2(max=5000)');
  });
});
