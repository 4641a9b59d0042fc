import { SIGNAL_FILTERS, type SignalFilter } from './signal-filter';

/** What a person chose on the Trend Signals page, kept in the page address so that a view can be shared. */
export interface TrendSignalsView {
  search: string;
  filter: SignalFilter;
}

/** Address parameters: `q` the symbol search (as the list screens), `filter` positive or negative (All is none). */
const SEARCH = 'q';
const FILTER = 'filter';

/** The view an address holds; what it leaves out (or names wrongly) keeps its default. */
export function trendSignalsViewFrom(params: URLSearchParams): TrendSignalsView {
  const filter = params.get(FILTER);
  return {
    search: params.get(SEARCH) ?? '',
    filter: SIGNAL_FILTERS.find((f) => f === filter) ?? 'all',
  };
}

/** `params` with the view written in (defaults left out), other parameters kept. */
export function withTrendSignalsView(params: URLSearchParams, view: TrendSignalsView): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(SEARCH);
  next.delete(FILTER);
  if (view.search !== '') next.set(SEARCH, view.search);
  if (view.filter !== 'all') next.set(FILTER, view.filter);
  return next;
}
