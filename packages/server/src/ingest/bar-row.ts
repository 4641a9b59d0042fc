import { dateCell, insaneNumber, numberCell, quotedCell } from './cells';
import type { IssueLog } from './import-issues';
import { MAX_PRICE, MAX_TURNOVER, MAX_VOLUME } from './sane-bounds';

/** The cells of one daily bar as a file has them; `volume` is absent for the index. */
export interface BarCells {
  date: string | undefined;
  open: string | undefined;
  high: string | undefined;
  low: string | undefined;
  close: string | undefined;
  volume?: string | undefined;
  turnover?: string | undefined;
}

/** A usable daily bar after the import policy's repairs. */
export interface CheckedBar {
  day: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  turnover: number | null;
  /** The open was missing or not positive, so the repair gave it the close: not a real open. */
  noOpen: boolean;
  /** Open, high and low as read, before repairs (NaN when missing or not a number), for `sameBarRow`. */
  read: readonly [number, number, number];
}

/** True when two rows hold the same values as read: an exact duplicate ("245" and "245.0" alike). */
export function sameBarRow(a: CheckedBar, b: CheckedBar): boolean {
  return (
    a.close === b.close &&
    a.volume === b.volume &&
    a.turnover === b.turnover &&
    a.read.every((v, i) => Object.is(v, b.read[i]))
  );
}

/**
 * Applies the import policy to one row. Errors, the row is unusable: malformed date, missing or non-numeric
 * close, close <= 0, negative volume (and, ours, a missing or non-numeric volume, since nothing can stand in
 * for it, and any number that is not finite or outside its sane bound, in any column, since no repair can
 * tell what it stood for). Repairs with a warning, in this order: (1) each of open, high, low that is missing
 * (or not a number) or <= 0: open := close, high := max(open, close), low := min(open, close); (2) high < low
 * or close outside [low, high]: high := max(high, low, close), low := min(high, low, close); (3) open outside
 * [low, high]: clamped into it. A turnover that is not a non-negative number becomes unknown. Returns
 * undefined (and logs the error) for an unusable row.
 */
export function checkBarRow(
  cells: BarCells,
  withVolume: boolean,
  log: IssueLog,
  file: string,
  line: number,
): CheckedBar | undefined {
  const day = dateCell(cells.date);
  if (Number.isNaN(day))
    return fail(log, file, line, `date ${quotedCell(cells.date)} is not a date (YYYY-MM-DD)`);
  // Each cell read once: a price file has half a million rows.
  const number = {
    open: numberCell(cells.open),
    high: numberCell(cells.high),
    low: numberCell(cells.low),
    close: numberCell(cells.close),
    volume: withVolume ? numberCell(cells.volume) : null,
    turnover: numberCell(cells.turnover),
  };
  const insane = [
    insaneNumber('open', cells.open, number.open, MAX_PRICE),
    insaneNumber('high', cells.high, number.high, MAX_PRICE),
    insaneNumber('low', cells.low, number.low, MAX_PRICE),
    insaneNumber('close', cells.close, number.close, MAX_PRICE),
    insaneNumber('volume', cells.volume, number.volume, MAX_VOLUME),
    insaneNumber('turnover', cells.turnover, number.turnover, MAX_TURNOVER),
  ].filter((reason) => reason !== undefined);
  if (insane.length > 0) return fail(log, file, line, insane.join('; '));
  const close = number.close;
  if (close === null) return fail(log, file, line, 'close is missing');
  if (close === undefined) return fail(log, file, line, `close ${quotedCell(cells.close)} is not a number`);
  if (!(close > 0)) return fail(log, file, line, `close ${close} is not positive`);
  let volume = 0;
  if (withVolume) {
    const v = number.volume;
    if (v === null) return fail(log, file, line, 'volume is missing');
    if (v === undefined) return fail(log, file, line, `volume ${quotedCell(cells.volume)} is not a number`);
    if (v < 0) return fail(log, file, line, `volume ${v} is negative`);
    volume = v;
  }

  let turnover = number.turnover;
  if (turnover === undefined || (turnover !== null && turnover < 0)) {
    log.warn(
      file,
      line,
      'turnover unusable',
      `turnover ${quotedCell(cells.turnover)} is not a non-negative number: unknown`,
    );
    turnover = null;
  }

  const read = [number.open ?? Number.NaN, number.high ?? Number.NaN, number.low ?? Number.NaN] as const;
  let [open, high, low] = read;

  const replaced: string[] = [];
  const noOpen = !(open > 0);
  if (noOpen) {
    replaced.push(`open ${shown(cells.open)} := close ${close}`);
    open = close;
  }
  if (!(high > 0)) {
    high = Math.max(open, close);
    replaced.push(`high ${shown(cells.high)} := ${high}`);
  }
  if (!(low > 0)) {
    low = Math.min(open, close);
    replaced.push(`low ${shown(cells.low)} := ${low}`);
  }
  if (replaced.length > 0) log.warn(file, line, 'price missing or not positive', replaced.join(', '));

  if (high < low || close < low || close > high) {
    const h = Math.max(high, low, close);
    const l = Math.min(high, low, close);
    log.warn(
      file,
      line,
      'high, low and close inconsistent',
      `high ${high}, low ${low}, close ${close}: high := ${h}, low := ${l}`,
    );
    high = h;
    low = l;
  }

  if (open < low || open > high) {
    const clamped = Math.min(high, Math.max(low, open));
    log.warn(file, line, 'open outside low-high', `open ${open} outside [${low}, ${high}]: := ${clamped}`);
    open = clamped;
  }

  return { day, open, high, low, close, volume, turnover, noOpen, read };
}

function fail(log: IssueLog, file: string, line: number, message: string): undefined {
  log.error(file, line, message);
  return undefined;
}

function shown(cell: string | undefined): string {
  if (cell === undefined || cell === '') return '(missing)';
  return cell.length <= 24 ? cell : quotedCell(cell);
}
