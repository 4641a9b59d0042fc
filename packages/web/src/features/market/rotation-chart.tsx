import type { MarketOverviewResponse } from '@nepse/contract';
import { CHART_FIGURE_CLASS } from '../../components/charts/chart-figure';
import { ChartSummary } from '../../components/charts/chart-summary';
import { lineColor } from '../../components/charts/chart-theme';
import { useFormatDate } from '../../lib/calendar-system';
import { rotationQuadrant, rotationSummary } from './lib/rotation-summary';

type Sector = MarketOverviewResponse['sectors'][number];

const WIDTH = 640;
const HEIGHT = 420;
const PAD = 40;

/** The smallest and largest of `values` and 100, widened a little so that no point sits on the frame. */
function span(values: readonly number[]): [number, number] {
  const low = Math.min(100, ...values);
  const high = Math.max(100, ...values);
  const margin = Math.max((high - low) * 0.08, 0.5);
  return [low - margin, high + margin];
}

const QUADRANTS = [
  { label: 'Leading', x: WIDTH - PAD - 4, y: PAD + 14, anchor: 'end' },
  { label: 'Weakening', x: WIDTH - PAD - 4, y: HEIGHT - PAD - 6, anchor: 'end' },
  { label: 'Lagging', x: PAD + 4, y: HEIGHT - PAD - 6, anchor: 'start' },
  { label: 'Improving', x: PAD + 4, y: PAD + 14, anchor: 'start' },
] as const;

/**
 * Sector rotation: each sector's strength against the index (across) and the momentum of that strength (up), with
 * its path over the last weeks ending in a labelled dot; 100 on both axes is the index's own place.
 */
export function RotationChart({ sectors }: { sectors: readonly Sector[] }) {
  const formatDate = useFormatDate();
  const drawn = sectors.filter((s) => s.rotation.length > 0);
  const [x0, x1] = span(drawn.flatMap((s) => s.rotation.map((p) => p.strength)));
  const [y0, y1] = span(drawn.flatMap((s) => s.rotation.map((p) => p.momentum)));
  const x = (v: number) => PAD + ((v - x0) / (x1 - x0)) * (WIDTH - 2 * PAD);
  const y = (v: number) => HEIGHT - PAD - ((v - y0) / (y1 - y0)) * (HEIGHT - 2 * PAD);
  return (
    <figure className={CHART_FIGURE_CLASS} aria-label="Sector rotation">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full text-slate-500 dark:text-slate-400"
        role="img"
        aria-label="Sector rotation: strength against the index across, its momentum up, each sector's weekly path"
        data-testid="rotation-chart"
      >
        <rect
          x={PAD}
          y={PAD}
          width={WIDTH - 2 * PAD}
          height={HEIGHT - 2 * PAD}
          fill="none"
          stroke="currentColor"
          strokeOpacity={0.3}
        />
        <line
          x1={x(100)}
          x2={x(100)}
          y1={PAD}
          y2={HEIGHT - PAD}
          stroke="currentColor"
          strokeDasharray="4 4"
        />
        <line x1={PAD} x2={WIDTH - PAD} y1={y(100)} y2={y(100)} stroke="currentColor" strokeDasharray="4 4" />
        {QUADRANTS.map((q) => (
          <text key={q.label} x={q.x} y={q.y} textAnchor={q.anchor} fontSize={12} fill="currentColor">
            {q.label}
          </text>
        ))}
        <text x={WIDTH / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={12} fill="currentColor">
          Strength against the index (100 = the index)
        </text>
        <text
          x={12}
          y={HEIGHT / 2}
          textAnchor="middle"
          fontSize={12}
          fill="currentColor"
          transform={`rotate(-90 12 ${HEIGHT / 2})`}
        >
          Momentum of that strength
        </text>
        {drawn.map((sector, k) => {
          const color = lineColor(k);
          const last = sector.rotation[sector.rotation.length - 1]!;
          return (
            <g key={sector.id} data-sector={sector.name}>
              <title>{`${sector.name}: strength ${last.strength.toFixed(1)}, momentum ${last.momentum.toFixed(1)} on ${formatDate(last.date)}`}</title>
              <polyline
                points={sector.rotation.map((p) => `${x(p.strength)},${y(p.momentum)}`).join(' ')}
                fill="none"
                stroke={color}
                strokeWidth={1.5}
                strokeOpacity={0.7}
              />
              {sector.rotation.map((p) => (
                <circle key={p.date} cx={x(p.strength)} cy={y(p.momentum)} r={2} fill={color} />
              ))}
              <circle cx={x(last.strength)} cy={y(last.momentum)} r={5} fill={color} />
              <text x={x(last.strength) + 7} y={y(last.momentum) + 4} fontSize={11} fill={color}>
                {sector.name}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-slate-600 text-xs dark:text-slate-400">
        Across: each sector's 13-week growth over the index's (100 = the same). Up: how that ratio moved over
        the last 4 weeks (100 = no change). The line is the last 10 weeks, the large dot the latest.
        <ChartSummary
          summary={rotationSummary(drawn)}
          label="Each sector's weekly strength and momentum"
          table={{
            columns: ['Sector and week', 'Strength', 'Momentum', 'Quarter'],
            rows: () =>
              drawn.flatMap((sector) =>
                sector.rotation.map((p) => [
                  `${sector.name}, ${formatDate(p.date)}`,
                  p.strength.toFixed(1),
                  p.momentum.toFixed(1),
                  rotationQuadrant(p.strength, p.momentum),
                ]),
              ),
          }}
        />
      </figcaption>
    </figure>
  );
}
