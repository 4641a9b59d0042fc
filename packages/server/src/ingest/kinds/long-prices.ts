import { checkBarRow } from '../bar-row';
import { barCells, columns, type DataKind, hasAll, symbolCell } from './data-kind';

const NAMES = { date: 'date', volume: 'volume', turnover: 'turnover' };

/** `symbol,date,open,high,low,close,volume[,turnover]`: daily bars of many symbols, one row each. */
export const longPrices: DataKind = {
  name: 'daily prices',
  matches: (h) => hasAll(h, ['symbol', 'date', 'open', 'high', 'low', 'close', 'volume']),
  read({ table, file, collector, log }) {
    const cell = columns(table.header);
    for (const r of table.records) {
      const symbol = symbolCell(cell(r, 'symbol'), log, file, r.line);
      if (symbol === undefined) continue;
      const bar = checkBarRow(barCells(cell, r, NAMES), true, log, file, r.line);
      if (bar) collector.prices(symbol).add(bar.day, bar, file, r.line);
    }
  },
};
