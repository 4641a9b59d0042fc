export * from './rating-gauge';
export * from './rating-indicators';
export * from './rating-pivots';
export * from './rating-summary';
export * from './rating-votes';
export * from './summary-rating';
export * from './technical-ratings';
export * from './vote-rules';
