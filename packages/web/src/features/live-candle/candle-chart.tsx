import { formatPercent, formatPrice } from '../../lib/format';
import { CANDLE_HEIGHT, CANDLE_WIDTH, candleGeometry } from './candle-geometry';
import type { LiveCandle } from './live-candle';

const BODY_WIDTH = 24;
const CENTER = CANDLE_WIDTH / 2;

/**
 * The candle in words: its latest price, its change on the day (from the previous close) and where it closed
 * against its open.
 */
export function candleLabel(candle: LiveCandle): string {
  const change =
    candle.changePercent === 0
      ? 'unchanged on the day'
      : `${candle.changePercent > 0 ? 'up' : 'down'} ${formatPercent(Math.abs(candle.changePercent))} on the day`;
  const side = candle.close > candle.open ? 'above' : candle.close < candle.open ? 'below' : 'at';
  return `${candle.symbol} candle: last ${formatPrice(candle.close)}, ${change}, ${side} its open of ${formatPrice(candle.open)}`;
}

/** The card's drawn candle (180 px tall, 60 px wide) over its volume bar. */
export function CandleChart({ candle }: { candle: LiveCandle }) {
  const g = candleGeometry(candle);
  const colour = g.rising ? 'fill-emerald-500 stroke-emerald-600' : 'fill-red-500 stroke-red-600';
  return (
    <svg
      width={CANDLE_WIDTH}
      height={CANDLE_HEIGHT}
      viewBox={`0 0 ${CANDLE_WIDTH} ${CANDLE_HEIGHT}`}
      role="img"
      aria-label={candleLabel(candle)}
      data-rising={g.rising}
      className="shrink-0"
    >
      <rect
        data-part="volume"
        x={0}
        y={CANDLE_HEIGHT - g.volumeHeight}
        width={CANDLE_WIDTH}
        height={g.volumeHeight}
        className="fill-slate-300/50 dark:fill-slate-600/40"
      />
      <line
        data-part="wick"
        x1={CENTER}
        x2={CENTER}
        y1={g.wickTop}
        y2={g.wickBottom}
        strokeWidth={2}
        className={colour}
      />
      <rect
        data-part="body"
        x={CENTER - BODY_WIDTH / 2}
        y={g.bodyTop}
        width={BODY_WIDTH}
        height={g.bodyHeight}
        rx={2}
        className={colour}
      />
    </svg>
  );
}
