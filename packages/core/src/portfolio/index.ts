export * from './portfolio-backtest';
export * from './portfolio-log';
export * from './portfolio-simulate';
export * from './portfolio-statistics';
export * from './rank-key';
