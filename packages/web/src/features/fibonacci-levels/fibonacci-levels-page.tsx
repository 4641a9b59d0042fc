import type { FibonacciLevelsResponse } from '@nepse/contract';
import { lazy } from 'react';
import { ChartSuspense } from '../../components/charts/chart-suspense';
import { PageHeader } from '../../components/page-header';
import { QueryBody } from '../../components/query-body';
import { SymbolPicker } from '../../components/symbol-picker';
import { NOTE_CLASS, SymbolPrompt } from '../../components/symbol-prompt';
import { useFormatDate } from '../../lib/calendar-system';
import { formatPrice } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { useSymbolScreen } from '../../lib/symbol-screen-query';
import { useSymbolParam } from '../../lib/use-symbol-param';
import { FibonacciLevelsTable } from './fibonacci-levels-table';

// lightweight-charts loads with the chart, after the table.
const FibonacciChart = lazy(() => import('./fibonacci-chart').then((m) => ({ default: m.FibonacciChart })));

/** The swing in words: "Up swing from 100.00 (low of 2025-01-02) to 150.00 (high of 2025-02-03)". */
function SwingSummary({ answer }: { answer: FibonacciLevelsResponse }) {
  const writeDate = useFormatDate();
  const { swing } = answer;
  if (!swing) return null;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {[
        [
          'Swing start',
          `${formatPrice(swing.start.price)} (${swing.start.kind} of ${writeDate(swing.start.date)})`,
        ],
        ['Swing end', `${formatPrice(swing.end.price)} (${swing.end.kind} of ${writeDate(swing.end.date)})`],
        ['Last close', `${formatPrice(answer.close)} (${writeDate(answer.date)})`],
      ].map(([term, value]) => (
        <div key={term} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-slate-600 text-xs dark:text-slate-400">{term}</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Fibonacci Levels (in the spec's menu, no screen described; docs/decisions/levels.md): a chosen stock's
 * retracement and extension levels from its current move or last major swing (which one, said above the cards), the swing's ends, each level's distance from
 * the last close, and the levels drawn over the candles. The symbol is kept in the address (`?symbol=`).
 */
export function FibonacciLevelsPage() {
  const writeDate = useFormatDate();
  usePageMeta('Fibonacci Levels');
  const [symbol, setSymbol] = useSymbolParam();
  const query = useSymbolScreen('fibonacciLevels', symbol);
  const body =
    symbol === undefined ? (
      <SymbolPrompt what="Fibonacci Levels" />
    ) : (
      <QueryBody query={query} loadingMessage="Loading Fibonacci levels...">
        {(answer) => (
          <div className="space-y-6">
            <h2 className="font-semibold text-lg text-slate-900 dark:text-white">
              {answer.symbol}
              {answer.swing &&
                ` · ${answer.swing.direction === 'up' ? 'Up' : 'Down'} swing from ${writeDate(answer.swing.start.date)} to ${writeDate(answer.swing.end.date)}`}
            </h2>
            {answer.swing ? (
              <>
                <p className="text-slate-700 text-sm dark:text-slate-300" data-testid="fibonacci-leg">
                  {answer.swing.description}
                </p>
                <SwingSummary answer={answer} />
              </>
            ) : (
              <p className={NOTE_CLASS}>
                No major swing found for {answer.symbol}: no turn yet stands out from the 10 sessions on each
                side.
              </p>
            )}
            <ChartSuspense>
              <FibonacciChart answer={answer} />
            </ChartSuspense>
            {answer.swing && <FibonacciLevelsTable levels={answer.levels} />}
          </div>
        )}
      </QueryBody>
    );

  return (
    <section>
      <PageHeader
        title="Fibonacci Levels"
        subtitle="Retracement and extension levels of a stock's current move or last major swing"
      />
      <div className="mb-6 max-w-md">
        <SymbolPicker value={symbol ?? ''} onPick={setSymbol} />
      </div>
      {body}
      <p className="mt-6 text-slate-600 text-xs dark:text-slate-400">
        Swing highs and lows stand out from the 10 sessions on each side (adjusted prices). The levels are
        drawn on the current move, from the last such swing point to the highest high (after a low) or lowest
        low (after a high) since, when it is at least half the last confirmed swing; else on that swing.
        Retracements run back from the leg's end (0%) to its start (100%); extensions project it beyond its
        end.
      </p>
    </section>
  );
}
