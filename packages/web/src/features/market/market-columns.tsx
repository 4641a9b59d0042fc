import type { MarketOverviewResponse, MoverRow, RelativeStrengthRow } from '@nepse/contract';
import type { ListColumn } from '../../components/list-screen/list-column';
import { symbolColumn } from '../../components/list-screen/symbol-column';
import { NO_VALUE } from '../../lib/format';

type SectorRow = MarketOverviewResponse['sectors'][number];

/** A number that may be missing, shown as the tables' dash. */
const orNone = (value: number | null) => value ?? NO_VALUE;

/** The movers' tables' columns. */
export const MOVER_COLUMNS: readonly ListColumn<MoverRow>[] = [
  symbolColumn(),
  { id: 'ltp', header: 'LTP', kind: 'price', value: (row) => row.ltp },
  { id: 'changePercent', header: 'Change (%)', kind: 'percent', value: (row) => row.changePercent },
  { id: 'volume', header: 'Volume', kind: 'count', value: (row) => row.volume },
  { id: 'turnover', header: 'Turnover (Rs)', kind: 'count', value: (row) => row.turnover },
];

/** The relative-strength table's columns: the rank, then the blend's parts in percent. */
export const RS_COLUMNS: readonly ListColumn<RelativeStrengthRow>[] = [
  symbolColumn(),
  { id: 'rank', header: 'RS rank', kind: 'text', value: (row) => row.rank.toFixed(1) },
  { id: 'sector', header: 'Sector', kind: 'text', value: (row) => row.sector ?? '' },
  { id: 'ltp', header: 'LTP', kind: 'price', value: (row) => row.ltp },
  { id: 'short', header: '20 sessions (%)', kind: 'percent', value: (row) => row.short },
  { id: 'medium', header: '60 sessions (%)', kind: 'percent', value: (row) => row.medium },
  { id: 'long', header: '240 sessions (%)', kind: 'percent', value: (row) => row.long },
  { id: 'sma50', header: 'Above SMA 50 (%)', kind: 'percent', value: (row) => row.sma50 },
  { id: 'sma200', header: 'Above SMA 200 (%)', kind: 'percent', value: (row) => row.sma200 },
];

/** The sector table's columns: level, returns and the session's breadth. */
export const SECTOR_COLUMNS: readonly ListColumn<SectorRow>[] = [
  { id: 'name', header: 'Sector', kind: 'text', value: (row) => row.name },
  { id: 'close', header: 'Index', kind: 'price', value: (row) => orNone(row.close) },
  { id: 'day', header: '1 day (%)', kind: 'percent', value: (row) => orNone(row.returns.day) },
  { id: 'week', header: '1 week (%)', kind: 'percent', value: (row) => orNone(row.returns.week) },
  { id: 'month', header: '1 month (%)', kind: 'percent', value: (row) => orNone(row.returns.month) },
  {
    id: 'threeMonths',
    header: '3 months (%)',
    kind: 'percent',
    value: (row) => orNone(row.returns.threeMonths),
  },
  { id: 'year', header: '1 year (%)', kind: 'percent', value: (row) => orNone(row.returns.year) },
  { id: 'advancing', header: 'Advancing', kind: 'count', value: (row) => row.breadth.advancing },
  { id: 'declining', header: 'Declining', kind: 'count', value: (row) => row.breadth.declining },
  { id: 'unchanged', header: 'Unchanged', kind: 'count', value: (row) => row.breadth.unchanged },
  { id: 'indexName', header: 'Index used', kind: 'text', value: (row) => row.indexName },
];
