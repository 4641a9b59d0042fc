export * from './backtest-request';
export * from './backtest-response';
export * from './nepal-date';
export * from './parse-rule';
export * from './pattern-catalog';
export * from './rule-catalog';
export * from './strategy-rule';
