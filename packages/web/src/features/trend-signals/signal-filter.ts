import type { TrendSignal } from '@nepse/contract';
import { filterRows } from '../../components/list-screen/filter-rows';

/** The page's filter buttons (All, Positive, Negative). */
export const SIGNAL_FILTERS = ['all', 'positive', 'negative'] as const;
export type SignalFilter = (typeof SIGNAL_FILTERS)[number];

/** Which of a card's sections a filter shows. */
export interface ShownSections {
  bullish: boolean;
  bearish: boolean;
}

/**
 * Trend Signals filter: Positive keeps the records with at least one positive signal and shows only their
 * bullish section, Negative the mirror, All every record with both; the search keeps the symbols holding it,
 * in any case.
 */
export function filterTrendSignals(
  records: readonly TrendSignal[],
  search: string,
  filter: SignalFilter,
): TrendSignal[] {
  return filterRows(records, search, '').filter(
    (r) =>
      filter === 'all' ||
      (filter === 'positive' ? r.positiveSignals.length > 0 : r.negativeSignals.length > 0),
  );
}

/** The sections a card shows under `filter`. */
export function sectionsShown(filter: SignalFilter): ShownSections {
  return { bullish: filter !== 'negative', bearish: filter !== 'positive' };
}
