import { NEPSE_SECTOR_ID, NO_SECTOR_ID, nepalToday, SECTORS } from '@nepse/contract';
import type { SortingState } from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { DatePicker } from '../../components/date-picker';
import { DateText } from '../../components/date-text';
import { ErrorPanel } from '../../components/error-panel';
import { tableColumns } from '../../components/list-screen/list-column';
import { ListScreenHeader } from '../../components/list-screen/list-screen-header';
import { csvFileName, rowsCsv } from '../../components/list-screen/rows-csv';
import { sortRows } from '../../components/list-screen/sort-rows';
import { ListStudy } from '../../components/list-study/list-study';
import { LoadingStatus } from '../../components/loading-status';
import { SelectBox } from '../../components/select-box';
import { backtestLinkForScan } from '../../lib/backtest-link';
import { useCalendarSystem } from '../../lib/calendar-system';
import { downloadText } from '../../lib/csv';
import { formatDate } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { conditionAsRule, defaultCondition, requestCondition } from '../../lib/scan-condition';
import { type ScanSpec, scanFromSearch, scanSearch } from '../../lib/scan-link';
import { useScan } from './api/scan-query';
import { ConditionCard } from './condition-card';
import { ConditionPicker } from './condition-picker';
import { scanProblem } from './condition-problems';
import { SavedScansPanel } from './saved-scans-panel';
import { scanColumns } from './scan-columns';
import { useScanSpec } from './use-scan-spec';

const TITLE = 'Scanner';
const DEFAULT_SORT: SortingState = [{ id: 'symbol', desc: false }];
const MATCH_OPTIONS = [
  { value: 'all', label: 'All conditions hold' },
  { value: 'any', label: 'Any condition holds' },
];
const SECTOR_OPTIONS = [
  { value: NO_SECTOR_ID, label: 'All stocks' },
  ...SECTORS.filter((s) => s.id !== NO_SECTOR_ID && s.id !== NEPSE_SECTOR_ID).map((s) => ({
    value: s.id,
    label: s.name,
  })),
];
const METHOD =
  "Each condition is checked on every listed stock (or the chosen sector's) on the session chosen, the latest by default, with the prices of that session and nothing after it: a filter compares the session's figure with its fields, an indicator rule and a pattern read exactly as the back-test's buy rules do on that session. With All, a stock is listed when every condition holds; with Any, when one does. LTP, change and volume are the session's traded values; each condition's column gives the figure it compared (Yes for a pattern). A filter's empty bound does not limit.";
const LINK_CLASS =
  'inline-flex items-center rounded-md border border-primary px-3 py-1.5 font-medium text-primary-ink text-sm hover:bg-primary-soft';

const same = (a: ScanSpec | undefined, b: ScanSpec | undefined) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The Scanner: a scan of the trader's own conditions (filters, indicator rules, candlestick patterns) on any
 * session, all or any of them, over every stock or a sector. The scan lives in the address (its link is shareable),
 * can be saved in this browser by name, back-tested, and studied ("How this list has done").
 */
