import { isoDate } from '@nepse/core';
import { dateCell, insaneNumber, numberCell, quotedCell } from '../cells';
import type { PriceAdjustmentRecord } from '../market-dataset';
import { MAX_FACTOR } from '../sane-bounds';
import { columns, type DataKind, hasAll, symbolCell } from './data-kind';

/**
 * `symbol,date,implied_factor` (or `factor`): NEPSE's own price adjustments (price_adjustment_events_implied.csv).
 * Errors: a malformed date, a factor that is not a number, or not finite, or not below its sane bound. A factor
 * <= 1 is not a bonus or right adjustment (those lower the price, so their factor is above 1); such rows are
 * artefacts of the % change they are inferred from (e.g. the session after the 2020 lockdown) and are left out
 * with a warning.
 */
export const priceAdjustments: DataKind = {
  name: 'price adjustments',
  matches: (h) => hasAll(h, ['symbol', 'date']) && (h.includes('implied_factor') || h.includes('factor')),
  read({ table, file, collector, log }) {
    const cell = columns(table.header);
    const factorColumn = table.header.includes('implied_factor') ? 'implied_factor' : 'factor';
    for (const r of table.records) {
      const symbol = symbolCell(cell(r, 'symbol'), log, file, r.line);
      if (symbol === undefined) continue;
      const day = dateCell(cell(r, 'date'));
      if (Number.isNaN(day)) {
        log.error(file, r.line, `date ${quotedCell(cell(r, 'date'))} is not a date (YYYY-MM-DD)`);
        continue;
      }
      const factor = numberCell(cell(r, factorColumn));
      const insane = insaneNumber(factorColumn, cell(r, factorColumn), factor, MAX_FACTOR);
      if (insane !== undefined) {
        log.error(file, r.line, insane);
        continue;
      }
      if (factor === null || factor === undefined) {
        log.error(file, r.line, `${factorColumn} ${quotedCell(cell(r, factorColumn))} is not a number`);
        continue;
      }
      if (!(factor > 1)) {
        log.warn(
          file,
          r.line,
          'not a price adjustment',
          `${symbol} ${isoDate(day)}: factor ${factor} <= 1; not imported`,
        );
        continue;
      }
      const record: PriceAdjustmentRecord = { symbol, date: isoDate(day), factor };
      collector.adjustments.add(`${symbol}|${record.date}`, record, file, r.line);
    }
  },
};
