import { FILTER_RULES, INDICATOR_RULES } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { CONDITION_CATALOG, searchCatalog } from './condition-catalog';

describe('the list conditions are added from', () => {
  it('holds every filter, indicator rule, the 26 patterns and the two general ones, each once', () => {
    expect(CONDITION_CATALOG).toHaveLength(FILTER_RULES.length + INDICATOR_RULES.length + 26 + 2);
    expect(new Set(CONDITION_CATALOG.map((e) => e.name)).size).toBe(CONDITION_CATALOG.length);
    expect(CONDITION_CATALOG[0]?.group).toBe('Filters');
  });

  it('finds entries holding every word typed, in any case, in list order', () => {
    expect(searchCatalog('  ').length).toBe(CONDITION_CATALOG.length);
    expect(searchCatalog('VOLUME ratio').map((e) => e.name)).toEqual(['volume-ratio']);
    expect(searchCatalog('bullish engulf').map((e) => e.name)).toEqual(['Bullish Engulfing']);
    expect(searchCatalog('crossover').map((e) => e.name)).toEqual(
      INDICATOR_RULES.filter((r) =>
        /crossover/i.test(`${r.name} ${r.fields.map((f) => f.label).join(' ')}`),
      ).map((r) => r.name),
    );
    expect(searchCatalog('zzz')).toEqual([]);
  });
});
