import type { EventHorizon } from '@nepse/contract';
import { returnSummary } from '../../lib/chart-summary';
import { formatPercent } from '../../lib/format';
import { ChartSummary } from '../charts/chart-summary';

const WIDTH = 480;
const HEIGHT = 200;
const PAD = { top: 16, bottom: 28, left: 8, right: 8 };
const BAR = 18;

/** The bars' scale: from the lowest to the highest value and zero, so that zero is always on the chart. */
function scaleOf(values: readonly number[]) {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  const inner = HEIGHT - PAD.top - PAD.bottom;
  return (value: number) => PAD.top + ((high - value) / span) * inner;
}

/**
 * Mean return by horizon, the list's events beside the base (every stock on the same sessions), as SVG bars from
 * zero; each bar's title gives its figure.
 */
export function StudyChart({ horizons }: { horizons: readonly EventHorizon[] }) {
  const shown = horizons.filter((h) => h.mean !== null);
  const values = shown.flatMap((h) => [h.mean ?? 0, h.base.mean ?? 0]);
  const y = scaleOf(values);
  const last = shown[shown.length - 1];
  const span = (h: number) => (h === 1 ? '1 session' : `${h} sessions`);
  const zero = y(0);
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, shown.length);
  const bar = (value: number, x: number, className: string, label: string) => (
    <rect
      x={x}
      y={Math.min(y(value), zero)}
      width={BAR}
      height={Math.max(1, Math.abs(y(value) - zero))}
      className={className}
    >
      <title>{label}</title>
    </rect>
  );
  return (
    <figure className="max-w-xl">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label="Mean return by horizon: this list against all stocks"
        className="w-full"
      >
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={zero} y2={zero} className="stroke-slate-400" />
        {shown.map((h, i) => {
          const center = PAD.left + slot * i + slot / 2;
          return (
            <g key={h.h}>
              {bar(
                h.mean ?? 0,
                center - BAR - 1,
                'fill-primary',
                `This list, ${h.h} sessions: ${formatPercent(h.mean)}`,
              )}
              {bar(
                h.base.mean ?? 0,
                center + 1,
                'fill-slate-400',
                `All stocks, ${h.h} sessions: ${formatPercent(h.base.mean)}`,
              )}
              <text
                x={center}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="fill-slate-600 text-[11px] dark:fill-slate-300"
              >
                {span(h.h)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-slate-600 text-xs dark:text-slate-400">
        <span className="flex gap-4">
          <span className="inline-flex items-center gap-1">
            <span className="inline-block size-3 rounded-sm bg-primary" /> This list
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="inline-block size-3 rounded-sm bg-slate-400" /> All stocks (base)
          </span>
        </span>
        {last && (
          <ChartSummary
            summary={returnSummary('This list', last.mean ?? 0, span(last.h), {
              name: 'all stocks',
              returnPercent: last.base.mean ?? 0,
            })}
            label="Mean return by horizon: this list against all stocks"
            table={{
              columns: ['Horizon', 'This list', 'All stocks (base)'],
              rows: () => shown.map((h) => [span(h.h), formatPercent(h.mean), formatPercent(h.base.mean)]),
            }}
          />
        )}
      </figcaption>
    </figure>
  );
}
