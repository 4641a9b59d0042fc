import type { ListColumn } from '../../components/list-screen/list-column';
import { symbolColumn } from '../../components/list-screen/symbol-column';
import type { WatchRow } from './lib/watch-rows';

const DASH = '—';
const orDash = (value: number | null): number | string => value ?? DASH;
const joined = (texts: readonly string[]) => (texts.length === 0 ? DASH : texts.join(', '));

/** The watchlist's columns: the symbol with its star (which takes it off the list), then each figure. */
export const WATCH_COLUMNS: readonly ListColumn<WatchRow>[] = [
  symbolColumn(),
  { id: 'ltp', header: 'LTP', kind: 'price', value: (row) => orDash(row.ltp) },
  { id: 'changePercent', header: 'Change (%)', kind: 'percent', value: (row) => orDash(row.changePercent) },
  { id: 'rating', header: 'Technical rating', kind: 'text', value: (row) => row.rating ?? DASH },
  { id: 'fromHigh', header: 'From 52-week high (%)', kind: 'percent', value: (row) => orDash(row.fromHigh) },
  { id: 'screens', header: 'Screens today', kind: 'text', value: (row) => joined(row.screens) },
  { id: 'signals', header: 'Fresh signals', kind: 'text', value: (row) => joined(row.signals) },
];
