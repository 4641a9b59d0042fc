export * from './candlestick-patterns';
export * from './screen-headers';
export * from './trend-signal-texts';
export * from './trend-signals';
export * from './volume-shockers';
