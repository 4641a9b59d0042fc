import { CANDLE_HEIGHT, CANDLE_WIDTH, candleGeometry } from './candle-geometry';
import type { LiveCandle } from './live-candle';

const BODY_WIDTH = 24;
const CENTER = CANDLE_WIDTH / 2;

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
      aria-label={`${candle.symbol} candle, ${g.rising ? 'rising' : 'falling'}`}
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
