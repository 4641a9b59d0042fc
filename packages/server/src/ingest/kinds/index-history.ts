import { checkBarRow } from '../bar-row';
import { barCells, columns, type DataKind, hasAll } from './data-kind';

const NAMES = { date: 'date', turnover: 'turnover' };

/** `date,open,high,low,close[,turnover]` without a symbol: the NEPSE index, checked like a price row. */
export const indexHistory: DataKind = {
  name: 'index history',
  matches: (h) => hasAll(h, ['date', 'open', 'high', 'low', 'close']) && !h.includes('symbol'),
  read({ table, file, collector, log }) {
    const cell = columns(table.header);
    for (const r of table.records) {
      const bar = checkBarRow(barCells(cell, r, NAMES), false, log, file, r.line);
      if (bar) collector.index.add(bar.day, bar, file, r.line);
    }
  },
};
