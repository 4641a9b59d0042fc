import type { BriefSummary } from '@nepse/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { classNames } from '../../components/class-names';
import { useCalendarSystem } from '../../lib/calendar-system';
import { formatPercent } from '../../lib/format';
import { wholeSummaries } from './all-transactions';
import { ResultsOverview } from './results-overview';
import { type ResultsTab, ResultsTabs } from './results-tabs';
import { hasActiveSignal, keptSelection, listedSummaries } from './results-view';
import { RobustnessTab } from './robustness/robustness-tab';
import { SectorSummary } from './sector-summary';
import type { StrategyState } from './strategy-state';
import type { ResultsView } from './strategy-url';
import { SymbolDetails } from './symbol-details';
import { downloadText, transactionsCsv, transactionsFileName } from './transactions-csv';

// The portfolio's results load with the per-stock ones, in this module.
export { PortfolioResults } from './portfolio-results';

const symbolsOf = (list: readonly BriefSummary[]) => list.map((s) => s.stock_symbol);

/** The dot on a symbol's button: the sign of the strategy's profit over the range. */
const DOTS = [
  ['Profit', 'bg-emerald-500'],
  ['Loss', 'bg-red-500'],
  ['No change', 'bg-slate-400'],
] as const;
const dotColor = (s: BriefSummary) => DOTS[s.profit_percentage > 0 ? 0 : s.profit_percentage < 0 ? 1 : 2][1];

export interface BacktestResultsProps {
  strategy: StrategyState;
  summaries: BriefSummary[];
  /** The view the address asked for (a shared link), used for the first selection. */
  initialView: ResultsView;
  onViewChange: (view: ResultsView) => void;
}

function FilterButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={classNames(
        'rounded-lg px-4 py-2 font-medium text-sm focus-visible:outline-2 focus-visible:outline-primary',
        pressed
          ? 'bg-primary text-white'
          : 'bg-slate-100 text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
      )}
    >
      {children}
    </button>
  );
}

/**
 * The Backtest Results section: it scrolls into view when it appears; the filter, a button per listed symbol,
 * then the selected symbol's summary cards, charts and transactions. The selection is kept while listed, else
 * moves to the first listed symbol; pressing the selected symbol again clears it.
 */
export function BacktestResults({ strategy, summaries, initialView, onViewChange }: BacktestResultsProps) {
  const { system } = useCalendarSystem();
  const section = useRef<HTMLElement>(null);
  const details = useRef<HTMLDivElement>(null);
  const [activeOnly, setActiveOnly] = useState(initialView.activeOnly ?? false);
  const listed = useMemo(() => listedSummaries(summaries, activeOnly), [summaries, activeOnly]);
  const [selected, setSelected] = useState(() => keptSelection(symbolsOf(listed), initialView.show));
  const [tab, setTab] = useState<ResultsTab>('results');
  // The CSV of every listed stock needs their whole summaries, which a sector run fetches on demand.
  const downloadAll = useMutation({
    mutationFn: async (stocks: BriefSummary[]) =>
      downloadText(
        transactionsCsv(await wholeSummaries(strategy, stocks), system),
        transactionsFileName('all', strategy.from, strategy.to),
      ),
  });

  // Effects return nothing: Chromium's scrollIntoView returns a promise, which React would take for a cleanup. At
  // once: a smooth scroll, lengthened as the charts load below, showed a blank band above the page on its way. In
  // the next frame, where the browser lays the page out anyway: in the effect it forced that layout in the task that
  // drew the results, lengthening it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      section.current?.scrollIntoView({ behavior: 'instant', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    setSelected((current) => keptSelection(symbolsOf(listed), current));
  }, [listed]);
  useEffect(() => {
    onViewChange({ show: selected, activeOnly });
  }, [selected, activeOnly, onViewChange]);

  const summary = listed.find((s) => s.stock_symbol === selected);
  return (
    <section
      ref={section}
      aria-labelledby="results-title"
      className="scroll-mt-4 space-y-5 rounded-2xl border border-slate-200 bg-white p-3 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="results-title" className="font-semibold text-slate-900 text-xl dark:text-white">
          Backtest Results
        </h2>
        <div className="flex gap-2">
          <FilterButton pressed={!activeOnly} onClick={() => setActiveOnly(false)}>
            All Stocks
          </FilterButton>
          <FilterButton pressed={activeOnly} onClick={() => setActiveOnly(true)}>
            Active Signals Stocks
          </FilterButton>
        </div>
      </div>

      {summaries.length > 1 && <SectorSummary summaries={summaries} />}

      {listed.length === 0 ? (
        <p className="rounded-xl border border-slate-300 border-dashed p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No backtest data to display.
        </p>
      ) : (
        <fieldset>
          <legend className="mb-2 font-medium text-slate-700 text-sm dark:text-slate-300">
            Select Stock Symbol
            <span className="ml-2 font-normal text-slate-500 dark:text-slate-400">{listed.length}</span>
          </legend>
          <ul
            aria-label="Dot colours"
            className="mb-2 flex flex-wrap gap-x-3 text-slate-600 text-xs dark:text-slate-400"
          >
            {DOTS.map(([label, color]) => (
              <li key={label} className="inline-flex items-center gap-1">
                <span aria-hidden="true" className={classNames('size-1.5 rounded-full', color)} />
                {label}
              </li>
            ))}
          </ul>
          <div className="flex max-h-44 flex-wrap gap-2 overflow-y-auto p-0.5">
            {listed.map((s) => (
              <button
                key={s.stock_symbol}
                type="button"
                aria-pressed={s.stock_symbol === selected}
                title={`Profit ${formatPercent(s.profit_percentage)}${hasActiveSignal(s) ? ', position open' : ''}`}
                onClick={() => setSelected(s.stock_symbol === selected ? undefined : s.stock_symbol)}
                className={classNames(
                  'inline-flex items-center gap-1.5 rounded-lg border px-3 py-1.5 font-medium text-sm focus-visible:outline-2 focus-visible:outline-primary',
                  s.stock_symbol === selected
                    ? 'border-primary bg-primary text-white'
                    : 'border-slate-300 text-slate-800 hover:border-primary dark:border-slate-600 dark:text-slate-100',
                )}
              >
                <span aria-hidden="true" className={classNames('size-1.5 rounded-full', dotColor(s))} />
                {s.stock_symbol}
              </button>
            ))}
          </div>
        </fieldset>
      )}

      <ResultsTabs tab={tab} onChange={setTab} />

      {tab === 'robustness' ? (
        <RobustnessTab strategy={strategy} selected={summary} />
      ) : (
        <>
          {listed.length > 1 && (
            <ResultsOverview
              summaries={listed}
              downloading={downloadAll.isPending}
              onDownload={() => downloadAll.mutate(listed)}
              onSelect={(symbol) => {
                setSelected(symbol);
                requestAnimationFrame(() =>
                  details.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
                );
              }}
            />
          )}

          {summary === undefined ? (
            listed.length > 0 && (
              <p className="p-6 text-center text-slate-600 dark:text-slate-400">
                Please select a symbol to view details.
              </p>
            )
          ) : (
            <div ref={details} className="scroll-mt-4 space-y-5" data-testid="symbol-details">
              <SymbolDetails strategy={strategy} summary={summary} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
