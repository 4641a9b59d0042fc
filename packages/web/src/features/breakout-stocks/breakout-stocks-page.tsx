import { ListScreen } from '../../components/list-screen/list-screen';
import { ListStudy } from '../../components/list-study/list-study';
import { OpenInScanner } from '../../components/open-in-scanner';
import { useScreenRows } from '../../lib/screen-query';
import { BREAKOUT_STOCKS_COLUMNS } from './breakout-stocks-columns';

const DEFAULT_SORT = [{ id: 'symbol', desc: false }];
/** The screen's rule as a scan: a close above the highest close of the 50 sessions before it, in the last 5. */
const SCAN = [{ filter: 'breakout', lookback: '50', within: '5' }];
const STUDY = { screen: 'breakout-stocks' };

/** Breakout Stocks: the stocks that closed above their 50-session high in the last week. */
export function BreakoutStocksPage() {
  return (
    <>
      <ListScreen
        title="Breakout Stocks"
        note="Stocks breaking out of key levels"
        method="A stock breaks out when it closes above the highest close of the 50 sessions before, on prices adjusted for bonus and right issues; listed when that happened on one of its last 5 sessions, dated by the latest such session. Only symbols that traded on the latest session; LTP is the last traded price."
        query={useScreenRows('breakoutStocks')}
        columns={BREAKOUT_STOCKS_COLUMNS}
        defaultSort={DEFAULT_SORT}
        csvName="breakout-stocks"
        loadingMessage="Loading breakout stocks..."
        filters={<OpenInScanner conditions={SCAN} />}
      />
      <ListStudy list={STUDY} csvName="breakout-stocks" />
    </>
  );
}
