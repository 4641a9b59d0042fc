import type { Transaction } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { commissionRows, fillNotes, taxRow } from './rows-paid';

const trade = (change: Partial<Transaction>): Transaction => ({
  buy_date: '2024-05-13',
  buy_price: 500,
  sell_date: '2024-06-03',
  sell_price: 500,
  profit: -10,
  profit_percentage: -0.1,
  quantity: 10,
  fees: 10,
  ...change,
});

describe('the rulebook rows a trade paid', () => {
  it('names one commission row, or both across a change, and the tax regime', () => {
    const across = trade({
      rules: { commission: { buy: '2020-12-27', sell: '2024-05-14' }, tax: '2021-07-16' },
    });
    expect(commissionRows(across)).toBe('2020-12-27/2024-05-14');
    expect(taxRow(across)).toBe('2021-07-16');
    const same = trade({
      rules: { commission: { buy: '2024-05-14', sell: '2024-05-14' }, tax: '2021-07-16' },
    });
    expect(commissionRows(same)).toBe('2024-05-14');
    const open = trade({ rules: { commission: { buy: '2024-05-14', sell: null }, tax: null } });
    expect([commissionRows(open), taxRow(open)]).toEqual(['2024-05-14', null]);
    const off = trade({ rules: { commission: { buy: null, sell: null }, tax: null } });
    expect([commissionRows(off), taxRow(off)]).toEqual([null, null]);
  });

  it('notes a wait at the band and a fill at a close for want of an open', () => {
    expect(fillNotes(trade({ waited_sessions: 0, buy_fill: 'open', sell_fill: 'open' }))).toEqual([]);
    expect(
      fillNotes(trade({ waited_sessions: 2, buy_fill: 'close-without-open', sell_fill: 'level' })),
    ).toEqual([
      'Waited 2 sessions locked at the price band',
      'Bought at the close: no real open that session',
    ]);
  });
});
