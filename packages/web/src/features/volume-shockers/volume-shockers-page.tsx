import { ListScreen } from '../../components/list-screen/list-screen';
import { useScreenRows } from '../../lib/screen-query';
import { VOLUME_SHOCKERS_COLUMNS } from './volume-shockers-columns';

const DEFAULT_SORT = [{ id: 'volDiffPercent', desc: true }];

/** Volume Shockers: stocks trading far more than usual on the latest session. */
export function VolumeShockersPage() {
  return (
    <ListScreen
      title="Volume Shockers"
      note="Stocks with more volume traded today compared to the average of last 7 trading days"
      method="Today's volume against the mean volume of the symbol's 7 previous sessions, listed at +100 % or more; only symbols that traded on the latest session."
      query={useScreenRows('volumeShockers')}
      columns={VOLUME_SHOCKERS_COLUMNS}
      defaultSort={DEFAULT_SORT}
      csvName="volume-shockers"
      loadingMessage="Loading volume shockers..."
    />
  );
}
