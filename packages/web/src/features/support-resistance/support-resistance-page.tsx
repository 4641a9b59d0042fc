import { INDEX_SYMBOL, WOODIE_PREVIOUS_CLOSE_NOTE } from '@nepse/contract';
import { lazy } from 'react';
import { ChartSuspense } from '../../components/charts/chart-suspense';
import { DateText } from '../../components/date-text';
import { PageHeader } from '../../components/page-header';
import { QueryBody } from '../../components/query-body';
import { SymbolPicker } from '../../components/symbol-picker';
import { formatPrice } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { useSymbolScreen } from '../../lib/symbol-screen-query';
import { useSymbolParam } from '../../lib/use-symbol-param';
import { ChartingPivotsTable } from './charting-pivots-table';
import { PivotsTable } from './pivots-table';

// lightweight-charts loads with the chart, after the tables.
const SupportResistanceChart = lazy(() =>
  import('./support-resistance-chart').then((m) => ({ default: m.SupportResistanceChart })),
);

const SECTION_TITLE = 'font-semibold text-lg text-slate-900 dark:text-white';

/**
 * Support & Resistance: titled with the symbol, the NEPSE index unless the address names another
 * (`?symbol=`); the Pivots and Charting Pivots tables, and beyond the spec a chart of the last sessions with
 * the levels drawn and a box to look at another symbol.
 */
export function SupportResistancePage() {
  const [chosen, setSymbol] = useSymbolParam();
  const symbol = chosen ?? INDEX_SYMBOL;
  const query = useSymbolScreen('supportResistance', symbol);
  usePageMeta(`${symbol} Support & Resistance`);

  return (
    <section>
      <PageHeader
        title={`${symbol} Support & Resistance`}
        subtitle="Pivot levels from the previous session and the nearest swing highs and lows"
      />
      <div className="mb-6 max-w-md">
        <SymbolPicker
          value={symbol}
          onPick={setSymbol}
          label="Symbol"
          placeholder={`Type a stock symbol, or ${INDEX_SYMBOL} for the index`}
        />
      </div>
      <QueryBody query={query} loadingMessage="Loading support & resistance data...">
        {(answer) => (
          <div className="space-y-8">
            <p className="text-slate-600 text-sm dark:text-slate-400">
              Levels in force on <DateText date={answer.date} />; last close {formatPrice(answer.close)}.
            </p>
            <ChartSuspense>
              <SupportResistanceChart answer={answer} />
            </ChartSuspense>
            <div className="grid gap-8 lg:grid-cols-2">
              <div className="min-w-0">
                <h2 className={`${SECTION_TITLE} mb-3`}>Pivots</h2>
                <PivotsTable rows={answer.pivots} />
                {answer.woodie_open === 'previous-close' && (
                  <p className="mt-2 text-slate-600 text-xs dark:text-slate-400">
                    {WOODIE_PREVIOUS_CLOSE_NOTE}
                  </p>
                )}
              </div>
              <div className="min-w-0">
                <h2 className={`${SECTION_TITLE} mb-3`}>Charting Pivots</h2>
                <ChartingPivotsTable chart={answer.pivot_chart} />
              </div>
            </div>
          </div>
        )}
      </QueryBody>
    </section>
  );
}
