export * from './candlestick-patterns';
export * from './consolidating-stocks';
export * from './fresh-indicator-signals';
export * from './fresh-signal-backtest-rules';
export * from './screen-headers';
export * from './trend-signal-texts';
export * from './trend-signals';
export * from './volatile-stocks';
