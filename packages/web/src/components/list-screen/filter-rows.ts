/** What every list screen's row has: a symbol, and the sector it belongs to when known. */
export interface ListRow {
  symbol: string;
  sector?: string | null;
}

/** The rows whose symbol holds `search` (any case) and, when a sector is chosen, that are in it. */
export function filterRows<Row extends ListRow>(rows: readonly Row[], search: string, sector: string): Row[] {
  const wanted = search.trim().toUpperCase();
  return rows.filter(
    (row) => row.symbol.toUpperCase().includes(wanted) && (sector === '' || row.sector === sector),
  );
}
