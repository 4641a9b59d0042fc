import type { Transaction } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { tradeMarkers, tradeNotes } from './price-chart';

const trade = (buy: string, sell: string, exit: Transaction['exit_reason']): Transaction => ({
  buy_date: buy,
  buy_price: 512.3,
  sell_date: sell,
  sell_price: 540.1,
  profit: sell === 'Waiting' ? null : 100,
  profit_percentage: sell === 'Waiting' ? null : 1,
  quantity: 190,
  fees: 10,
  exit_reason: exit,
});

describe("the price chart's trades", () => {
  const trades = [trade('2025-07-01', '2025-07-09', 'stop-loss'), trade('2025-07-09', 'Waiting', null)];

  it('are arrows without text, an open position with its buy only', () => {
    const markers = tradeMarkers(trades);
    expect(markers.map((m) => [m.time, m.shape])).toEqual([
      ['2025-07-01', 'arrowUp'],
      ['2025-07-09', 'arrowDown'],
      ['2025-07-09', 'arrowUp'],
    ]);
    expect(markers.every((m) => m.text === undefined)).toBe(true);
  });

  it('are told in words for the session under the cursor, a sale and a buy on one session together', () => {
    expect(Object.fromEntries(tradeNotes(trades))).toEqual({
      '2025-07-01': 'Bought 190 at 512.30',
      '2025-07-09': 'Sold 190 at 540.10 (Stop-loss); Bought 190 at 512.30',
    });
  });
});
