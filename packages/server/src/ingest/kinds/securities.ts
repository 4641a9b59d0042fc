import { insaneNumber, numberCell, quotedCell } from '../cells';
import type { SecurityRecord } from '../market-dataset';
import { MAX_NEPSE_ID } from '../sane-bounds';
import { columns, type DataKind, hasAll, symbolCell } from './data-kind';

const STATUS: Record<string, SecurityRecord['status']> = {
  a: 'A',
  active: 'A',
  d: 'D',
  delisted: 'D',
  s: 'S',
  suspended: 'S',
};

/**
 * `symbol,name,sector[,instrument_type][,status][,nepse_company_id | nepse_id]`: the securities and their
 * sectors. Repairs with a warning: a missing name becomes the symbol, a missing sector none, a missing
 * instrument type Equity, a missing status A (listed), a NEPSE id that is not a whole number unknown. Files
 * without a type or status column mean Equity and A. Errors: a status other than A, D, S (or the words), a NEPSE id
 * that is not finite or not below its sane bound.
 */
export const securities: DataKind = {
  name: 'securities',
  matches: (h) => hasAll(h, ['symbol', 'name', 'sector']),
  read({ table, file, collector, log }) {
    const cell = columns(table.header);
    const idColumn = table.header.includes('nepse_company_id') ? 'nepse_company_id' : 'nepse_id';
    for (const r of table.records) {
      const symbol = symbolCell(cell(r, 'symbol'), log, file, r.line);
      if (symbol === undefined) continue;
      const missing: string[] = [];
      const statusCell = cell(r, 'status') ?? 'A';
      const status = statusCell === '' ? 'A' : STATUS[statusCell.toLowerCase()];
      if (status === undefined) {
        log.error(file, r.line, `status "${statusCell}" is not A, D or S`);
        continue;
      }
      if (statusCell === '') missing.push('status (taken as A, listed)');
      const name = cell(r, 'name') || symbol;
      if (!cell(r, 'name')) missing.push('name (taken as the symbol)');
      const sector = cell(r, 'sector') || null;
      if (sector === null) missing.push('sector (none)');
      const instrumentType = cell(r, 'instrument_type') ?? 'Equity';
      if (instrumentType === '') missing.push('instrument type (taken as Equity)');
      const idCell = cell(r, idColumn) ?? '';
      const insaneId = insaneNumber(idColumn, idCell, numberCell(idCell), MAX_NEPSE_ID);
      if (insaneId !== undefined) {
        log.error(file, r.line, insaneId);
        continue;
      }
      const nepseId = /^\d+$/.test(idCell) ? Number(idCell) : null;
      if (idCell !== '' && nepseId === null) missing.push(`NEPSE id ${quotedCell(idCell)} (unknown)`);
      if (missing.length > 0)
        log.warn(file, r.line, 'security incomplete', `${symbol}: no ${missing.join(', no ')}`);
      const record: SecurityRecord = {
        symbol,
        name,
        sector,
        nepseId,
        instrumentType: instrumentType || 'Equity',
        status,
      };
      collector.securities.add(symbol, record, file, r.line);
    }
  },
};
