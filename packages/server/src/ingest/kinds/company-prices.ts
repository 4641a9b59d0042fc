import { checkBarRow } from '../bar-row';
import { barCells, columns, type DataKind, hasAll, symbolCell } from './data-kind';

const NAMES = { date: 'published_date', volume: 'traded_quantity', turnover: 'traded_amount' };

/**
 * A per-company file (sharesansar / nepse-data layout): `published_date,open,high,low,close,per_change,
 * traded_quantity,traded_amount[,status]`, the symbol being the file name. `per_change` and `status` are not
 * needed: the change is recomputed from the closes.
 */
export const companyPrices: DataKind = {
  name: 'company prices',
  matches: (h) => hasAll(h, ['published_date', 'open', 'high', 'low', 'close', 'traded_quantity']),
  read({ table, file, fileSymbol, collector, log }) {
    const symbol = symbolCell(fileSymbol, log, file, 0);
    if (symbol === undefined) return;
    const cell = columns(table.header);
    const rows = collector.prices(symbol);
    for (const r of table.records) {
      const bar = checkBarRow(barCells(cell, r, NAMES), true, log, file, r.line);
      if (bar) rows.add(bar.day, bar, file, r.line);
    }
  },
};
