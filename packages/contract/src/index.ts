export * from './api-paths';
export * from './app-config';
export * from './backtest/index';
export * from './bars';
export * from './errors';
export * from './sectors';
export * from './stock-list';
export * from './screens/index';
