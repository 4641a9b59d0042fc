export * from './benchmark-figures';
export * from './equal-weight-index';
export * from './price-series';
