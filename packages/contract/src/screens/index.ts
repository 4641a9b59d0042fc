export * from './candlestick-patterns';
export * from './fresh-indicator-signals';
export * from './fresh-signal-backtest-rules';
export * from './screen-headers';
export * from './trend-signal-texts';
export * from './trend-signals';
export * from './volatile-stocks';
export * from './volume-shockers';
