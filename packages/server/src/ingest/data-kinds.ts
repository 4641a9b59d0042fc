import { companyPrices } from './kinds/company-prices';
import { corporateActions } from './kinds/corporate-actions';
import type { DataKind } from './kinds/data-kind';
import { indexHistory } from './kinds/index-history';
import { longPrices } from './kinds/long-prices';
import { priceAdjustments } from './kinds/price-adjustments';
import { sectorIndexHistory } from './kinds/sector-index-history';
import { securities } from './kinds/securities';

/** Every kind of data file the import reads, in the order headers are tried. */
export const DATA_KINDS: readonly DataKind[] = [
  longPrices,
  companyPrices,
  priceAdjustments,
  corporateActions,
  securities,
  // Before the index history: a sub-index file with open, high and low columns is still a sector's.
  sectorIndexHistory,
  indexHistory,
];

/**
 * Files that look like data but are not: quality_flags.csv lists rows the import's own checks find again (and
 * report as warnings), so it is skipped with this reason rather than read.
 */
export function notDataReason(header: readonly string[]): string | undefined {
  if (header.includes('flag') && header.includes('symbol') && header.includes('date')) {
    return 'quality flags, not a data kind (the import finds and reports these rows itself)';
  }
  return undefined;
}

/** The kind whose header this is, if any. */
export function kindOf(header: readonly string[]): DataKind | undefined {
  return DATA_KINDS.find((k) => k.matches(header));
}
