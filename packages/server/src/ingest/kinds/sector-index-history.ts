import { SECTORS, sectorOfName } from '@nepse/contract';
import { isoDate } from '@nepse/core';
import { dateCell, insaneNumber, numberCell, quotedCell } from '../cells';
import { MAX_PRICE } from '../sane-bounds';
import { columns, type DataKind, hasAll } from './data-kind';

/** The spec sector a cell names: its id ('4'), its name or NEPSE's ("Hydro Power"); not NEPSE nor "no sector". */
function sectorIdOf(cell: string | undefined): string | undefined {
  const text = (cell ?? '').trim();
  const byId = SECTORS.find((s) => s.id === text && s.nepseNames.length > 0);
  return byId?.id ?? sectorOfName(text)?.id;
}

/**
 * `sector,date,close` without a symbol: a sector's own index (NEPSE's sub-index), `sector` its spec id or name.
 * Errors: a sector the spec does not list, a malformed date, a close that is not a number above 0 and below its sane
 * bound.
 */
export const sectorIndexHistory: DataKind = {
  name: 'sector index history',
  matches: (h) => hasAll(h, ['sector', 'date', 'close']) && !h.includes('symbol'),
  read({ table, file, collector, log }) {
    const cell = columns(table.header);
    for (const r of table.records) {
      const sector = sectorIdOf(cell(r, 'sector'));
      if (sector === undefined) {
        log.error(file, r.line, `sector ${quotedCell(cell(r, 'sector'))} is not a sector of the list`);
        continue;
      }
      const day = dateCell(cell(r, 'date'));
      if (Number.isNaN(day)) {
        log.error(file, r.line, `date ${quotedCell(cell(r, 'date'))} is not a date (YYYY-MM-DD)`);
        continue;
      }
      const close = numberCell(cell(r, 'close'));
      const insane = insaneNumber('close', cell(r, 'close'), close, MAX_PRICE);
      if (insane !== undefined) {
        log.error(file, r.line, insane);
        continue;
      }
      if (typeof close !== 'number' || !(close > 0)) {
        log.error(file, r.line, `close ${quotedCell(cell(r, 'close'))} is not a number above 0`);
        continue;
      }
      const date = isoDate(day);
      collector.sectorIndexes.add(`${sector}|${date}`, { sector, date, close }, file, r.line);
    }
  },
};
