import {
  BEARISH_PATTERNS,
  BULLISH_PATTERNS,
  FILTER_RULES,
  GENERAL_PATTERNS,
  INDECISION_PATTERNS,
  INDICATOR_RULES,
} from '@nepse/contract';

/** One entry of the list conditions are added from: the name it adds, its group and a line saying what it is. */
export interface CatalogEntry {
  name: string;
  /** What the list shows: a filter's label, else the rule's or pattern's name. */
  label: string;
  group: string;
  description: string;
}

/**
 * Everything a scan can ask, in the list's order: the filters (from the filter table), the back-test's indicator
 * rules (from the rule table), the candlestick patterns by type and the two general pattern rules.
 */
export const CONDITION_CATALOG: readonly CatalogEntry[] = [
  ...FILTER_RULES.map((f) => ({
    name: f.name,
    label: f.label,
    group: 'Filters',
    description: f.description,
  })),
  ...INDICATOR_RULES.map((r) => ({
    name: r.name,
    label: r.name,
    group: 'Indicator rules',
    description: r.fields.map((f) => f.label).join(', '),
  })),
  ...BULLISH_PATTERNS.map((name) => ({
    name,
    label: name,
    group: 'Bullish patterns',
    description: 'Bullish candlestick pattern',
  })),
  ...BEARISH_PATTERNS.map((name) => ({
    name,
    label: name,
    group: 'Bearish patterns',
    description: 'Bearish candlestick pattern',
  })),
  ...INDECISION_PATTERNS.map((name) => ({
    name,
    label: name,
    group: 'Indecision patterns',
    description: 'Indecision pattern, confirmed by the next close',
  })),
  ...GENERAL_PATTERNS.map((name) => ({
    name,
    label: `Any ${name.toLowerCase()} pattern`,
    group: 'General patterns',
    description: `Any of the ${name.toLowerCase()} candlestick patterns`,
  })),
];

/** The entries whose label, name, group or description holds every word of `query` (any case), in list order. */
export function searchCatalog(query: string): CatalogEntry[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return CONDITION_CATALOG.filter((entry) => {
    const text = `${entry.label} ${entry.name} ${entry.group} ${entry.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
