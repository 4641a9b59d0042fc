import {
  API_PATHS,
  backtestRequestSchema,
  defaultIndicatorRule,
  INDICATOR_RULES,
  nepalDate,
} from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { addIndicatorCopy } from './rule-list';
import {
  backtestPath,
  backtestRequest,
  defaultStrategyState,
  NO_RULES_MESSAGE,
  NO_TARGET_MESSAGE,
  validationMessage,
} from './strategy-state';

const SMA = INDICATOR_RULES[0]!;

describe('the strategy state', () => {
  it('starts on 23 June of last year to today, no symbol, no sector, SMA on each side', () => {
    expect(defaultStrategyState('2026-01-05')).toEqual({
      stockSymbol: '',
      sector: '0',
      from: '2025-06-23',
      to: '2026-01-05',
      buyStrategy: [{ name: 'SMA', condition: '>', value: '20', source: 'close', sma_source: 'close' }],
      sellStrategy: [{ name: 'SMA', condition: '<', value: '20', source: 'close', sma_source: 'close' }],
    });
  });

  it('checks the rules first, then the stock or sector (spec section 5)', () => {
    const state = defaultStrategyState('2026-01-05');
    expect(validationMessage({ ...state, buyStrategy: [] })).toBe(NO_RULES_MESSAGE);
    expect(validationMessage({ ...state, sellStrategy: [] })).toBe(
      'Please select atleast one buy and sell strategy',
    );
    expect(validationMessage(state)).toBe('Please select a stock or a sector');
    expect(validationMessage({ ...state, stockSymbol: '   ' })).toBe(NO_TARGET_MESSAGE);
    expect(validationMessage({ ...state, stockSymbol: 'NABIL' })).toBeUndefined();
    expect(validationMessage({ ...state, sector: '58' })).toBeUndefined();
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
      buyStrategy: addIndicatorCopy([defaultIndicatorRule(SMA, 'buy')], SMA, 'buy'),
    };
    const body = backtestRequest(state);
    expect(body.from).toBe('2025-06-22T18:15:00.000Z');
    expect(body.to).toBe('2026-01-04T18:15:00.000Z');
    expect(nepalDate(body.from)).toBe('2025-06-23');
    expect(body.stockSymbol).toBe('NABIL');
    expect(body.buyStrategy.map((r) => r.name)).toEqual(['SMA', 'SMA']);
    expect(backtestRequestSchema.safeParse(body).success).toBe(true);
  });
});
