export * from './stock-chart';