export function ScannerPage() {
  usePageMeta(TITLE);
  const [spec, change] = useScanSpec();
  const [today] = useState(nepalToday);
  const [, setParams] = useSearchParams();
  const problem = scanProblem(spec.conditions);
  const runnable = spec.conditions.length > 0 && problem === undefined;
  const [ran, setRan] = useState<ScanSpec | undefined>(() => (runnable ? spec : undefined));
  const [tried, setTried] = useState(false);
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORT);
  const query = useScan(ran);
  const columns = useMemo(() => scanColumns(ran?.conditions ?? []), [ran]);
  const { system } = useCalendarSystem();
  const columnDefs = useMemo(() => tableColumns(columns, system), [columns, system]);
  const rows = useMemo(
    () => sortRows(query.data?.stocks ?? [], sorting, columns),
    [query.data, sorting, columns],
  );

  const run = () => {
    setTried(true);
    if (!runnable) return;
    if (same(ran, spec)) void query.refetch();
    else setRan(spec);
  };
  const add = (name: string) => {
    const condition = defaultCondition(name);
    if (condition) change({ conditions: [...spec.conditions, condition] });
  };
  const setCondition = (i: number, next: ScanSpec['conditions'][number]) =>
    change({ conditions: spec.conditions.map((c, j) => (j === i ? next : c)) });
  const remove = (i: number) => change({ conditions: spec.conditions.filter((_, j) => j !== i) });

  let results: ReactNode;
  if (!ran) {
    results = (
      <p className="py-12 text-center text-slate-600 dark:text-slate-400">
        {spec.conditions.length === 0
          ? 'Add a condition to scan the market: a filter, an indicator rule or a candlestick pattern.'
          : 'Press Scan to list the stocks that match.'}
      </p>
    );
  } else if (query.isFetching && !query.data) {
    results = <LoadingStatus message="Scanning the market..." />;
  } else if (query.error) {
    results = <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />;
  } else if (query.data) {
    const { date } = query.data;
    results = (
      <>
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <p className="text-slate-600 text-sm dark:text-slate-400" aria-live="polite">
            {rows.length} stocks on <DateText date={date} />
          </p>
          {!same(ran, spec) && (
            <p className="text-amber-800 text-sm dark:text-amber-300">
              The conditions changed: press Scan to update the list.
            </p>
          )}
          <Button
            variant="outline"
            size="small"
            className="ml-auto"
            disabled={rows.length === 0}
            onClick={() => downloadText(rowsCsv(rows, columns, system), csvFileName('scan', date))}
          >
            Download CSV
          </Button>
        </div>
        <DataTable
          data={rows}
          columns={columnDefs}
          sorting={sorting}
          onSortingChange={setSorting}
          emptyMessage={`No stock matches this scan on ${formatDate(date, system)}.`}
          caption="Scan results"
          getRowId={(row) => row.symbol}
        />
      </>
    );
  }

  return (
    <section>
      <ListScreenHeader
        title={TITLE}
        note="Your own conditions on every stock, on any session"
        method={METHOD}
        dataDate={query.data?.date}
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <SelectBox
          label="Match"
          options={MATCH_OPTIONS}
          value={spec.match}
          onChange={(match) => change({ match: match === 'any' ? 'any' : 'all' })}
        />
        <SelectBox
          label="Sector"
          options={SECTOR_OPTIONS}
          value={spec.sector}
          onChange={(sector) => change({ sector })}
        />
        <DatePicker
          label="Session"
          value={spec.date}
          today={today}
          clearedValue=""
          helperText="Empty: the latest session"
          onChange={(date) => change({ date })}
        />
      </div>
      <div className="mb-4 grid gap-3 lg:grid-cols-2">
        {spec.conditions.map((condition, i) => (
          <ConditionCard
            // A condition has no identity of its own beyond its place in the scan.
            // biome-ignore lint/suspicious/noArrayIndexKey: cards are edited in place, never reordered
            key={i}
            position={i + 1}
            condition={condition}
            onChange={(next) => setCondition(i, next)}
            onRemove={() => remove(i)}
          />
        ))}
      </div>
      <div className="mb-6 flex flex-wrap items-start gap-3">
        <ConditionPicker onPick={add} />
        <Button size="small" onClick={run} loading={query.isFetching && ran !== undefined}>
          Scan
        </Button>
        {runnable && (
          <AppLink
            className={LINK_CLASS}
            to={backtestLinkForScan({
              rules: spec.conditions.map((c) => conditionAsRule(requestCondition(c))),
              match: spec.match,
              sector: spec.sector,
            })}
          >
            Back-test this scan
          </AppLink>
        )}
      </div>
      {tried && !runnable && (
        <p role="alert" className="mb-4 text-red-700 text-sm dark:text-red-400">
          {problem ?? 'Add at least one condition to scan.'}
        </p>
      )}
      {results}
      {ran && query.data && (
        <ListStudy
          list={{
            scan: {
              conditions: ran.conditions.map((c) => conditionAsRule(requestCondition(c))),
              match: ran.match,
              sector: ran.sector,
            },
          }}
          csvName="scan"
        />
      )}
      <div className="mt-8">
        <SavedScansPanel
          search={scanSearch(spec)}
          canSave={spec.conditions.length > 0}
          onOpen={(saved) => {
            const params = new URLSearchParams(saved.search);
            setParams(params, { replace: true });
            const opened = scanFromSearch(params);
            setTried(false);
            setRan(
              scanProblem(opened.conditions) === undefined && opened.conditions.length > 0
                ? opened
                : undefined,
            );
          }}
        />
      </div>
    </section>
  );
}
