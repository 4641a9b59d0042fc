import { type CandlestickPatternItem, type PatternType, patternKeyOf, patternType } from '@nepse/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { classNames } from '../../components/class-names';
import { ErrorPanel } from '../../components/error-panel';
import { ListScreenHeader } from '../../components/list-screen/list-screen-header';
import { StaleDataWarning } from '../../components/list-screen/stale-data-warning';
import { useListView } from '../../components/list-screen/use-list-view';
import { ListStudy } from '../../components/list-study/list-study';
import { Spinner } from '../../components/spinner';
import { usePageMeta } from '../../lib/page-meta';
import { isStale } from '../../lib/screen-answer';
import { type CandlestickPatternsAnswer, useCandlestickPatterns } from './api/candlestick-patterns-query';
import { PATTERN_STOCK_COLUMNS } from './candlestick-patterns-columns';
import { PatternInfoCard } from './pattern-info-card';
import { PATTERN_GROUPS, PatternSidebar } from './pattern-sidebar';
import { PatternStocks } from './pattern-stocks';

const TITLE = 'Candlestick Patterns';
/** The address parameter holding the chosen pattern's name, so that a choice can be shared. */
const PATTERN_PARAM = 'pattern';
const DEFAULT_SORT = [{ id: 'symbol', desc: false }];
const COLUMN_IDS = PATTERN_STOCK_COLUMNS.map((c) => c.id);
const METHOD =
  "Each of the 26 patterns is looked for on every stock's candle of the latest session, by TA-Lib's candlestick rules (ours, in the same style, for tweezers, windows and kickers), on prices adjusted for bonus and right issues; a pattern no stock shows is left out. The table gives the session's traded prices, the change from the previous close.";

/** The chosen pattern's item and type in the answer, if the answer has it. */
function findPattern(
  answer: CandlestickPatternsAnswer | undefined,
  name: string | null,
): { item: CandlestickPatternItem; type: PatternType } | undefined {
  for (const { type } of PATTERN_GROUPS) {
    const item = answer?.groups[type].find((p) => p.pattern === name);
    if (item) return { item, type };
  }
  return undefined;
}

/**
 * Candlestick Patterns: the latest session's patterns in a sidebar of three groups, and the chosen one's card
 * and stocks; the choice, the search and the sort live in the page address. On small screens the sidebar
 * opens from a "Patterns" toggle and closes on a click inside it or on the overlay.
 */
export function CandlestickPatternsPage() {
  usePageMeta(TITLE);
  const query = useCandlestickPatterns();
  const [params, setParams] = useSearchParams();
  const [view, changeView] = useListView(DEFAULT_SORT, COLUMN_IDS);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The opened drawer takes the focus, so that a keyboard reaches its patterns (and Escape closes it).
  useEffect(() => {
    if (sidebarOpen) sidebarRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [sidebarOpen]);
  const answer = query.data;
  const loading = query.isFetching && !answer;
  const retry = () => void query.refetch();
  const chosenName = params.get(PATTERN_PARAM);
  const chosen = findPattern(answer, chosenName);

  const choose = (pattern: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(PATTERN_PARAM, pattern);
      return next;
    });

  let sidebar: ReactNode;
  if (answer) {
    sidebar = <PatternSidebar groups={answer.groups} chosen={chosen?.item.pattern} onChoose={choose} />;
  } else if (loading) {
    sidebar = (
      <div className="flex items-center gap-3 py-6 text-slate-600 text-sm dark:text-slate-400">
        <Spinner size="small" label="" className="text-primary" />
        <p role="status">Loading candlestick patterns...</p>
      </div>
    );
  } else if (query.error) {
    sidebar = <ErrorPanel title="Failed to Load Patterns" message={query.error.message} onRetry={retry} />;
  }

  const stocks = (pattern: string | undefined, item: CandlestickPatternItem | undefined) => (
    <PatternStocks
      pattern={pattern}
      stocks={item?.stocks}
      error={loading ? null : query.error}
      onRetry={retry}
      view={view}
      onViewChange={changeView}
      csvName={`${patternKeyOf(pattern ?? '') ?? 'candlestick-pattern'}-stocks`}
      dataDate={answer?.dataDate}
    />
  );
  let main: ReactNode;
  if (chosen) {
    main = (
      <>
        <PatternInfoCard key={chosen.item.pattern} item={chosen.item} type={chosen.type} />
        {stocks(chosen.item.pattern, chosen.item)}
        <ListStudy
          list={{ pattern: chosen.item.pattern }}
          csvName={patternKeyOf(chosen.item.pattern) ?? 'candlestick-pattern'}
        />
      </>
    );
  } else if (!answer && chosenName !== null && patternType(chosenName) !== undefined) {
    // A shared address names a pattern: its stock area waits for (or failed with) the answer.
    main = stocks(undefined, undefined);
  } else {
    main = (
      <div className="rounded-2xl border border-slate-300 border-dashed bg-slate-50 px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900">
        <h2 className="font-semibold text-lg text-slate-900 dark:text-white">Select a Candlestick Pattern</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Choose a pattern from the sidebar to view matching stocks
        </p>
      </div>
    );
  }

  return (
    <section>
      <ListScreenHeader
        title={TITLE}
        note="Patterns formed on the latest trading session"
        method={METHOD}
        dataDate={answer?.dataDate}
      />
      {answer && isStale(answer) && (
        <StaleDataWarning dataDate={answer.dataDate} expectedDate={answer.expectedDate} />
      )}
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={sidebarOpen}
        aria-controls="pattern-sidebar"
        onClick={() => setSidebarOpen((open) => !open)}
        className="mb-4 inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-800 text-sm hover:bg-slate-100 md:hidden dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        Patterns
      </button>
      <div className="md:grid md:grid-cols-[16rem_minmax(0,1fr)] md:items-start md:gap-6">
        {sidebarOpen && (
          <button
            type="button"
            aria-label="Close patterns"
            data-testid="patterns-overlay"
            onClick={() => setSidebarOpen(false)}
            className="fixed inset-0 z-40 cursor-default bg-slate-950/50 md:hidden"
          />
        )}
        <aside
          id="pattern-sidebar"
          aria-label="Patterns"
          onClick={() => setSidebarOpen(false)}
          ref={sidebarRef}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !sidebarOpen) return;
            setSidebarOpen(false);
            toggleRef.current?.focus();
          }}
          className={classNames(
            'md:static md:z-auto md:block md:w-auto md:max-w-none md:rounded-2xl md:border md:border-slate-200 md:p-4 md:shadow-none dark:md:border-slate-700',
            sidebarOpen
              ? 'fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl dark:bg-slate-900'
              : 'hidden',
          )}
        >
          {sidebar}
        </aside>
        <div className="min-w-0">{main}</div>
      </div>
    </section>
  );
}
