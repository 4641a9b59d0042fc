import {
  buyShare,
  GAUGE_BANDS,
  gaugeBand,
  needleAngle,
  type RatingSummary,
  summaryRating,
  summaryValue,
} from '@nepse/core';
import { formatPercent, formatRatio } from '../../lib/format';

/** Each band's colour, Strong Sell to Strong Buy. */
const BAND_COLOURS = ['#dc2626', '#f87171', '#94a3b8', '#4ade80', '#16a34a'];

const CX = 100;
const CY = 100;
const R = 80;

/** The point at `degrees` from straight up (the needle's frame: -90 left, +90 right) on a circle of radius `r`. */
function point(degrees: number, r: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [CX + r * Math.sin(radians), CY - r * Math.cos(radians)];
}

/** The arc of the band from share `from` to share `to`. */
function arc(from: number, to: number): string {
  const [x1, y1] = point(needleAngle(from), R);
  const [x2, y2] = point(needleAngle(to), R);
  return `M ${x1} ${y1} A ${R} ${R} 0 0 1 ${x2} ${y2}`;
}

export interface RatingGaugeProps {
  title: string;
  /** The group's votes; a missing summary reads as 0. */
  summary: Partial<RatingSummary> | undefined;
}

/**
 * A half-dial gauge of the buy share: bands Strong Sell to Strong Buy at 20, 40, 60, 80, ticks SS, S, N, B,
 * SB, the needle from -90 (0 %) to +90 degrees (100 %), the band's name and the BUY, SELL and NEUTRAL counts
 * under it. Beside it, TradingView's own summary of the same votes in words, each reading with its rule in a line,
 * since the two disagree when most votes are neutral (0 buy, 9 neutral, 2 sell: Strong Sell here, Sell there).
 */
export function RatingGauge({ title, summary }: RatingGaugeProps) {
  const share = buyShare(summary);
  const angle = needleAngle(share);
  const band = gaugeBand(share);
  const [tipX, tipY] = point(angle, R - 12);
  const value = summaryValue(summary);
  const counts = [
    ['BUY', summary?.buy ?? 0, 'text-emerald-600 dark:text-emerald-400'],
    ['NEUTRAL', summary?.neutral ?? 0, 'text-slate-600 dark:text-slate-300'],
    ['SELL', summary?.sell ?? 0, 'text-red-600 dark:text-red-400'],
  ] as const;
  return (
    <figure
      className="flex flex-col items-center rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      data-testid="rating-gauge"
      aria-label={`${title} gauge`}
    >
      <figcaption className="font-semibold text-slate-900 dark:text-white">{title}</figcaption>
      <svg viewBox="0 0 200 118" className="w-full max-w-64" role="img" aria-label={`${title}: ${band}`}>
        {GAUGE_BANDS.map((b, k) => {
          const from = k === 0 ? 0 : (GAUGE_BANDS[k - 1]?.upTo ?? 0);
          const [tx, ty] = point(needleAngle((from + b.upTo) / 2), R + 12);
          return (
            <g key={b.name}>
              <path d={arc(from, b.upTo)} fill="none" stroke={BAND_COLOURS[k]} strokeWidth={14} />
              <text
                x={tx}
                y={ty}
                textAnchor="middle"
                dominantBaseline="middle"
                className="fill-slate-600 text-[9px] dark:fill-slate-300"
              >
                {b.tick}
              </text>
            </g>
          );
        })}
        <line
          x1={CX}
          y1={CY}
          x2={tipX}
          y2={tipY}
          stroke="currentColor"
          strokeWidth={3}
          strokeLinecap="round"
          className="text-slate-800 dark:text-slate-100"
          data-testid="gauge-needle"
          data-angle={angle}
        />
        <circle cx={CX} cy={CY} r={5} className="fill-slate-800 dark:fill-slate-100" />
      </svg>
      <p className="font-semibold text-slate-900 dark:text-white" data-testid="gauge-band">
        {band}
      </p>
      <dl className="mt-2 flex gap-4 text-sm">
        {counts.map(([label, count, colour]) => (
          <div key={label} className="flex flex-col items-center">
            <dt className="text-slate-600 text-xs dark:text-slate-400">{label}</dt>
            <dd className={`font-semibold ${colour}`}>{count}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 w-full space-y-2 border-slate-200 border-t pt-3 text-slate-700 text-xs dark:border-slate-700 dark:text-slate-300">
        <p data-testid="gauge-reading">
          <span className="font-semibold text-slate-900 dark:text-white">
            Gauge: {band} ({formatPercent(share)} buy)
          </span>{' '}
          — the share of votes that are buy: up to 20 % Strong Sell, 40 % Sell, 60 % Neutral, 80 % Buy, above
          Strong Buy.
        </p>
        <p data-testid="tradingview-reading">
          <span className="font-semibold text-slate-900 dark:text-white">
            TradingView: {summaryRating(summary)} ({value > 0 ? '+' : ''}
            {formatRatio(value)})
          </span>{' '}
          — buy minus sell votes over all votes, -1 to +1: within ±0.1 Neutral, to ±0.5 Buy or Sell, beyond
          Strong.
        </p>
      </div>
    </figure>
  );
}
