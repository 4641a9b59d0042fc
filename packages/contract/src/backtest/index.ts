export * from './backtest-request';
export * from './backtest-response';
export * from './engine-rule';
export * from './nepal-date';
export * from './parse-rule';
export * from './pattern-rule';
export * from './rule-catalog';
export * from './strategy-rule';
