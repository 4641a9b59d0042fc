export * from './best-cell';
export * from './monte-carlo';
export * from './portfolio-cells';
export * from './run-cells';
export * from './seeded-uniform';
export * from './sweep-grid';
export * from './sweep-statistic';
export * from './walk-forward';
