import { describe, expect, it } from 'vitest';
import { epochDay } from '../dates';
import { COMMISSION_ROWS, PRICE_BAND_ROWS, TAX_ROWS } from './rulebook';
import { commissionRowOn, priceBandOn, taxRowOn } from './rules-on';

const on = (iso: string) => epochDay(iso);

describe('the rulebook by date', () => {
  it('gives the commission row in force on each side of 2020-12-27 and 2024-05-14', () => {
    expect(COMMISSION_ROWS[commissionRowOn(on('1990-01-01'))]!.from).toBe('1995-07-20');
    expect(COMMISSION_ROWS[commissionRowOn(on('2020-12-26'))]!.value).toEqual([
      0.006, 0.0055, 0.005, 0.0045, 0.004,
    ]);
    expect(COMMISSION_ROWS[commissionRowOn(on('2020-12-27'))]!.value).toEqual([
      0.004, 0.0037, 0.0034, 0.003, 0.0027,
    ]);
    expect(COMMISSION_ROWS[commissionRowOn(on('2024-05-13'))]!.from).toBe('2020-12-27');
    // Today's row: 0.306 % and 0.243 %, not SEBON's rounded proposal of 0.31 % and 0.24 %.
    expect(COMMISSION_ROWS[commissionRowOn(on('2024-05-14'))]!.value).toEqual([
      0.0036, 0.0033, 0.00306, 0.0027, 0.00243,
    ]);
  });

  it('gives the tax regime of the sale date on each side of 2021-07-16 and 2026-07-17', () => {
    expect(TAX_ROWS[taxRowOn(on('2021-07-15'))]!.value).toMatchObject({ shortTerm: 0.05, longTerm: 0.05 });
    expect(TAX_ROWS[taxRowOn(on('2021-07-16'))]!.value).toMatchObject({ shortTerm: 0.075, longTerm: 0.05 });
    expect(TAX_ROWS[taxRowOn(on('2026-07-16'))]!.from).toBe('2021-07-16');
    expect(TAX_ROWS[taxRowOn(on('2026-07-17'))]!.value).toMatchObject({ shortTerm: 0.1, longTerm: 0.075 });
  });

  it('gives the band of 10 % until 2026-04-19 and 15 % from 2026-04-20', () => {
    expect(priceBandOn(on('2000-01-01'))).toBe(10);
    expect(priceBandOn(on('2026-04-19'))).toBe(10);
    expect(priceBandOn(on('2026-04-20'))).toBe(15);
    expect(PRICE_BAND_ROWS).toHaveLength(2);
  });

  it('has every dated row in order, each with a source', () => {
    for (const rows of [COMMISSION_ROWS, TAX_ROWS, PRICE_BAND_ROWS]) {
      const days = rows.map((r) => on(r.from));
      expect(days.every(Number.isFinite)).toBe(true);
      expect([...days].sort((a, b) => a - b)).toEqual(days);
      for (const r of rows) expect(r.source.length).toBeGreaterThan(10);
    }
  });
});
