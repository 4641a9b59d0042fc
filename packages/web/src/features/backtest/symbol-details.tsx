import type { BriefSummary, Transaction } from '@nepse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { AppLink } from '../../components/app-link';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useCalendarSystem } from '../../lib/calendar-system';
import { stockLinkFor } from '../../lib/stock-link';
import { useModule } from '../../lib/use-module';
import { useNearScreen } from '../../lib/use-near-screen';
import { loadSymbolCharts, symbolBarsQuery } from './charts/symbol-bars';
import type { StrategyState } from './strategy-state';
import { SummaryCards } from './summary-cards';
import { TransactionTable } from './transaction-table';
import { downloadText, transactionsCsv, transactionsFileName } from './transactions-csv';
import { useSymbolSummary } from './use-symbol-summary';

const loading = (label: string) => (
  <div className="flex h-64 items-center justify-center">
    <Spinner label={label} />
  </div>
);

/**
 * The trades' table once the reader nears it (below the charts on a phone): a row per trade over years, it is most
 * of the results' render and layout. A box of about its height holds its place until then.
 */
function TradesWhenNear({ transactions }: { transactions: Transaction[] }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box);
  return (
    <div ref={box} className={near ? undefined : 'h-96'}>
      {near && <TransactionTable transactions={transactions} />}
    </div>
  );
}

export interface SymbolDetailsProps {
  strategy: StrategyState;
  summary: BriefSummary;
}

/**
 * The selected symbol's summary cards at once, then, once its whole summary is there (a sector run fetches it, and
 * meanwhile the bars and code of the charts), its charts and transactions; a failed fetch says so where they would
 * be, with a retry.
 */
export function SymbolDetails({ strategy, summary }: SymbolDetailsProps) {
  const { system } = useCalendarSystem();
  const whole = useSymbolSummary(strategy, summary);
  const full = whole.summary;
  const symbol = summary.stock_symbol;
  const client = useQueryClient();
  // The charts' code and the symbol's bars come at once, beside its run when a sector run fetches it, not after it.
  const charts = useModule(loadSymbolCharts);
  useEffect(() => {
    void client.prefetchQuery(symbolBarsQuery(symbol));
  }, [client, symbol]);
  return (
    <>
      <h3 className="font-semibold text-lg text-slate-900 dark:text-white">
        <AppLink
          to={stockLinkFor(symbol)}
          title={`Open the ${symbol} stock page`}
          className="hover:underline"
        >
          {symbol}
        </AppLink>
      </h3>
      <SummaryCards summary={summary} />
      {full ? (
        <>
          {charts ? <charts.SymbolCharts summary={full} strategy={strategy} /> : loading('Loading charts')}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="font-semibold text-lg text-slate-900 dark:text-white">Transaction History</h3>
            <Button
              variant="outline"
              size="small"
              disabled={full.transactions.length === 0}
              onClick={() =>
                downloadText(
                  transactionsCsv([full], system),
                  transactionsFileName(symbol, strategy.from, strategy.to),
                )
              }
            >
              Download CSV
            </Button>
          </div>
          <TradesWhenNear transactions={full.transactions} />
        </>
      ) : whole.error ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-slate-300 border-dashed p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400"
        >
          <p>
            Could not load the details of {symbol}: {whole.error.message}
          </p>
          <Button variant="outline" size="small" onClick={whole.retry}>
            Try again
          </Button>
        </div>
      ) : (
        loading(`Loading ${symbol}`)
      )}
    </>
  );
}
