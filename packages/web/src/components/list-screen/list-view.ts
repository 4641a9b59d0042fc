import type { SortingState } from '@tanstack/react-table';
import { SECTOR_NAMES } from './sector-options';

/** What a person chose on a list screen, kept in the page address so that a view can be shared. */
export interface ListView {
  search: string;
  /** A sector name, or '' for all. */
  sector: string;
  sorting: SortingState;
}

/**
 * Address parameters: `q` the symbol search, `sector` the sector's name, and one `sort` a key, first key first,
 * the column's id with `-` before it when descending (`sort=-volDiffPercent&sort=symbol`); a lone empty `sort`
 * is no sort, and no `sort` at all is the screen's default.
 */
const SEARCH = 'q';
const SECTOR = 'sector';
const SORT = 'sort';

function sortingOf(texts: readonly string[], columnIds: readonly string[]): SortingState {
  const sorting: SortingState = [];
  for (const text of texts) {
    const desc = text.startsWith('-');
    const id = desc ? text.slice(1) : text;
    if (columnIds.includes(id) && !sorting.some((s) => s.id === id)) sorting.push({ id, desc });
  }
  return sorting;
}

function sameSorting(a: SortingState, b: SortingState): boolean {
  return a.length === b.length && a.every((s, i) => s.id === b[i]?.id && s.desc === b[i]?.desc);
}

/** The view an address holds; what it leaves out (or names wrongly) keeps its default. */
export function listViewFrom(
  params: URLSearchParams,
  defaultSort: SortingState,
  columnIds: readonly string[],
): ListView {
  const sector = params.get(SECTOR) ?? '';
  return {
    search: params.get(SEARCH) ?? '',
    sector: SECTOR_NAMES.includes(sector) ? sector : '',
    sorting: params.has(SORT) ? sortingOf(params.getAll(SORT), columnIds) : defaultSort,
  };
}

/** `params` with the view written in (defaults left out), other parameters kept. */
export function withListView(
  params: URLSearchParams,
  view: ListView,
  defaultSort: SortingState,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [SEARCH, SECTOR, SORT]) next.delete(name);
  if (view.search !== '') next.set(SEARCH, view.search);
  if (view.sector !== '') next.set(SECTOR, view.sector);
  if (!sameSorting(view.sorting, defaultSort)) {
    if (view.sorting.length === 0) next.set(SORT, '');
    for (const { id, desc } of view.sorting) next.append(SORT, desc ? `-${id}` : id);
  }
  return next;
}
