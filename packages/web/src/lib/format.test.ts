import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDateTime,
  formatMoney,
  formatPercent,
  formatPrice,
  formatRatio,
  formatShares,
} from './format';

describe('the number formats', () => {
  it('prefix money with Rs and keep 2 decimals', () => {
    expect(formatMoney(100000)).toBe('Rs 100,000.00');
    expect(formatMoney(-1234.5)).toBe('Rs -1,234.50');
    expect(formatMoney(0.005)).toBe('Rs 0.01');
    expect(formatMoney(null)).toBe('—');
  });

  it('show percentages, prices and ratios with 2 decimals', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(-0.1)).toBe('-0.10%');
    expect(formatPercent(null)).toBe('—');
    expect(formatPrice(1234.5)).toBe('1,234.50');
    expect(formatRatio(1.23456)).toBe('1.23');
    expect(formatCount(12500)).toBe('12,500');
    expect(formatShares(1250)).toBe('1,250');
    expect(formatShares(120 / 1.1)).toBe('109.09');
  });
});

describe('formatDateTime', () => {
  it('writes the date in the chosen calendar and keeps the time', () => {
    expect(formatDateTime('2026-11-27 14:59:59', 'ad')).toBe('2026-11-27 14:59:59');
    // Mangsir 1, 2083 BS is 17 November 2026; Poush 17, 2081 BS is 1 January 2025.
    expect(formatDateTime('2026-11-27 14:59:59', 'bs')).toBe('2083-08-11 14:59:59');
    expect(formatDateTime('2025-01-01 11:00:05', 'bs')).toBe('2081-09-17 11:00:05');
  });
});
