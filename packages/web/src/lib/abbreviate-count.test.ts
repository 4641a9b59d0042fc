import { describe, expect, it } from 'vitest';
import { abbreviateCount } from './abbreviate-count';

describe('abbreviateCount', () => {
  it('writes M from 1,000,000 and K from 1,000, with one decimal', () => {
    expect(abbreviateCount(1_000_000)).toBe('1.0M');
    expect(abbreviateCount(12_345_678)).toBe('12.3M');
    expect(abbreviateCount(999_999)).toBe('1000.0K');
    expect(abbreviateCount(1_000)).toBe('1.0K');
    expect(abbreviateCount(15_250)).toBe('15.3K');
  });

  it('leaves smaller counts whole, and keeps the sign of a decrease', () => {
    expect(abbreviateCount(999)).toBe('999');
    expect(abbreviateCount(0)).toBe('0');
    expect(abbreviateCount(-2_500)).toBe('-2.5K');
    expect(abbreviateCount(-40)).toBe('-40');
  });
});
