import type { UseQueryResult } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { useCalendarSystem } from '../../lib/calendar-system';
import { downloadText } from '../../lib/csv';
import { usePageMeta } from '../../lib/page-meta';
import { isStale, type ScreenAnswer } from '../../lib/screen-answer';
import { DataTable } from '../data-table';
import { ErrorPanel } from '../error-panel';
import { LoadingStatus } from '../loading-status';
import { Spinner } from '../spinner';
import { filterRows, type ListRow } from './filter-rows';
import { type ListColumn, tableColumns } from './list-column';
import { ListScreenHeader } from './list-screen-header';
import { ListToolbar } from './list-toolbar';
import { csvFileName, rowsCsv } from './rows-csv';
import { sortRows } from './sort-rows';
import { StaleDataWarning } from './stale-data-warning';
import { useListView } from './use-list-view';

export interface ListScreenProps<Row extends ListRow> {
  title: string;
  /** The spec's note under the title. */
  note: string;
  /** How the list is made, in a sentence or two (shown under "How this list is made"). */
  method: string;
  /** The screen's query (fetched once when the screen opens); "Try Again" refetches it. */
  query: Pick<UseQueryResult<ScreenAnswer<Row>>, 'data' | 'error' | 'isFetching'> & {
    refetch: () => unknown;
  };
  columns: readonly ListColumn<Row>[];
  defaultSort: SortingState;
  /** Start of the CSV file's name, e.g. `volume-shockers`. */
  csvName: string;
  searchPlaceholder?: string;
  /** Controls of the screen's own shown before the search, e.g. a choice of group. */
  filters?: ReactNode;
  emptyMessage?: string;
  loadingMessage?: string;
  /** While the list loads, a spinner replaces the whole page, header included (spec: Consolidating Stocks). */
  loadingReplacesPage?: boolean;
  /** A row's key in the table: its symbol, unless a symbol can have several rows. */
  rowId?: (row: Row) => string;
}

const symbolOf = (row: ListRow) => row.symbol;

/**
 * The layout the list screens share: header with the note and the data date, the stale-data warning, the
 * symbol search, the sector filter, the count "{n} stocks", the sortable table, a CSV of the rows shown, and
 * the loading, error and empty states. Search, sector and sort live in the page address.
 */
export function ListScreen<Row extends ListRow>({
  title,
  note,
  method,
  query,
  columns,
  defaultSort,
  csvName,
  searchPlaceholder = 'Search by symbol...',
  filters,
  emptyMessage = 'No stocks found.',
  loadingMessage = 'Loading...',
  loadingReplacesPage = false,
  rowId = symbolOf,
}: ListScreenProps<Row>) {
  usePageMeta(title);
  const columnIds = useMemo(() => columns.map((c) => c.id), [columns]);
  const [view, changeView] = useListView(defaultSort, columnIds);
  const { system } = useCalendarSystem();
  const tableColumnDefs = useMemo(() => tableColumns(columns, system), [columns, system]);
  const answer = query.data;
  const shown = useMemo(
    () => sortRows(filterRows(answer?.rows ?? [], view.search, view.sector), view.sorting, columns),
    [answer, view.search, view.sector, view.sorting, columns],
  );

  if (loadingReplacesPage && query.isFetching && !answer) {
    return (
      <div className="flex justify-center py-24">
        <Spinner size="large" label={loadingMessage} className="text-primary" />
      </div>
    );
  }

  let body: ReactNode;
  if (query.isFetching && !answer) {
    // About the height the table will take: what follows the list (its study) stays below the screen while it
    // loads, rather than showing there and being pushed down when the rows arrive.
    body = (
      <div className="min-h-[70vh]">
        <LoadingStatus message={loadingMessage} />
      </div>
    );
  } else if (query.error) {
    body = <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />;
  } else if (answer) {
    body = (
      <>
        {isStale(answer) && (
          <StaleDataWarning dataDate={answer.dataDate} expectedDate={answer.expectedDate} />
        )}
        <ListToolbar
          filters={filters}
          search={view.search}
          onSearchChange={(search) => changeView({ search })}
          searchPlaceholder={searchPlaceholder}
          sector={view.sector}
          onSectorChange={(sector) => changeView({ sector })}
          count={shown.length}
          onDownload={() =>
            downloadText(rowsCsv(shown, columns, system), csvFileName(csvName, answer.dataDate))
          }
        />
        <DataTable
          data={shown}
          columns={tableColumnDefs}
          sorting={view.sorting}
          onSortingChange={(sorting) => changeView({ sorting })}
          emptyMessage={emptyMessage}
          caption={title}
          getRowId={rowId}
        />
      </>
    );
  }

  return (
    <section>
      <ListScreenHeader title={title} note={note} method={method} dataDate={answer?.dataDate} />
      {body}
    </section>
  );
}
