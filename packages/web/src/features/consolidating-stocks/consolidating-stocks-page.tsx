import { ListScreen } from '../../components/list-screen/list-screen';
import { ListStudy } from '../../components/list-study/list-study';
import { OpenInScanner } from '../../components/open-in-scanner';
import { useConsolidatingStocks } from './api/consolidating-stocks-query';
import { CONSOLIDATING_STOCKS_COLUMNS } from './consolidating-stocks-columns';

const DEFAULT_SORT = [{ id: 'symbol', desc: false }];
/** The screen's rule as a scan: the closes of the last 20 sessions within 8 % of their lowest. */
const SCAN = [{ filter: 'range-width', percent: '8', sessions: '20' }];
const STUDY = { screen: 'consolidating-stocks' };

/** Consolidating Stocks: the stocks whose closes have stayed in a narrow range for 20 sessions. */
export function ConsolidatingStocksPage() {
  const query = useConsolidatingStocks();
  // While the list loads the spinner is the whole page (the spec's), so the study waits for it too.
  const loading = query.isFetching && !query.data;
  return (
    <>
      <ListScreen
        title="Consolidating Stocks"
        note="Stocks in consolidation phase"
        method="A stock consolidates when its closes of the last 20 sessions, today's included, stay within 8 % of their lowest: (max close - min close) / min close at most 8 %, on prices adjusted for bonus and right issues. Max and Min Close are those adjusted closes; Current Close is the last traded price. Only symbols that traded on the latest session."
        query={query}
        columns={CONSOLIDATING_STOCKS_COLUMNS}
        defaultSort={DEFAULT_SORT}
        csvName="consolidating-stocks"
        emptyMessage="No consolidating stocks found."
        loadingMessage="Loading consolidating stocks..."
        loadingReplacesPage
        filters={<OpenInScanner conditions={SCAN} />}
      />
      {!loading && <ListStudy list={STUDY} csvName="consolidating-stocks" />}
    </>
  );
}
