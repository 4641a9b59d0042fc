import { defaultStrategy } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { defaultStrategyState } from '../strategy-state';
import { cellStrategy, defaultGrid, sweepableFields, sweepEntry } from './sweep-fields';

const state = {
  ...defaultStrategyState('2025-06-01'),
  stockSymbol: 'NABIL',
  buyStrategy: [
    ...defaultStrategy('buy'),
    { name: 'RSI', condition: '>', rsi_length: '14', rsi_value: '50' },
  ],
  stopLossPercent: '5',
};

describe('the fields a sweep may vary', () => {
  it("lists the rules' number fields, then the exits, named as the server names them", () => {
    const fields = sweepableFields(state);
    expect(fields.map((f) => f.label)).toEqual([
      'Buy rule 1 (SMA): Period',
      'Buy rule 2 (RSI): RSI length',
      'Buy rule 2 (RSI): RSI value',
      'Sell rule 1 (SMA): Period',
      'Stop-loss %',
      'Take-profit %',
      'Trailing stop %',
    ]);
    expect(fields[0]).toMatchObject({ side: 'buy', rule: 0, field: 'value', current: 20, whole: true });
    expect(fields[4]).toMatchObject({ side: 'exit', field: 'stopLossPercent', current: 5 });
    expect(fields[5]!.current).toBeNaN();
  });

  it('starts a grid around the value, whole for a period', () => {
    const [period, , level, , stop, takeProfit] = sweepableFields(state);
    expect(defaultGrid(period!)).toEqual({ from: '10', to: '30', step: '2' });
    expect(defaultGrid(level!)).toEqual({ from: '25', to: '75', step: '5' });
    expect(defaultGrid(stop!)).toEqual({ from: '2.5', to: '7.5', step: '0.5' });
    expect(defaultGrid(takeProfit!)).toEqual({ from: '1', to: '10', step: '1' });
    expect(sweepEntry(period!, { from: ' 5', to: '50', step: '5' })).toEqual({
      side: 'buy',
      rule: 0,
      field: 'value',
      from: '5',
      to: '50',
      step: '5',
    });
    expect(sweepEntry(stop!, defaultGrid(stop!))).not.toHaveProperty('rule');
  });

  it("puts a cell's values into a copy of the strategy", () => {
    const fields = sweepableFields(state);
    const cell = cellStrategy(state, [fields[1]!, fields[4]!], [21, 3]);
    expect(cell.buyStrategy[1]).toMatchObject({ name: 'RSI', rsi_length: '21', rsi_value: '50' });
    expect(cell.stopLossPercent).toBe('3');
    expect(state.buyStrategy[1]).toMatchObject({ rsi_length: '14' });
    expect(state.stopLossPercent).toBe('5');
  });
});
