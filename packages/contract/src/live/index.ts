export * from './live-status';
export * from './live-stock-record';
