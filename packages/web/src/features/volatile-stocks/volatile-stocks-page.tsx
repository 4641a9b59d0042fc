import { ListScreen } from '../../components/list-screen/list-screen';
import { ListStudy } from '../../components/list-study/list-study';
import { useVolatileStocks } from './api/volatile-stocks-query';
import { VOLATILE_STOCKS_COLUMNS } from './volatile-stocks-columns';

const DEFAULT_SORT = [{ id: 'volatility', desc: true }];
const STUDY = { screen: 'volatile-stocks' };

/** Volatile Stocks: the stocks whose daily returns swing the most, most volatile first. */
export function VolatileStocksPage() {
  return (
    <>
      <ListScreen
        title="Volatile Stocks"
        note="Stocks with high price volatility"
        method="Volatility is the standard deviation (population) of a stock's last 20 daily returns of the close, in percent, on prices adjusted for bonus and right issues; the quarter of the stocks with at least 21 sessions that are most volatile is listed. Only symbols that traded on the latest session; LTP is the last traded price."
        query={useVolatileStocks()}
        columns={VOLATILE_STOCKS_COLUMNS}
        defaultSort={DEFAULT_SORT}
        csvName="volatile-stocks"
        loadingMessage="Loading volatile stocks..."
      />
      <ListStudy list={STUDY} csvName="volatile-stocks" />
    </>
  );
}
