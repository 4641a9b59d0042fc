import {
  API_PATHS,
  backtestRequestSchema,
  defaultIndicatorRule,
  INDICATOR_RULES,
  NO_TARGET_MESSAGE,
  nepalDate,
  parseBacktestRequest,
} from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format';
import { addRuleCopy } from './rule-list';
import {
  backtestPath,
  backtestRequest,
  defaultStrategyState,
  NO_RULES_MESSAGE,
  validationMessage,
} from './strategy-state';

/** Dates written as the AD pages write them. */
const writeAd = (date: string) => formatDate(date, 'ad');

const SMA = INDICATOR_RULES[0]!;

describe('the strategy state', () => {
  it('starts on 23 June of last year to today, no symbol, no sector, SMA on each side', () => {
    expect(defaultStrategyState('2026-01-05')).toEqual({
      stockSymbol: '',
      sector: '0',
      from: '2025-06-23',
      to: '2026-01-05',
      buyStrategy: [
        { name: 'SMA', condition: '>', trigger: 'while', value: '20', source: 'close', sma_source: 'close' },
      ],
      sellStrategy: [
        { name: 'SMA', condition: '<', trigger: 'while', value: '20', source: 'close', sma_source: 'close' },
      ],
      buyMatch: 'all',
      sellMatch: 'all',
      initialCapital: '100000',
      costs: 'dated',
      fill: 'next_open',
      stopLossPercent: '',
      takeProfitPercent: '',
      trailingStopPercent: '',
      // A sector run is per stock; the portfolio's settings at their defaults.
      mode: 'per-stock',
      maxPositions: '10',
      sizing: 'equal',
      sizingPercent: '10',
      rankBy: 'return-20',
    });
  });

  it('checks the rules first, then the stock or sector', () => {
    const state = defaultStrategyState('2026-01-05');
    expect(validationMessage({ ...state, buyStrategy: [] }, writeAd)).toBe(NO_RULES_MESSAGE);
    expect(validationMessage({ ...state, sellStrategy: [] }, writeAd)).toBe(
      'Please select atleast one buy and sell strategy',
    );
    expect(validationMessage(state, writeAd)).toBe('Please select a stock or a sector');
    expect(validationMessage({ ...state, stockSymbol: '   ' }, writeAd)).toBe(NO_TARGET_MESSAGE);
    expect(validationMessage({ ...state, stockSymbol: 'NABIL' }, writeAd)).toBeUndefined();
    expect(validationMessage({ ...state, sector: '58' }, writeAd)).toBeUndefined();
  });

  it('then refuses what the page marks: From after To, a wrong rule field, capital or exit', () => {
    const state = { ...defaultStrategyState('2026-01-05'), stockSymbol: 'NABIL' };
    expect(validationMessage({ ...state, from: '2026-02-01' }, writeAd)).toBe(
      'From (2026-02-01) is after To (2026-01-05): pick a From on or before To.',
    );
    const sma = { ...state.sellStrategy[0]!, value: '2.5' };
    expect(validationMessage({ ...state, sellStrategy: [sma] }, writeAd)).toBe(
      'Sell rule "SMA": Period must be a whole number from 1 to 2000.',
    );
    expect(validationMessage({ ...state, initialCapital: 'lots' }, writeAd)).toMatch(
      /^Initial capital must be/,
    );
    expect(validationMessage({ ...state, trailingStopPercent: '100' }, writeAd)).toMatch(
      /^Trailing stop must be/,
    );
    expect(
      validationMessage({ ...state, stopLossPercent: '5', takeProfitPercent: '1000' }, writeAd),
    ).toBeUndefined();
  });

  it('goes to the symbol call without a sector and to the sector call with one', () => {
    const state = defaultStrategyState('2026-01-05');
    expect(backtestPath({ ...state, stockSymbol: 'NABIL' })).toBe(API_PATHS.backtest);
    expect(backtestPath({ ...state, sector: '4' })).toBe(API_PATHS.backtestSector);
  });

  it('sends the dates as the instants of their Nepal midnight and copies under their names', () => {
    const state = {
      ...defaultStrategyState('2026-01-05'),
      stockSymbol: ' NABIL ',
      buyStrategy: addRuleCopy(
        [defaultIndicatorRule(SMA, 'buy')],
        { kind: 'indicator', definition: SMA },
        'buy',
      ),
    };
    const body = backtestRequest(state);
    expect(body.from).toBe('2025-06-22T18:15:00.000Z');
    expect(body.to).toBe('2026-01-04T18:15:00.000Z');
    expect(nepalDate(body.from)).toBe('2025-06-23');
    expect(body.stockSymbol).toBe('NABIL');
    expect(body.buyStrategy.map((r) => r.name)).toEqual(['SMA', 'SMA']);
    expect(body).toMatchObject({ initialCapital: 100_000, costs: 'dated', fill: 'next_open' });
    expect(body).toMatchObject({ buyMatch: 'all', sellMatch: 'all' });
    expect(backtestRequest({ ...state, sellMatch: 'any' })).toMatchObject({
      buyMatch: 'all',
      sellMatch: 'any',
    });
    expect(body).not.toHaveProperty('stopLossPercent');
    expect(backtestRequestSchema.safeParse(body).success).toBe(true);
  });

  it('sends the settings as numbers and only the price exits that are on', () => {
    const state = {
      ...defaultStrategyState('2026-01-05'),
      stockSymbol: 'NABIL',
      initialCapital: ' 250000 ',
      costs: 'off' as const,
      fill: 'close' as const,
      takeProfitPercent: '40',
      trailingStopPercent: ' 12.5 ',
    };
    const body = backtestRequest(state);
    expect(body).toMatchObject({
      initialCapital: 250_000,
      costs: 'off',
      fill: 'close',
      takeProfitPercent: 40,
      trailingStopPercent: 12.5,
    });
    expect(body).not.toHaveProperty('stopLossPercent');
    const parsed = parseBacktestRequest(body);
    expect(parsed.ok && parsed.value.stopLossPercent).toBeNull();
  });
});
