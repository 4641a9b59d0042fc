export * from './backtest/index';
export * from './dates';
export * from './indicators/index';
export * from './levels/index';
export * from './patterns/index';
export * from './ratings/index';
export * from './screens/index';
export * from './series';
