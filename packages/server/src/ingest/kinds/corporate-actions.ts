import { isoDate } from '@nepse/core';
import { dateCell, insaneNumber, numberCell, quotedCell } from '../cells';
import type { IssueLog } from '../import-issues';
import type { CorporateActionRecord } from '../market-dataset';
import { MAX_PERCENT, MAX_PRICE } from '../sane-bounds';
import { columns, type DataKind, hasAll, symbolCell } from './data-kind';

/** Rs paid per right share when a file does not say: the face value of NEPSE equities. */
const FACE_VALUE = 100;

/**
 * `symbol,book_closure_date,bonus_share_pct[,cash_dividend_pct][,right_share_pct][,right_price][,fiscal_year_bs]`
 * (dividends_bonus_history.csv and the like). Errors: a malformed date, a percentage or right price that is not a
 * non-negative number within its sane bound. A row without a book-closure date cannot be placed in time: left out
 * with a warning. Empty percentages are 0.
 */
export const corporateActions: DataKind = {
  name: 'corporate actions',
  matches: (h) =>
    hasAll(h, ['symbol', 'book_closure_date']) &&
    (h.includes('bonus_share_pct') || h.includes('right_share_pct')),
  read({ table, file, collector, log }) {
    const cell = columns(table.header);
    for (const r of table.records) {
      const symbol = symbolCell(cell(r, 'symbol'), log, file, r.line);
      if (symbol === undefined) continue;
      const dateText = cell(r, 'book_closure_date') ?? '';
      const fiscalYear = cell(r, 'fiscal_year_bs') || null;
      if (dateText === '') {
        log.warn(
          file,
          r.line,
          'action without book closure',
          `${symbol} ${fiscalYear ?? ''}: no book-closure date, so no day to apply it on; not imported`,
        );
        continue;
      }
      const day = dateCell(dateText);
      if (Number.isNaN(day)) {
        log.error(file, r.line, `book_closure_date ${quotedCell(dateText)} is not a date (YYYY-MM-DD)`);
        continue;
      }
      const number = (name: string, bound: number) =>
        nonNegative(cell(r, name), name, bound, log, file, r.line);
      const bonusPercent = number('bonus_share_pct', MAX_PERCENT);
      const cashDividendPercent = number('cash_dividend_pct', MAX_PERCENT);
      const rightPercent = number('right_share_pct', MAX_PERCENT);
      const rightPrice = cell(r, 'right_price') ? number('right_price', MAX_PRICE) : FACE_VALUE;
      if ([bonusPercent, cashDividendPercent, rightPercent, rightPrice].some((v) => v === undefined))
        continue;
      const record: CorporateActionRecord = {
        symbol,
        bookClosureDate: isoDate(day),
        bonusPercent: bonusPercent ?? 0,
        rightPercent: rightPercent ?? 0,
        rightPrice: rightPrice ?? FACE_VALUE,
        cashDividendPercent: cashDividendPercent ?? 0,
        fiscalYear,
      };
      const key = `${symbol}|${record.bookClosureDate}|${fiscalYear ?? ''}`;
      collector.actions.add(key, record, file, r.line);
    }
  },
};

/** A non-negative number cell below `bound` (empty = 0); undefined, with the error logged, otherwise. */
function nonNegative(
  text: string | undefined,
  name: string,
  bound: number,
  log: IssueLog,
  file: string,
  line: number,
): number | undefined {
  const value = numberCell(text);
  const insane = insaneNumber(name, text, value, bound);
  if (insane !== undefined) {
    log.error(file, line, insane);
    return undefined;
  }
  if (value === null) return 0;
  if (value === undefined || value < 0) {
    log.error(file, line, `${name} ${quotedCell(text)} is not a non-negative number`);
    return undefined;
  }
  return value;
}
