/** Open, high, low, close of the hero's decorative candles, in chart units (0 at the top). */
const CANDLES: readonly [number, number, number, number][] = [
  [150, 138, 162, 142],
  [142, 128, 150, 132],
  [132, 126, 146, 140],
  [140, 116, 144, 120],
  [120, 106, 128, 110],
  [110, 104, 124, 118],
  [118, 92, 122, 96],
  [96, 84, 104, 88],
  [88, 70, 94, 74],
  [74, 68, 86, 80],
  [80, 56, 84, 60],
  [60, 44, 66, 48],
];

/** A decorative candlestick chart with buy and sell marks for the hero. */
export function HeroChart() {
  const step = 30;
  const line = CANDLES.map(([, , , close], i) => `${i === 0 ? 'M' : 'L'}${20 + i * step} ${close}`).join(' ');
  return (
    <svg viewBox="0 0 380 190" className="h-auto w-full" aria-hidden="true" focusable="false">
      {[40, 80, 120, 160].map((y) => (
        <line key={y} x1="0" x2="380" y1={y} y2={y} className="stroke-slate-200 dark:stroke-slate-700" />
      ))}
      {CANDLES.map(([open, high, low, close], i) => {
        const x = 20 + i * step;
        const up = close < open;
        const color = up ? 'fill-emerald-500 stroke-emerald-500' : 'fill-rose-500 stroke-rose-500';
        return (
          <g key={x} className={color}>
            <line x1={x} x2={x} y1={high} y2={low} strokeWidth="2" />
            <rect
              x={x - 7}
              y={Math.min(open, close)}
              width="14"
              height={Math.max(3, Math.abs(close - open))}
              rx="2"
            />
          </g>
        );
      })}
      <path d={line} fill="none" strokeWidth="2.5" strokeDasharray="5 5" className="stroke-primary" />
      <g className="fill-primary">
        <circle cx={20 + 2 * step} cy="172" r="9" />
        <circle cx={20 + 10 * step} cy="30" r="9" />
      </g>
      <g className="fill-white font-bold" fontSize="9" textAnchor="middle">
        <text x={20 + 2 * step} y="175">
          B
        </text>
        <text x={20 + 10 * step} y="33">
          S
        </text>
      </g>
    </svg>
  );
}
