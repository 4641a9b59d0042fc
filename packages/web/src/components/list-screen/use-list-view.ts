import type { SortingState } from '@tanstack/react-table';
import { useSearchParams } from 'react-router';
import { type ListView, listViewFrom, withListView } from './list-view';

/** The list screen's view read from the page address, and a change of it written back (replacing the entry). */
export function useListView(
  defaultSort: SortingState,
  columnIds: readonly string[],
): [ListView, (change: Partial<ListView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = listViewFrom(params, defaultSort, columnIds);
  const change = (partial: Partial<ListView>) =>
    setParams(
      (current) =>
        withListView(current, { ...listViewFrom(current, defaultSort, columnIds), ...partial }, defaultSort),
      { replace: true },
    );
  return [view, change];
}
