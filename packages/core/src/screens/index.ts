export * from './breakout-stocks';
export * from './candlestick-patterns';
export * from './consolidating-stocks';
export * from './fresh-indicator-signals';
export * from './screen-market';
export * from './trend-signals';
export * from './volatile-stocks';
export * from './volume-shockers';
