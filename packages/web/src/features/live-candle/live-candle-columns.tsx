import type { ListColumn } from '../../components/list-screen/list-column';
import { symbolColumn } from '../../components/list-screen/symbol-column';
import type { LiveCandle } from './live-candle';

/** Live Candle's table: its columns; a symbol opens its stock page, its star watches it. */
export const LIVE_CANDLE_COLUMNS: readonly ListColumn<LiveCandle>[] = [
  symbolColumn(),
  { id: 'open', header: 'Open', kind: 'price', value: (row) => row.open },
  { id: 'high', header: 'High', kind: 'price', value: (row) => row.high },
  { id: 'low', header: 'Low', kind: 'price', value: (row) => row.low },
  { id: 'close', header: 'Close', kind: 'price', value: (row) => row.close },
  { id: 'change', header: 'Change', kind: 'price', value: (row) => row.change },
  { id: 'changePercent', header: 'Change (%)', kind: 'percent', value: (row) => row.changePercent },
  { id: 'volume', header: 'Volume', kind: 'count', value: (row) => row.volume },
];
