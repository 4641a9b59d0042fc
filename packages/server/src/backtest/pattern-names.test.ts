import { BEARISH_PATTERNS, BULLISH_PATTERNS, INDECISION_PATTERNS, patternType } from '@nepse/contract';
import { CANDLESTICK_PATTERNS } from '@nepse/core';
import { describe, expect, it } from 'vitest';

// Core may not import the contract, so the spec's pattern names stand in both; the server joins them by name.
describe('candlestick pattern names', () => {
  it("are the same 26 in the contract and in core's catalogue, with the same types", () => {
    const contract = [...BULLISH_PATTERNS, ...BEARISH_PATTERNS, ...INDECISION_PATTERNS];
    expect(CANDLESTICK_PATTERNS.map((p) => p.name).sort()).toEqual([...contract].sort());
    for (const pattern of CANDLESTICK_PATTERNS)
      expect([pattern.name, patternType(pattern.name)]).toEqual([pattern.name, pattern.type]);
  });
});
