import { ListScreen } from '../../components/list-screen/list-screen';
import { ListStudy } from '../../components/list-study/list-study';
import { OpenInScanner } from '../../components/open-in-scanner';
import { useScreenRows } from '../../lib/screen-query';
import { VOLUME_SHOCKERS_COLUMNS } from './volume-shockers-columns';

const DEFAULT_SORT = [{ id: 'volDiffPercent', desc: true }];
/** The screen's rule as a scan: the volume at least 2 times (+100 %) the mean of the 7 sessions before. */
const SCAN = [{ filter: 'volume-ratio', multiple: '2', sessions: '7' }];
const STUDY = { screen: 'volume-shockers' };

/** Volume Shockers: stocks trading far more than usual on the latest session. */
export function VolumeShockersPage() {
  return (
    <>
      <ListScreen
        title="Volume Shockers"
        note="Stocks with more volume traded today compared to the average of last 7 trading days"
        method="Today's volume against the mean volume of the symbol's 7 previous sessions, listed at +100 % or more; only symbols that traded on the latest session."
        query={useScreenRows('volumeShockers')}
        columns={VOLUME_SHOCKERS_COLUMNS}
        defaultSort={DEFAULT_SORT}
        csvName="volume-shockers"
        loadingMessage="Loading volume shockers..."
        filters={<OpenInScanner conditions={SCAN} />}
      />
      <ListStudy list={STUDY} csvName="volume-shockers" />
    </>
  );
}
