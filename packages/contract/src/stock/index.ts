export * from './stock-chart';
export * from './stock-patterns';
export * from './stock-summary';
