import type { Transaction } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { buyFill, exitReasonLabel, sellFill } from './transaction-fills';

const trade: Transaction = {
  buy_date: '2025-07-01',
  buy_price: 500,
  sell_date: '2025-09-01',
  sell_price: 560,
  profit: 1000,
  profit_percentage: 10,
  quantity: 120,
  fees: 50,
};

describe("a trade's fills", () => {
  it('read the traded prices and shares when the server sent them (a 20 % bonus issue between buy and sale)', () => {
    const split = {
      ...trade,
      buy_price_traded: 600,
      buy_quantity_traded: 100,
      sell_price_traded: 560,
      sell_quantity_traded: 120,
    };
    expect(buyFill(split, 'traded')).toEqual({ price: 600, quantity: 100 });
    expect(sellFill(split, 'traded')).toEqual({ price: 560, quantity: 120 });
    expect(buyFill(split, 'adjusted')).toEqual({ price: 500, quantity: 120 });
    expect(sellFill(split, 'adjusted')).toEqual({ price: 560, quantity: 120 });
  });

  it('fall back on the adjusted ones without traded fields', () => {
    expect(buyFill(trade, 'traded')).toEqual({ price: 500, quantity: 120 });
    expect(sellFill(trade, 'traded')).toEqual({ price: 560, quantity: 120 });
  });

  it('say why a trade closed, and nothing for an open one or an answer without the field', () => {
    expect(exitReasonLabel({ ...trade, exit_reason: 'trailing-stop' })).toBe('Trailing stop');
    expect(exitReasonLabel({ ...trade, exit_reason: 'signal' })).toBe('Sell signal');
    expect(exitReasonLabel({ ...trade, exit_reason: null })).toBeUndefined();
    expect(exitReasonLabel(trade)).toBeUndefined();
  });
});
