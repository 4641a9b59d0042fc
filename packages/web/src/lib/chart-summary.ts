import { formatPercent } from './format';

/** A chart's line as figures: its latest value, its change over the values given and its average. */
export interface SeriesFigures {
  first: number;
  latest: number;
  /** From the first value to the latest, in percent; null when the first is zero (no base to measure from). */
  changePercent: number | null;
  average: number;
}

/** The figures of a line, its gaps (not finite values) left out; undefined when it has no value. */
export function seriesFigures(values: readonly number[]): SeriesFigures | undefined {
  const finite = values.filter(Number.isFinite);
  const first = finite[0];
  const latest = finite[finite.length - 1];
  if (first === undefined || latest === undefined) return undefined;
  const average = finite.reduce((sum, v) => sum + v, 0) / finite.length;
  const changePercent = first === 0 ? null : ((latest - first) / Math.abs(first)) * 100;
  return { first, latest, changePercent, average };
}

/** A line of a chart for its summary: its name, its values in order, and how to write one of them. */
export interface SummaryLine {
  name: string;
  values: readonly number[];
  format: (value: number) => string;
}

/** "up 12.40%", "down 3.00%", "unchanged", or "no change measurable" (from zero). */
function changeWords(changePercent: number | null): string {
  if (changePercent === null) return 'no change measurable from zero';
  if (changePercent === 0) return 'unchanged';
  return `${changePercent > 0 ? 'up' : 'down'} ${formatPercent(Math.abs(changePercent))}`;
}

/**
 * A chart's summary in words: the line's latest value, its change over the range shown in percent, and one
 * comparison: against the benchmark line when there is one (both changes and their difference in percentage
 * points), otherwise whether the latest value stands above or below the line's average over the range.
 */
export function chartSummary(line: SummaryLine, benchmark?: Omit<SummaryLine, 'format'>): string {
  const own = seriesFigures(line.values);
  if (!own) return `${line.name}: no data in the range shown.`;
  const opening = `${line.name}: latest ${line.format(own.latest)}, ${changeWords(own.changePercent)} over the range shown (from ${line.format(own.first)})`;
  const other = benchmark && seriesFigures(benchmark.values);
  if (benchmark && other && own.changePercent !== null && other.changePercent !== null) {
    const points = own.changePercent - other.changePercent;
    const verdict =
      points === 0
        ? `level with ${benchmark.name}`
        : `${Math.abs(points).toFixed(2)} percentage points ${points > 0 ? 'better' : 'worse'} than ${benchmark.name}`;
    return `${opening}; ${benchmark.name} ${changeWords(other.changePercent)} over the same range: ${verdict}.`;
  }
  const side = own.latest > own.average ? 'above' : own.latest < own.average ? 'below' : 'at';
  return `${opening}; ${side} its average of ${line.format(own.average)} over the range.`;
}

/** "+2.10%" or "-0.50%": a return with its sign. */
function signedPercent(value: number): string {
  return `${value > 0 ? '+' : ''}${formatPercent(value)}`;
}

/**
 * The summary of a chart of returns (each already a change in percent): the latest one, over its span, against
 * the benchmark's over the same span, their difference in percentage points.
 */
export function returnSummary(
  name: string,
  returnPercent: number,
  span: string,
  benchmark: { name: string; returnPercent: number },
): string {
  const points = returnPercent - benchmark.returnPercent;
  const verdict =
    points === 0
      ? 'level with it'
      : `${Math.abs(points).toFixed(2)} percentage points ${points > 0 ? 'better' : 'worse'}`;
  return `${name}: ${signedPercent(returnPercent)} over ${span}, against ${signedPercent(benchmark.returnPercent)} for ${benchmark.name}: ${verdict}.`;
}
