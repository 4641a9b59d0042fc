import type { ScreenRowOf } from '@nepse/contract';
import type { ListColumn } from '../../components/list-screen/list-column';
import { symbolColumn } from '../../components/list-screen/symbol-column';

type VolumeShocker = ScreenRowOf<'volumeShockers'>;

/** Volume Shockers: the table's columns; a symbol opens the back-test page with it chosen. */
export const VOLUME_SHOCKERS_COLUMNS: readonly ListColumn<VolumeShocker>[] = [
  symbolColumn(),
  {
    id: 'volDiffPercent',
    header: 'Volume Increase (%)',
    kind: 'percent',
    value: (row) => row.volDiffPercent,
  },
  { id: 'volume', header: "Today's Volume", kind: 'count', value: (row) => row.volume },
  { id: 'averageVolume', header: '7d Avg. Volume', kind: 'count', value: (row) => row.averageVolume },
  { id: 'closePrice', header: 'LTP', kind: 'price', value: (row) => row.closePrice },
  { id: 'averageClose', header: '7D. Avg. LTP', kind: 'price', value: (row) => row.averageClose },
];
