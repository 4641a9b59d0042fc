import type { ScreenRowOf } from '@nepse/contract';
import type { ListColumn } from '../../components/list-screen/list-column';
import { symbolColumn } from '../../components/list-screen/symbol-column';

type FiftyTwoWeekRow = ScreenRowOf<'fiftyTwoWeekHighLow'>;

type Kind = FiftyTwoWeekRow['kind'];

/** Each kind as the page names it, in the answer's order (new high first, new low last). */
export const KIND_LABELS: Record<Kind, string> = {
  'new-high': 'New 52W High',
  'near-high': 'Near 52W High',
  'near-low': 'Near 52W Low',
  'new-low': 'New 52W Low',
};

/** How far the LTP is from the previous high or low, in percent of it: above it positive, below it negative. */
export const distancePercent = (row: FiftyTwoWeekRow) => ((row.ltp - row.extreme) / row.extreme) * 100;

/** The table's columns; a symbol opens the stock's page. */
export const FIFTY_TWO_WEEK_COLUMNS: readonly ListColumn<FiftyTwoWeekRow>[] = [
  symbolColumn(),
  { id: 'kind', header: 'Kind', kind: 'text', value: (row) => KIND_LABELS[row.kind] },
  { id: 'ltp', header: 'LTP', kind: 'price', value: (row) => row.ltp },
  { id: 'extreme', header: '52W High / Low', kind: 'price', value: (row) => row.extreme },
  { id: 'extremeDate', header: 'High / Low Date', kind: 'date', value: (row) => row.extremeDate },
  { id: 'distance', header: 'Distance (%)', kind: 'percent', value: distancePercent },
];
