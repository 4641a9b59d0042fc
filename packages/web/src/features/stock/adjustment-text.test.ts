import { describe, expect, it } from 'vitest';
import { adjustmentText } from './adjustment-text';

describe('adjustmentText', () => {
  it('names the kind, the declared shares, the factor to 4 decimals and the book closure', () => {
    expect(
      adjustmentText({
        date: '2023-01-02',
        bookClosure: '2023-01-01',
        kind: 'bonus-right',
        factor: 1.185,
        bonusPercent: 18.5,
        rightPercent: 10,
      }),
    ).toBe('Bonus and right (18.5% bonus, 10% right) · factor 1.1850 · book closure 2023-01-01');
    expect(
      adjustmentText({
        date: '2023-01-02',
        bookClosure: '2023-01-02',
        kind: 'adjustment',
        factor: 1.0601,
        bonusPercent: 0,
        rightPercent: 0,
      }),
    ).toBe('Price adjustment · factor 1.0601 · book closure 2023-01-02');
  });
});
