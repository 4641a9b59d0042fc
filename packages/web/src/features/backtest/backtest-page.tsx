import { API_PATHS, NO_SECTOR_ID, sectorListResponseSchema } from '@nepse/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ComingSoonScreen } from '../../components/coming-soon-screen';
import { SelectBox } from '../../components/select-box';
import { StockSearchBox } from '../../components/stock-search-box';
import { apiGet } from '../../lib/api-client';
import { useStockList } from '../../lib/use-stock-list';

const NO_SECTOR_OPTION = { value: NO_SECTOR_ID, label: 'Select a Sector' };

/**
 * Strategy Backtesting (spec section 2): until its issue builds the rules and results, the coming state with the
 * part of the Configuration block that already works, the stock search and the sector list.
 */
export function BacktestPage() {
  const [symbol, setSymbol] = useState('');
  const [sector, setSector] = useState(NO_SECTOR_ID);
  const { stocks, isLoading } = useStockList();
  const sectors = useQuery({
    queryKey: ['sectors'],
    queryFn: ({ signal }) => apiGet(API_PATHS.sectors, { schema: sectorListResponseSchema, signal }),
  });
  const sectorOptions = sectors.data?.data.map((s) => ({ value: s.id, label: s.name })) ?? [NO_SECTOR_OPTION];

  return (
    <ComingSoonScreen
      title="Strategy Backtesting"
      subtitle="Test your trading strategies with historical data"
      summary="Buy and sell rules from indicators and candlestick patterns, the date range, RUN BACKTEST and every trade of the results arrive with the backtest screen."
    >
      <section
        aria-labelledby="configuration-title"
        className="mb-6 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="configuration-title" className="mb-4 font-semibold text-lg text-slate-900 dark:text-white">
          Configuration
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <StockSearchBox
            stocks={stocks}
            isLoading={isLoading}
            value={symbol}
            onChange={(picked) => {
              setSymbol(picked);
              // Spec section 4: changing the stock symbol resets the sector.
              setSector(NO_SECTOR_ID);
            }}
          />
          <SelectBox label="Select Sector" options={sectorOptions} value={sector} onChange={setSector} />
        </div>
      </section>
    </ComingSoonScreen>
  );
}
