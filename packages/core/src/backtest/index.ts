export * from './backtest';
export * from './costs';
export * from './indicator-cache';
export * from './range';
export * from './rule';
export * from './rule-signal';
export * from './simulate';
export * from './statistics';
