import { epochDay, isoDate } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { tradingDays } from '../market/trading-calendar';
import { scheduleDividends } from './dividend-schedule';
import { Prng } from './prng';
import { SECTOR_PROFILES } from './sector-profiles';

const days = tradingDays(epochDay('2016-01-01'), epochDay('2026-11-20'));

describe('dividend schedule', () => {
  const banks = Array.from({ length: 200 }, (_, k) =>
    scheduleDividends(new Prng(1, k), SECTOR_PROFILES['Commercial Banks'], days, 0),
  ).flat();

  it('books each fiscal year in its AGM season, after a year of trading', () => {
    for (const e of banks) {
      const date = isoDate(days[e.session]!);
      const year = Number(e.fiscalYear.slice(0, 4)) - 56;
      // Fiscal year Y+56/Y+57 (Nepali) ends in July of Y; its book closure is the first session on or
      // after a day of the 200 from 15 September of Y (to 2 or 3 April), later only across a closure.
      expect(e.fiscalYear).toBe(`${year + 56}/${year + 57}`);
      expect(date >= `${year}-09-15`, date).toBe(true);
      expect(isoDate(days[e.session - 1]!) < `${year + 1}-04-03`, date).toBe(true);
      expect(e.session).toBeGreaterThanOrEqual(240);
    }
    const late = scheduleDividends(
      new Prng(1, 0),
      SECTOR_PROFILES['Commercial Banks'],
      days,
      days.length - 100,
    );
    expect(late).toEqual([]);
  });

  it('gives banks a bonus in about half the years, with the 5/95 tax cash part in most of them', () => {
    const bonuses = banks.filter((e) => e.bonusPercent > 0);
    const years = 200 * 11;
    expect(bonuses.length / years).toBeGreaterThan(0.4);
    expect(bonuses.length / years).toBeLessThan(0.6);
    const taxCash = bonuses.filter(
      (e) => e.cashDividendPercent === Math.round((e.bonusPercent * 500) / 95) / 100,
    );
    expect(taxCash.length / bonuses.length).toBeGreaterThan(0.6);
    // 10 % bonus: 0.53 % cash pays the 5 % tax on it.
    expect(bonuses.some((e) => e.bonusPercent === 10 && e.cashDividendPercent === 0.53)).toBe(true);
    expect(banks.some((e) => e.bonusPercent === 0 && e.cashDividendPercent > 0)).toBe(true);
  });

  it('gives mutual funds cash dividends only', () => {
    const funds = Array.from({ length: 50 }, (_, k) =>
      scheduleDividends(new Prng(2, k), SECTOR_PROFILES['Mutual Fund'], days, 0),
    ).flat();
    expect(funds.length).toBeGreaterThan(100);
    expect(funds.every((e) => e.bonusPercent === 0 && e.cashDividendPercent > 0)).toBe(true);
  });
});
