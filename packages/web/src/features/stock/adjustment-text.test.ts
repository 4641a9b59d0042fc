import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format';
import { adjustmentText } from './adjustment-text';

describe('adjustmentText', () => {
  it('names the kind, the declared shares, the factor to 4 decimals and the book closure', () => {
    expect(
      adjustmentText(
        {
          date: '2023-01-02',
          bookClosure: '2023-01-01',
          kind: 'bonus-right',
          factor: 1.185,
          bonusPercent: 18.5,
          rightPercent: 10,
        },
        (date) => formatDate(date, 'ad'),
      ),
    ).toBe('Bonus and right (18.5% bonus, 10% right) · factor 1.1850 · book closure 2023-01-01');
    expect(
      adjustmentText(
        {
          date: '2023-01-02',
          bookClosure: '2023-01-02',
          kind: 'adjustment',
          factor: 1.0601,
          bonusPercent: 0,
          rightPercent: 0,
        },
        (date) => formatDate(date, 'ad'),
      ),
    ).toBe('Price adjustment · factor 1.0601 · book closure 2023-01-02');
  });

  it('writes the book closure in the chosen calendar', () => {
    // 2 January 2023 is Poush 18, 2079 BS.
    const event = {
      date: '2023-01-03',
      bookClosure: '2023-01-02',
      kind: 'bonus',
      factor: 1.1,
      bonusPercent: 10,
      rightPercent: 0,
    } as const;
    expect(adjustmentText(event, (date) => formatDate(date, 'bs'))).toBe(
      'Bonus (10% bonus) · factor 1.1000 · book closure 2079-09-18',
    );
  });
});
