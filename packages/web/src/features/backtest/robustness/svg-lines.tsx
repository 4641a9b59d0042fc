import { ChartSummary, type ChartTable } from '../../../components/charts/chart-summary';
import { chartSummary } from '../../../lib/chart-summary';

/** One line of an SVG chart: its values in order (a gap not finite), its colour class and its name in the legend. */
export interface SvgLine {
  name: string;
  values: readonly number[];
  /** A Tailwind stroke class. */
  stroke: string;
  dashed?: boolean;
}

export interface SvgLinesProps {
  lines: readonly SvgLine[];
  label: string;
  /** What each point is (a date, a parameter's value), in order, and its column head in the data table. */
  keys: readonly string[];
  keyName: string;
  format: (value: number) => string;
}

const WIDTH = 600;
const HEIGHT = 200;
const PAD = 6;

/**
 * A small chart of lines over the same points (no axes; the figures around it say the numbers), scaled to the lines'
 * lowest and highest values, with a legend and the first line's summary (against the second, when there is one)
 * and data table.
 */
export function SvgLines({ lines, label, keys, keyName, format }: SvgLinesProps) {
  const all = lines.flatMap((l) => l.values).filter(Number.isFinite);
  const low = Math.min(...all);
  const high = Math.max(...all);
  const span = high > low ? high - low : 1;
  // A gap (a value that is not finite) is left out: the line joins its neighbours over it.
  const points = (values: readonly number[]) =>
    values
      .flatMap((v, i) => {
        if (!Number.isFinite(v)) return [];
        const x = PAD + (i / Math.max(1, values.length - 1)) * (WIDTH - 2 * PAD);
        const y = PAD + (1 - (v - low) / span) * (HEIGHT - 2 * PAD);
        return [`${x.toFixed(1)},${y.toFixed(1)}`];
      })
      .join(' ');
  const [own, other] = lines;
  const table: ChartTable = {
    columns: [keyName, ...lines.map((l) => l.name)],
    rows: () => keys.map((key, i) => [key, ...lines.map((l) => format(l.values[i] ?? Number.NaN))]),
  };
  return (
    <figure className="space-y-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-48 w-full">
        {lines.map((line) => (
          <polyline
            key={line.name}
            points={points(line.values)}
            fill="none"
            strokeWidth={2}
            strokeDasharray={line.dashed ? '6 4' : undefined}
            className={line.stroke}
          />
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-slate-600 text-xs dark:text-slate-400">
        {lines.map((line) => (
          <span key={line.name} className="inline-flex items-center gap-1.5">
            <svg aria-hidden="true" width="18" height="6">
              <line
                x1="0"
                y1="3"
                x2="18"
                y2="3"
                strokeWidth={2}
                strokeDasharray={line.dashed ? '4 3' : undefined}
                className={line.stroke}
              />
            </svg>
            {line.name}
          </span>
        ))}
        {own && (
          <div className="basis-full">
            <ChartSummary summary={chartSummary({ ...own, format }, other)} label={label} table={table} />
          </div>
        )}
      </figcaption>
    </figure>
  );
}
