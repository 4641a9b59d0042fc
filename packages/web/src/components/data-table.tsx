import {
  flexRender,
  functionalUpdate,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  type TableOptions,
  useReactTable,
} from '@tanstack/react-table';
import { useRef, useState } from 'react';
import { classNames } from './class-names';
import { SortIndicator } from './sort-indicator';
import { useColumnsOutOfView } from './use-columns-out-of-view';

export interface DataTableProps<Row> {
  data: Row[];
  /** TanStack column definitions; each column keeps its own value type. */
  columns: TableOptions<Row>['columns'];
  /** The sort shown first, e.g. `[{ id: 'volatility', desc: true }]`; none by default. */
  defaultSort?: SortingState;
  /** Shown in one row when there is no data. */
  emptyMessage?: string;
  /** Accessible name of the table. */
  caption?: string;
  /** CSS max-height of the scrolling area; the header stays in view. */
  maxHeight?: string;
  getRowId?: (row: Row, index: number) => string;
  /**
   * The sort, when the caller keeps it (e.g. in the page address) with `onSortingChange`; the table then shows it
   * without sorting, so `data` comes in that order already (the caller offers the same rows as CSV).
   */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Tighter cells and headers that may wrap, for a wide table that must fit its section without scrolling. */
  compact?: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A table sortable by its headers, as every table of the product: a click cycles the column up, down and back
 * to unsorted; a shift-click adds the column to a multi-column sort.
 */
export function DataTable<Row>({
  data,
  columns,
  defaultSort = [],
  emptyMessage = 'No data found.',
  caption,
  maxHeight,
  getRowId,
  sorting: keptSorting,
  onSortingChange,
  compact = false,
}: DataTableProps<Row>) {
  const [ownSorting, setOwnSorting] = useState<SortingState>(defaultSort);
  const sorting = keptSorting ?? ownSorting;
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, sorting);
      if (keptSorting === undefined) setOwnSorting(next);
      onSortingChange?.(next);
    },
    manualSorting: keptSorting !== undefined,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    enableMultiSort: true,
    sortDescFirst: false,
    ...(getRowId ? { getRowId } : {}),
  });
  const rows = table.getRowModel().rows;
  const multiSorted = sorting.length > 1;
  const padding = compact ? 'px-2.5' : 'px-4';
  const scroller = useRef<HTMLDivElement>(null);
  const columnsOutOfView = useColumnsOutOfView(scroller);

  return (
    <div>
      {columnsOutOfView > 0 && (
        <p
          className="mb-1.5 text-right text-slate-600 text-xs dark:text-slate-400"
          data-testid="columns-out-of-view"
        >
          {columnsOutOfView} more {columnsOutOfView === 1 ? 'column' : 'columns'} to the right: scroll the
          table sideways <span aria-hidden="true">→</span>
        </p>
      )}
      <div
        ref={scroller}
        className="overflow-auto rounded-xl border border-slate-200 dark:border-slate-700"
        style={maxHeight ? { maxHeight } : undefined}
      >
        <table className="w-full border-collapse text-left text-sm">
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead className="sticky top-0 z-10 bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const direction = header.column.getIsSorted();
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      aria-sort={
                        header.column.getCanSort() ? (direction ? ARIA_SORT[direction] : 'none') : undefined
                      }
                      className={classNames(
                        compact ? 'align-bottom' : 'whitespace-nowrap',
                        padding,
                        'py-3 font-semibold',
                        header.column.getCanSort() &&
                          'relative cursor-pointer hover:bg-slate-200 hover:text-primary-ink dark:hover:bg-slate-700',
                      )}
                    >
                      {header.column.getCanSort() ? (
                        // The button's ::after covers the whole cell, so a click anywhere in it sorts and the focus
                        // ring outlines the cell, while the button keeps the column's name as its own.
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          title="Sort (shift-click to sort by several columns)"
                          className="inline-flex items-center gap-1.5 text-left outline-none after:absolute after:inset-0 after:rounded focus-visible:after:outline-2 focus-visible:after:outline-primary focus-visible:after:-outline-offset-2"
                        >
                          {content}
                          <SortIndicator
                            direction={direction}
                            order={multiSorted && direction ? header.column.getSortIndex() + 1 : undefined}
                          />
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td
                  colSpan={table.getVisibleLeafColumns().length}
                  className="px-4 py-8 text-center text-slate-600 dark:text-slate-400"
                >
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-slate-200 border-t hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800/60"
                >
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={classNames('whitespace-nowrap py-2.5 tabular-nums', padding)}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
